import { type Kysely, sql } from 'kysely';

const KINDS_V1 = ['near_duplicate', 'engagement_outlier', 'young_account'];
const KINDS = [...KINDS_V1, 'untrusted_cluster', 'coordinated_burst', 'cluster_cap'];

/**
 * Coordination defence (docs/methodology.md, methodology 1.1.0): each account's trust
 * propagated from the seed accounts, the dense mutual-follow clusters of the last
 * full run with their trust, and the cap each cluster gets on a project or narrative
 * it floods. The cluster tables are derived like the rollups (unlogged, rebuilt by a
 * full run); a crash empties them and the next run is a full one anyway.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table kols add column trust double precision`.execute(db);
  await sql`alter table post_discounts drop constraint if exists post_discounts_kind_check`.execute(db);
  await sql`alter table post_discounts add constraint post_discounts_kind_check check (kind in (${sql.join(
    KINDS.map((k) => sql.lit(k)),
  )}))`.execute(db);
  await sql`
    create unlogged table follow_clusters (
      id integer primary key,
      size integer not null,
      trust_per_member double precision not null,
      reference_trust double precision not null,
      multiplier double precision not null,
      sample text not null
    )`.execute(db);
  await sql`
    create unlogged table kol_clusters (
      kol_id uuid primary key,
      cluster_id integer not null
    )`.execute(db);
  await sql`create index kol_clusters_cluster_idx on kol_clusters (cluster_id)`.execute(db);
  await sql`
    create unlogged table cluster_caps (
      cluster_id integer not null,
      entity_id uuid not null,
      multiplier double precision not null,
      detail text not null,
      primary key (cluster_id, entity_id)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table cluster_caps, kol_clusters, follow_clusters`.execute(db);
  await sql`delete from post_discounts where kind not in (${sql.join(KINDS_V1.map((k) => sql.lit(k)))})`.execute(
    db,
  );
  await sql`alter table post_discounts drop constraint if exists post_discounts_kind_check`.execute(db);
  await sql`alter table post_discounts add constraint post_discounts_kind_check check (kind in (${sql.join(
    KINDS_V1.map((k) => sql.lit(k)),
  )}))`.execute(db);
  await sql`alter table kols drop column trust`.execute(db);
}
