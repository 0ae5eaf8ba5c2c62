import { type Kysely, sql } from 'kysely';

/**
 * kol_scores keeps the follower and smart-follower counts its positions were ranked
 * by, so a run can tell that a field's values did not move and keep its positions
 * instead of sorting again (docs/methodology.md, "Work in proportion to change").
 * Null until the next recompute or positions rebuild fills them. Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table kol_scores add column if not exists rank_followers bigint, add column if not exists rank_smart_followers integer`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table kol_scores drop column if exists rank_followers, drop column if exists rank_smart_followers`.execute(
    db,
  );
}
