import { type Kysely, sql } from 'kysely';

const KINDS_V13 = [
  'near_duplicate',
  'engagement_outlier',
  'young_account',
  'untrusted_cluster',
  'coordinated_burst',
  'cluster_cap',
  'paraphrase',
];
const KINDS = [...KINDS_V13, 'thin_backing_cap'];

/**
 * Methodology 1.11.0 (docs/methodology.md, "Backed audience"): each thinly backed account
 * of the last full run (its trusted followers against accounts of its reported size) and the
 * cap on what such accounts add to a project, which a day run applies to its days' posts.
 * Derived like the cluster tables (unlogged, rebuilt by a full run); the discount kind
 * thin_backing_cap and the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table post_discounts drop constraint if exists post_discounts_kind_check`.execute(db);
  await sql`alter table post_discounts add constraint post_discounts_kind_check check (kind in (${sql.join(
    KINDS.map((k) => sql.lit(k)),
  )}))`.execute(db);
  await sql`
    create unlogged table kol_backing (
      kol_id uuid primary key,
      vouchers integer not null,
      reference double precision not null,
      backing double precision not null
    )`.execute(db);
  await sql`
    create unlogged table backing_caps (
      project_id uuid primary key,
      multiplier double precision not null,
      detail text not null
    )`.execute(db);
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.11.0',
      released_on: '2026-11-25',
      changes:
        "Backed audience: an account's backing is its trusted followers in no cluster that it does not follow back against 0.8 × the median of accounts in no cluster reporting about as many followers; accounts under 0.5 of it are thinly backed, and over 30 days their attention to a project may add at most as much as the other accounts give it (at most half of its attention) (new discount thin_backing_cap).",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.11.0').execute();
  await sql`drop table backing_caps, kol_backing`.execute(db);
  await sql`delete from post_discounts where kind = 'thin_backing_cap'`.execute(db);
  await sql`alter table post_discounts drop constraint if exists post_discounts_kind_check`.execute(db);
  await sql`alter table post_discounts add constraint post_discounts_kind_check check (kind in (${sql.join(
    KINDS_V13.map((k) => sql.lit(k)),
  )}))`.execute(db);
}
