import { type Column, SortableTable, type SortDirection } from '@mindmark/mfe-kit/sortable-table.tsx';
import { Pager } from '@mindmark/mfe-kit/pager.tsx';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../services/admin-session.tsx';
import type { ApiQuery as AdminQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';
import { TableSkeleton } from './table-skeleton.tsx';

export interface DataTableProps<Row, Field extends string> {
  caption: string;
  columns: Column<Row, Field>[];
  query: AdminQuery<{ rows: Row[]; total: number; limit: number }>;
  rowKey: (row: Row) => string;
  page?: number;
  onPage?: (page: number) => void;
  sort?: { field: Field; direction: SortDirection };
  onSort?: (field: Field) => void;
  empty: ReactNode;
  onRowClick?: (row: Row) => void;
  selectedKey?: string | null;
}

/**
 * An admin table with its four states: the 5×6 skeleton before the first answer, an
 * error with Retry, a real empty state, and the rows with a pager.
 */
export function DataTable<Row, Field extends string>(props: DataTableProps<Row, Field>) {
  const { query } = props;
  if (query.error && !query.data) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={`Could not load ${props.caption.toLowerCase()}: ${errorMessage(query.error)}`}
        action={<Button onClick={query.retry}>Retry</Button>}
      />
    );
  }
  if (!query.data) return <TableSkeleton label={props.caption.toLowerCase()} />;
  const { rows, total, limit } = query.data;
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <div>
      {query.error ? (
        <Alert
          type="warning"
          showIcon
          title={`Showing earlier data: ${errorMessage(query.error)}`}
          action={<Button onClick={query.retry}>Retry</Button>}
          style={{ marginBottom: 8 }}
        />
      ) : null}
      <SortableTable
        caption={props.caption}
        columns={props.columns}
        rows={rows}
        rowKey={props.rowKey}
        sort={props.sort}
        onSort={props.onSort}
        loading={query.loading}
        onRowClick={props.onRowClick}
        selectedKey={props.selectedKey}
        empty={props.empty}
      />
      {props.onPage && total > limit ? (
        <Pager page={props.page ?? 1} pages={pages} loading={query.loading} onPage={props.onPage} />
      ) : null}
    </div>
  );
}
