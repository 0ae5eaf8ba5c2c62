import { type Kysely, sql } from 'kysely';

const KINDS_V114 = [
  'near_duplicate',
  'engagement_outlier',
  'young_account',
  'untrusted_cluster',
  'coordinated_burst',
  'cluster_cap',
  'paraphrase',
  'thin_backing_cap',
  'backing_circle_cap',
];
const KINDS = [...KINDS_V114, 'newcomer_cap'];

/**
 * Methodology 1.15.0 (docs/methodology.md, "Newcomer licence"): the accounts new to a project
 * whose credit the full run's backing caps cut (kol_newcomers, derived like the other backing
 * tables: unlogged, rebuilt by a full run, applied by a day run to its days' posts), the
 * discount kind newcomer_cap and the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table post_discounts drop constraint if exists post_discounts_kind_check`.execute(db);
  await sql`alter table post_discounts add constraint post_discounts_kind_check check (kind in (${sql.join(
    KINDS.map((k) => sql.lit(k)),
  )}))`.execute(db);
  await sql`
    create unlogged table kol_newcomers (
      kol_id uuid not null,
      project_id uuid not null,
      primary key (kol_id, project_id)
    )`.execute(db);
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.15.0',
      released_on: '2026-11-28',
      changes:
        "Newcomer licence: the attention that licenses a project's thinly backed accounts is split into that of accounts that posted about it in the 60 days before the window (established) and that of newcomers; where the thinly backed accounts exceed what every other account licenses, each unit of the excess is taken out of the newcomers' credit, and the thin accounts are licensed by the established attention and what is left of the newcomers' (new discount newcomer_cap): a campaign can bring its licence with it, not attention from before it started. Test bed: two strategies written first, before the rules (`paid-voices`, `seeded-cover`).",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.15.0').execute();
  await sql`drop table kol_newcomers`.execute(db);
  await sql`delete from post_discounts where kind = 'newcomer_cap'`.execute(db);
  await sql`alter table post_discounts drop constraint if exists post_discounts_kind_check`.execute(db);
  await sql`alter table post_discounts add constraint post_discounts_kind_check check (kind in (${sql.join(
    KINDS_V114.map((k) => sql.lit(k)),
  )}))`.execute(db);
}
