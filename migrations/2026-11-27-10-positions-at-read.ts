import { type Kysely, sql } from 'kysely';

/** The sortable fields: each position column and the column it ranks by (migrations 17 and 2026-11-24-91). */
const POSITIONS: [string, string][] = [
  ['pos_mindo_metric', 'mindo_metric'],
  ['pos_kol_score', 'kol_score'],
  ['pos_followers', 'rank_followers'],
  ['pos_smart_followers', 'rank_smart_followers'],
  ['pos_engagement_rate', 'engagement_rate'],
  ['pos_posting_frequency', 'posting_frequency'],
  ['pos_mindshare', 'kol_score_percent_from_total'],
];

const positionsView = (table: string) => sql`
  create view kol_scores as
  select r.*, ${sql.join(
    POSITIONS.map(
      ([pos, value]) =>
        sql`row_number() over (order by r.${sql.ref(value)} desc nulls last, r.kol_id)::int as ${sql.ref(pos)}`,
    ),
  )}
  from ${sql.table(table)} r`;

/**
 * Rank positions are no longer stored: a day run with new posts moved nearly every
 * position of four fields, and sorting them, writing them and building their seven
 * indexes was about half of its work (docs/methodology.md, "Positions where they are
 * read"). The rows a run writes are `kol_score_rows` (the old table, its position
 * columns and indexes dropped); the API derives the order per rankings version in
 * memory. `kol_scores` stays, as a view that numbers the rows per field the way the
 * engine did (value descending, missing values last, ties by id), for SQL readers
 * outside the hot paths. `kol_rank_meta` (counts per field) goes too: the order in
 * memory counts them. Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [pos] of POSITIONS) {
    await sql`drop index if exists ${sql.ref(`kol_scores_${pos}_idx`)}`.execute(db);
  }
  await sql`alter table kol_scores ${sql.join(POSITIONS.map(([pos]) => sql`drop column ${sql.ref(pos)}`))}`.execute(
    db,
  );
  await sql`alter table kol_scores rename to kol_score_rows`.execute(db);
  await sql`alter index kol_scores_pkey rename to kol_score_rows_pkey`.execute(db);
  await positionsView('kol_score_rows').execute(db);
  await sql`drop table kol_rank_meta`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop view kol_scores`.execute(db);
  await sql`alter table kol_score_rows rename to kol_scores`.execute(db);
  await sql`alter index kol_score_rows_pkey rename to kol_scores_pkey`.execute(db);
  await sql`alter table kol_scores ${sql.join(POSITIONS.map(([pos]) => sql`add column ${sql.ref(pos)} integer`))}`.execute(
    db,
  );
  await sql`
    update kol_scores s set ${sql.join(POSITIONS.map(([pos]) => sql`${sql.ref(pos)} = n.${sql.ref(pos)}`))}
    from (select kol_id, ${sql.join(
      POSITIONS.map(
        ([pos, value]) =>
          sql`row_number() over (order by ${sql.ref(value)} desc nulls last, kol_id)::int as ${sql.ref(pos)}`,
      ),
    )} from kol_scores) n
    where n.kol_id = s.kol_id`.execute(db);
  for (const [pos] of POSITIONS) {
    await sql`create index ${sql.ref(`kol_scores_${pos}_idx`)} on kol_scores (${sql.ref(pos)})`.execute(db);
  }
  await db.schema
    .createTable('kol_rank_meta')
    .addColumn('field', 'text', (c) => c.primaryKey())
    .addColumn('ranked', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .execute();
}
