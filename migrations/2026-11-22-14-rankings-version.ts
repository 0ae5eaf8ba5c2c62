import { type Kysely, sql } from 'kysely';

/**
 * One counter that every change of the stored rank positions bumps (recompute,
 * catalog edits), in the same transaction. Read sides key caches of served pages
 * by it, so every replica sees a new version once it commits.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rankings_version')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`insert into rankings_version (id, version) values (1, 0)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rankings_version').execute();
}
