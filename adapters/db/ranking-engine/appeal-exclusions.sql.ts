import { type Kysely, sql } from 'kysely';
import type { RecomputeMode } from '#core/ports/ranking-engine.port.ts';
import type { Database } from '../database.ts';

/**
 * Discounts overturned on appeal (docs/methodology.md, "Appeals") are left out of every
 * run: removed right after the run judged its discounts, before the rollups read them.
 * A full run marks the overturns it applied first, in its transaction: the delete that
 * follows sees every overturn the mark saw, so nothing is marked and left in.
 */
export async function excludeOverturned(trx: Kysely<Database>, mode: RecomputeMode): Promise<void> {
  if (mode === 'full') {
    await sql`
      update discount_appeals set applied_at = now()
      where status = 'overturned' and applied_at is null`.execute(trx);
  }
  await sql`
    delete from post_discounts d using discount_appeals a
    where a.status = 'overturned' and a.post_id = d.post_id and a.kind = d.kind`.execute(trx);
}

/**
 * An overturn no full run has applied yet: the post may lie on a day a day run does not
 * rewrite, so the next run must be a full one.
 */
export async function overturnsPending(trx: Kysely<Database>): Promise<boolean> {
  const r = await sql<{ pending: boolean }>`
    select exists (select 1 from discount_appeals where status = 'overturned' and applied_at is null) as pending`.execute(
    trx,
  );
  return r.rows[0]?.pending === true;
}
