import { Skeleton } from 'antd';

const ROWS = ['r1', 'r2', 'r3', 'r4', 'r5'];
const COLUMNS = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'];

/** What every admin table shows while its first page loads: 5 rows by 6 columns. */
export function TableSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={`Loading ${label}`} data-testid="table-skeleton">
      {ROWS.map((row) => (
        <div
          key={row}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 12, padding: '8px 0' }}
        >
          {COLUMNS.map((col) => (
            <Skeleton.Input key={col} active size="small" block />
          ))}
        </div>
      ))}
    </div>
  );
}
