import { type Kysely, sql } from 'kysely';

const KINDS_V113 = [
  'near_duplicate',
  'engagement_outlier',
  'young_account',
  'untrusted_cluster',
  'coordinated_burst',
  'cluster_cap',
  'paraphrase',
  'thin_backing_cap',
];
const KINDS = [...KINDS_V113, 'backing_circle_cap'];

/**
 * Methodology 1.14.0 (docs/methodology.md, "Backing circles"): each project's backing circle
 * of the last full run (its accounts, their role and the counts that put them there), which a
 * day run applies to its days' posts; backing caps keyed by entity and kind (a project can
 * have a thin cap and a circle cap); the discount kind backing_circle_cap and the change log
 * row. Derived like the other backing tables (unlogged, rebuilt by a full run).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table post_discounts drop constraint if exists post_discounts_kind_check`.execute(db);
  await sql`alter table post_discounts add constraint post_discounts_kind_check check (kind in (${sql.join(
    KINDS.map((k) => sql.lit(k)),
  )}))`.execute(db);
  await sql`
    create unlogged table kol_backing_circles (
      kol_id uuid not null,
      project_id uuid not null,
      role text not null,
      count integer not null,
      of integer not null,
      primary key (kol_id, project_id)
    )`.execute(db);
  await sql`delete from backing_caps`.execute(db);
  await sql`alter table backing_caps drop constraint if exists backing_caps_pkey`.execute(db);
  await sql`alter table backing_caps add primary key (entity_id, kind)`.execute(db);
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.14.0',
      released_on: '2026-11-28',
      changes:
        "Backing circles: for a project, the accounts whose vouches (follows they do not get back) reach at least 3 of its thinly backed posters, those posters, and its posters at least half of whose trusted followers are such accounts form its backing circle; over 30 days the circle may add at most as much as the accounts outside it that are not thinly backed give the project, and its attention no longer licenses the project's other thinly backed accounts (new discount backing_circle_cap): attention licenses thinly backed accounts only when its backing is independent of theirs. Test bed: a strategy written first, before the rules (`premium-cover`).",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.14.0').execute();
  await sql`drop table kol_backing_circles`.execute(db);
  await sql`delete from backing_caps`.execute(db);
  await sql`alter table backing_caps drop constraint if exists backing_caps_pkey`.execute(db);
  await sql`alter table backing_caps add primary key (entity_id)`.execute(db);
  await sql`delete from post_discounts where kind = 'backing_circle_cap'`.execute(db);
  await sql`alter table post_discounts drop constraint if exists post_discounts_kind_check`.execute(db);
  await sql`alter table post_discounts add constraint post_discounts_kind_check check (kind in (${sql.join(
    KINDS_V113.map((k) => sql.lit(k)),
  )}))`.execute(db);
}
