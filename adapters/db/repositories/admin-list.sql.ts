import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Paged } from '#core/domain/paged.ts';

/** `%term%` for ILIKE with the user's own % and _ taken literally. */
export const like = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A sort expression in the given direction, rows without a value last either way. */
export const order = (expr: RawBuilder<unknown>, direction: 'asc' | 'desc') =>
  direction === 'desc' ? sql`${expr} desc nulls last` : sql`${expr} asc nulls last`;

/** Rows where any of `columns` contains the search (case-insensitive); all rows without one. */
export function matchingAny<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  columns: string[],
  search: string | null,
): SelectQueryBuilder<DB, TB, O> {
  if (!search) return base;
  const term = like(search);
  return base.where(
    sql<boolean>`(${sql.join(
      columns.map((c) => sql`${sql.ref(c)} ilike ${term}`),
      sql` or `,
    )})`,
  );
}

/**
 * One page of a list: the page's rows and the count of all matching rows, read
 * together. `rows` gets the LIMIT and OFFSET; the count drops the selected columns.
 */
export async function readPage<DB, TB extends keyof DB, O, R, T>(
  base: SelectQueryBuilder<DB, TB, O>,
  q: { page: number; limit: number },
  rows: (base: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, R>,
  map: (row: R) => T,
): Promise<Paged<T>> {
  const [found, count] = await Promise.all([
    rows(base)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    base.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: found.map(map), total: (count as { n: number }).n, page: q.page, limit: q.limit };
}
