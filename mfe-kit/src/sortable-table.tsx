import { HelpTip } from './help-tip.tsx';
import { type CSSProperties, type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';

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
  /**
   * Placeholder rows of the final height before the first answer, so the page has its
   * final size at once and nothing moves when the data arrives (docs/frontend.md).
   */
  skeleton?: { rows: number; height: number };
  /** The first N columns stay in view while the table scrolls sideways; each needs a numeric width. */
  stickyColumns?: number;
}

/**
 * A plain, accessible table with sortable headers (buttons, aria-sort) for the
 * read-only rankings lists. antd's Table would add about 65 KB of compressed
 * JavaScript to every visitor's first load (measured), far over the page budget,
 * for features these lists do not use.
 */
export function SortableTable<Row, Field extends string>(props: SortableTableProps<Row, Field>) {
  const scroll = useSidewaysOverflow();
  const sticky = stickyOffsets(props.columns, props.stickyColumns ?? 0);
  const cell = (align: 'left' | 'right' = 'left', index = -1): CSSProperties => ({
    padding: '8px 10px',
    textAlign: align,
    borderBottom: '1px solid var(--mm-border-2)',
    whiteSpace: 'nowrap',
    ...(sticky[index] === undefined
      ? {}
      : {
          position: 'sticky',
          left: sticky[index],
          // Exactly the declared width, padding included, so the next sticky column starts where this one ends.
          boxSizing: 'border-box',
          width: props.columns[index].width,
          minWidth: props.columns[index].width,
          maxWidth: props.columns[index].width,
          zIndex: 1,
          backgroundColor: 'var(--mm-bg-container)',
          boxShadow:
            index === sticky.length - 1 && scroll.scrolled ? '6px 0 6px -4px var(--mm-bg-mask)' : undefined,
        }),
  });
  const skeleton = props.loading && props.rows.length === 0 ? props.skeleton : undefined;
  const lastSticky = sticky.length - 1;
  // What stays pinned on the left: a header focused by keyboard is scrolled to the right of it, not under it.
  const pinnedWidth = lastSticky < 0 ? 0 : sticky[lastSticky] + Number(props.columns[lastSticky].width);
  return (
    <div>
      {scroll.more && (
        <p
          data-testid="scroll-hint"
          style={{ margin: '0 0 6px', fontSize: 12, color: 'var(--mm-text-2)', textAlign: 'right' }}
        >
          Scroll sideways for more columns →
        </p>
      )}
      {/* A table wider than a phone scrolls sideways: the region takes focus so keyboards can scroll it. */}
      <section
        ref={scroll.ref}
        onScroll={scroll.measure}
        style={{
          overflow: 'auto',
          scrollPaddingLeft: pinnedWidth || undefined,
          maxHeight: props.maxHeight,
          opacity: props.loading && !skeleton ? 0.5 : 1,
          transition: 'opacity 0.2s',
        }}
        aria-busy={props.loading || undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
        tabIndex={0}
        aria-label={props.caption}
      >
        <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 'var(--mm-font-size)' }}>
          <caption
            style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          >
            {props.caption}
          </caption>
          <thead style={{ position: 'sticky', top: 0, background: 'var(--mm-bg-elevated)', zIndex: 2 }}>
            <tr>
              {props.columns.map((column, index) => {
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
                      ...cell(column.align, index),
                      backgroundColor: 'var(--mm-bg-elevated)',
                      // Long titles wrap onto two lines instead of widening the table past its box.
                      whiteSpace: 'normal',
                      width: column.width,
                      color: 'var(--mm-text-2)',
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
                          color: active ? 'var(--mm-text)' : undefined,
                        }}
                      >
                        {label}
                      </button>
                    ) : (
                      label
                    )}
                    {column.help && <HelpTip title={column.title} help={column.help} />}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {skeleton &&
              Array.from({ length: skeleton.rows }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <tr key={row} className="mm-skeleton-row" aria-hidden style={{ height: skeleton.height }}>
                  {props.columns.map((column, index) => (
                    <td key={column.key} style={cell(column.align, index)}>
                      <span className="mm-skeleton-bar" />
                    </td>
                  ))}
                </tr>
              ))}
            {!skeleton && props.rows.length === 0 && (
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
                  style={{ cursor: props.onRowClick ? 'pointer' : undefined }}
                  className={selected ? 'mm-row mm-row-selected' : 'mm-row'}
                >
                  {props.columns.map((column, columnIndex) => (
                    <td key={column.key} style={cell(column.align, columnIndex)}>
                      {column.render(row, index)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
        {/* Hover and selection paint over every cell, sticky ones included (their own colour is opaque). */}
        <style>{`.mm-row:hover>td{background-image:linear-gradient(var(--mm-fill-3),var(--mm-fill-3))}.mm-row-selected>td{background-image:linear-gradient(var(--mm-primary-bg),var(--mm-primary-bg))}.mm-skeleton-bar{display:block;height:12px;min-width:24px;border-radius:4px;background:var(--mm-fill-2)}`}</style>
      </section>
    </div>
  );
}

/** Left offsets of the first `count` columns, for `position: sticky`. */
function stickyOffsets<Row, Field extends string>(columns: Column<Row, Field>[], count: number): number[] {
  const offsets: number[] = [];
  let left = 0;
  for (const column of columns.slice(0, count)) {
    if (typeof column.width !== 'number') break;
    offsets.push(left);
    left += column.width;
  }
  return offsets;
}

/** Whether the region has columns hidden to the right (the hint) and whether it was scrolled (the shadow). */
function useSidewaysOverflow() {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState({ more: false, scrolled: false });
  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const more = element.scrollWidth - element.clientWidth - element.scrollLeft > 2;
    const scrolled = element.scrollLeft > 0;
    setState((current) =>
      current.more === more && current.scrolled === scrolled ? current : { more, scrolled },
    );
  }, []);
  // Measured before the first paint too, so the hint's line never pushes the page down later.
  useLayoutEffect(() => {
    measure();
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const table = element.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [measure]);
  return { ref, measure, ...state };
}

/** Clicking the active column flips its direction; a new column starts descending. */
export function nextSort<Field extends string>(
  current: { field: Field; direction: SortDirection },
  field: Field,
): { field: Field; direction: SortDirection } {
  if (current.field === field) return { field, direction: current.direction === 'desc' ? 'asc' : 'desc' };
  return { field, direction: 'desc' };
}
