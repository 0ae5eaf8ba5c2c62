import { QuestionCircleOutlined } from '@ant-design/icons';
import { theme, Tooltip } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

export interface Column<Row, Field extends string> {
  key: string;
  title: string;
  /** Shown in a tooltip beside the title. */
  help?: string;
  /** The server-side sort field this header sorts by; absent: not sortable. */
  sortField?: Field;
  align?: 'left' | 'right';
  width?: number | string;
  render: (row: Row, index: number) => ReactNode;
}

export interface SortableTableProps<Row, Field extends string> {
  caption: string;
  columns: Column<Row, Field>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Absent for a fixed order (no column then declares a sortField). */
  sort?: { field: Field; direction: SortDirection };
  onSort?: (field: Field) => void;
  loading?: boolean;
  onRowClick?: (row: Row) => void;
  selectedKey?: string | null;
  maxHeight?: number;
  empty?: ReactNode;
}

/**
 * A plain, accessible table with sortable headers (buttons, aria-sort) for the
 * read-only rankings lists. antd's Table would add about 65 KB of compressed
 * JavaScript to every visitor's first load (measured), far over the page budget,
 * for features these lists do not use.
 */
export function SortableTable<Row, Field extends string>(props: SortableTableProps<Row, Field>) {
  const { token } = theme.useToken();
  const cell = (align: 'left' | 'right' = 'left'): CSSProperties => ({
    padding: '8px 10px',
    textAlign: align,
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    whiteSpace: 'nowrap',
  });
  return (
    // A table wider than a phone scrolls sideways: the region takes focus so keyboards can scroll it.
    <section
      style={{
        overflow: 'auto',
        maxHeight: props.maxHeight,
        opacity: props.loading ? 0.5 : 1,
        transition: 'opacity 0.2s',
      }}
      aria-busy={props.loading || undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
      tabIndex={0}
      aria-label={props.caption}
    >
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: token.fontSize }}>
        <caption
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {props.caption}
        </caption>
        <thead style={{ position: 'sticky', top: 0, background: token.colorBgElevated, zIndex: 1 }}>
          <tr>
            {props.columns.map((column) => {
              const active = column.sortField !== undefined && column.sortField === props.sort?.field;
              const ariaSort = active
                ? props.sort?.direction === 'asc'
                  ? 'ascending'
                  : 'descending'
                : undefined;
              const label = (
                <>
                  {column.title}
                  {active ? (props.sort?.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                </>
              );
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={ariaSort}
                  style={{
                    ...cell(column.align),
                    width: column.width,
                    color: token.colorTextSecondary,
                    fontWeight: 600,
                  }}
                >
                  {column.sortField ? (
                    <button
                      type="button"
                      onClick={() => props.onSort?.(column.sortField as Field)}
                      style={{
                        all: 'unset',
                        cursor: 'pointer',
                        color: active ? token.colorText : undefined,
                      }}
                    >
                      {label}
                    </button>
                  ) : (
                    label
                  )}
                  {column.help && (
                    <Tooltip title={column.help}>
                      <QuestionCircleOutlined
                        aria-label={`About ${column.title}`}
                        style={{ marginLeft: 6, fontSize: 12, opacity: 0.6 }}
                      />
                    </Tooltip>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {props.rows.length === 0 && (
            <tr>
              <td colSpan={props.columns.length} style={{ ...cell(), textAlign: 'center', opacity: 0.7 }}>
                {props.empty ?? 'Nothing to show yet.'}
              </td>
            </tr>
          )}
          {props.rows.map((row, index) => {
            const key = props.rowKey(row);
            const selected = props.selectedKey === key;
            return (
              <tr
                key={key}
                onClick={props.onRowClick ? () => props.onRowClick?.(row) : undefined}
                onKeyDown={
                  props.onRowClick
                    ? (event) => {
                        if (event.key === 'Enter' || event.key === ' ') {
                          event.preventDefault();
                          props.onRowClick?.(row);
                        }
                      }
                    : undefined
                }
                tabIndex={props.onRowClick ? 0 : undefined}
                aria-selected={props.selectedKey !== undefined ? selected : undefined}
                style={{
                  cursor: props.onRowClick ? 'pointer' : undefined,
                  background: selected ? token.colorPrimaryBg : undefined,
                }}
                className="mm-row"
              >
                {props.columns.map((column) => (
                  <td key={column.key} style={cell(column.align)}>
                    {column.render(row, index)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <style>{`.mm-row:hover{background:${token.colorFillTertiary}}`}</style>
    </section>
  );
}

/** Spec 4: clicking the active column flips its direction; a new column starts descending. */
export function nextSort<Field extends string>(
  current: { field: Field; direction: SortDirection },
  field: Field,
): { field: Field; direction: SortDirection } {
  if (current.field === field) return { field, direction: current.direction === 'desc' ? 'asc' : 'desc' };
  return { field, direction: 'desc' };
}
