import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.ts';

type Db = Kysely<Database>;

/** Name of the replacement built beside a live table. */
export const nextName = (name: string) => `${name}_next`;

/**
 * A derived table rebuilt whole is built beside the live one and swapped in by the
 * last statements of the transaction. Readers keep reading the old rows while it is
 * built and wait only for the renames, not for the rebuild; its indexes are built
 * once over the finished rows instead of growing row by row. The caller builds
 * `nextName(table)` with indexes named `nextName(index)`.
 */
export async function dropLeftoverReplacement(trx: Db, table: string): Promise<void> {
  await sql`drop table if exists ${sql.table(nextName(table))}`.execute(trx);
}

export async function swapInReplacement(trx: Db, table: string, indexes: readonly string[]): Promise<void> {
  await sql`drop table ${sql.table(table)}`.execute(trx);
  await sql`alter table ${sql.table(nextName(table))} rename to ${sql.table(table)}`.execute(trx);
  // Renaming an index that backs a constraint renames the constraint too.
  for (const index of indexes) {
    await sql`alter index ${sql.table(nextName(index))} rename to ${sql.table(index)}`.execute(trx);
  }
}

/** Rebuilds of the rankings (recompute, positions after a KOL edit) run one at a time across replicas. */
export async function lockRankings(trx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('mindmark:rankings'))`.execute(trx);
}
