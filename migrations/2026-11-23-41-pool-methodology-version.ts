import { type Kysely, sql } from 'kysely';

/**
 * Every reward pool records the ranking methodology version it is judged by, set once
 * at creation (docs/rewards.md, "Pinned methodology"). Pools that existed before were
 * created under 1.0.0, the only version published until then. A plain text column, no
 * foreign key: the list of published versions is owned by the methodology module.
 * No default on purpose: every writer must state the version it pins. Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reward_pools').addColumn('methodology_version', 'text').execute();
  await sql`update reward_pools set methodology_version = '1.0.0'`.execute(db);
  await db.schema
    .alterTable('reward_pools')
    .alterColumn('methodology_version', (c) => c.setNotNull())
    .execute();
  await sql`alter table reward_pools add constraint reward_pools_methodology_version_shape
    check (methodology_version ~ '^[0-9]+\\.[0-9]+\\.[0-9]+$')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reward_pools').dropColumn('methodology_version').execute();
}
