import { type Kysely, sql } from 'kysely';

const KINDS_V12 = [
  'near_duplicate',
  'engagement_outlier',
  'young_account',
  'untrusted_cluster',
  'coordinated_burst',
  'cluster_cap',
];
const KINDS = [...KINDS_V12, 'paraphrase'];

/**
 * Methodology 1.3.0 (docs/methodology.md, "Coordination defence"): each cluster's trust
 * earned from outside it and its standing (the share of its attention the defence
 * keeps, which its members' KOL Score is multiplied by), the paraphrase discount, and
 * the change log row. The cluster columns are derived like the rest of the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table follow_clusters add column earned double precision not null default 1`.execute(db);
  await sql`alter table follow_clusters add column standing double precision not null default 1`.execute(db);
  await sql`alter table post_discounts drop constraint if exists post_discounts_kind_check`.execute(db);
  await sql`alter table post_discounts add constraint post_discounts_kind_check check (kind in (${sql.join(
    KINDS.map((k) => sql.lit(k)),
  )}))`.execute(db);
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.3.0',
      released_on: '2026-11-23',
      changes:
        "Coordination defence that generalizes: seeds must be reachable from staff-approved creators; closed groups (accounts no seed reaches, connected by follows) are clusters; a cluster's trust is what flows in from outside it; bursts and caps scale with that earned trust; a cluster member's KOL Score keeps only the share of its attention the defence keeps (standing); new discount paraphrase (MinHash over word shingles).",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.3.0').execute();
  await sql`delete from post_discounts where kind = 'paraphrase'`.execute(db);
  await sql`alter table post_discounts drop constraint if exists post_discounts_kind_check`.execute(db);
  await sql`alter table post_discounts add constraint post_discounts_kind_check check (kind in (${sql.join(
    KINDS_V12.map((k) => sql.lit(k)),
  )}))`.execute(db);
  await sql`alter table follow_clusters drop column standing, drop column earned`.execute(db);
}
