import { type Kysely, sql } from 'kysely';

/**
 * The staff review queue (`GET /api/admin/submissions`: pending first, oldest first) reads
 * a page in index order instead of sorting every submission on every request; the
 * expression must stay the one in adapters/db/repositories/admin-reward-lists.query.ts
 * (docs/operations.md, "Write paths"). Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index reward_submissions_queue_idx on reward_submissions
    ((case when status = 'pending' then 0 else 1 end), created_at, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index reward_submissions_queue_idx`.execute(db);
}
