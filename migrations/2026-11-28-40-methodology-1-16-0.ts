import { type Kysely, sql } from 'kysely';

/**
 * Methodology 1.16.0 (docs/methodology.md, "Licence from before the flood" and "Backing
 * standing"): the share of an account's attention to a project with which it counts as
 * established (kol_newcomers.established_share: 0 for a newcomer, between 0 and 1 for an account
 * whose earlier posts came during a flood), each account's backing standing
 * (kol_backing_standing, derived like the other backing tables: unlogged, rebuilt by a full run,
 * kept by a day run) and the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table kol_newcomers add column established_share float8 not null default 0`.execute(db);
  await sql`
    create unlogged table kol_backing_standing (
      kol_id uuid primary key,
      standing float8 not null,
      posts int not null,
      projects text not null
    )`.execute(db);
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.16.0',
      released_on: '2026-11-28',
      changes:
        "Licence from before the flood: a post about a project in the 60 days before the window makes an account established only as far as the newcomer licence of those 60 days (with the 60 before them as their history) kept it, so a campaign that names its target before its push, beside a thin flood then too, does not make its cover established. Backing standing: an account's KOL Score is multiplied by the share of its 30-day attention that the backing bounds (thin_backing_cap, backing_circle_cap, newcomer_cap) keep, as a cluster member's is by its cluster's standing. Test bed: two strategies written first, before the rules (`matched-cover`, `drip-backed`).",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.16.0').execute();
  await sql`drop table kol_backing_standing`.execute(db);
  await sql`alter table kol_newcomers drop column established_share`.execute(db);
}
