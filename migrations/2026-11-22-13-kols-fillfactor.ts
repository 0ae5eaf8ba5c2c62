import { sql, type Kysely } from 'kysely';

/**
 * Every recompute rewrites each KOL's score columns, none of them indexed; with
 * free room on each page PostgreSQL updates in place (HOT) instead of adding an
 * entry to every index of the table. Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table kols set (fillfactor = 50)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table kols reset (fillfactor)`.execute(db);
}
