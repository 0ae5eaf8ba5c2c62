import { type Kysely, sql } from 'kysely';

const KINDS_V139 = [
  'near_duplicate',
  'engagement_outlier',
  'young_account',
  'untrusted_cluster',
  'coordinated_burst',
  'cluster_cap',
  'paraphrase',
  'thin_backing_cap',
  'backing_circle_cap',
  'newcomer_cap',
];
const KINDS = [...KINDS_V139, 'habit_bound'];

const kindCheck = (kinds: string[]) =>
  sql`alter table post_discounts add constraint post_discounts_kind_check check (kind in (${sql.join(
    kinds.map((k) => sql.lit(k)),
  )}))`;

/**
 * Methodology 1.40.0 (docs/methodology.md, "1.40.0: a voice against its own habit"): the discount
 * kind habit_bound and the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table post_discounts drop constraint if exists post_discounts_kind_check`.execute(db);
  await kindCheck(KINDS).execute(db);
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.40.0',
      released_on: '2026-11-30',
      changes:
        "A voice against its own habit (new discount habit_bound, applied after every cap): an account's posts about one project in any 30 days count in full up to its own posts about it in the 90 days before (scaled where the data covers only part of them; not judged under 30 days covered) plus 10; each post beyond counts 1%, and the account's own standing keeps the share they keep. Two to four accounts posting about a project several times a day form no group, so no group rule saw them: at 20,000 KOLs such a handful kept all of its lift, and three with bought follows ranked 6th. No honest account of the test data posts more than 7 times over its own history in any 30 days.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.40.0').execute();
  await sql`delete from post_discounts where kind = 'habit_bound'`.execute(db);
  await sql`alter table post_discounts drop constraint if exists post_discounts_kind_check`.execute(db);
  await kindCheck(KINDS_V139).execute(db);
}
