import { type Kysely, sql } from 'kysely';

const POSITIONS = [
  'pos_mindo_metric',
  'pos_kol_score',
  'pos_followers',
  'pos_smart_followers',
  'pos_engagement_rate',
  'pos_posting_frequency',
  'pos_mindshare',
];

/**
 * The rank positions of kol_scores are indexed without uniqueness: a run writes only
 * the rows that changed (docs/methodology.md, "Work in proportion to change"), and
 * when two KOLs swap places one statement writes both, which a unique index refuses
 * halfway. The engine still writes each position once per field (row_number). Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const c of POSITIONS) {
    await sql`drop index if exists ${sql.ref(`kol_scores_${c}_idx`)}`.execute(db);
    await sql`create index ${sql.ref(`kol_scores_${c}_idx`)} on kol_scores (${sql.ref(c)})`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const c of POSITIONS) {
    await sql`drop index if exists ${sql.ref(`kol_scores_${c}_idx`)}`.execute(db);
    await sql`create unique index ${sql.ref(`kol_scores_${c}_idx`)} on kol_scores (${sql.ref(c)})`.execute(
      db,
    );
  }
}
