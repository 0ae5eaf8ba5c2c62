import { type Kysely, sql } from 'kysely';

/** Columns the engine computes per KOL, with their types in kols (migrations 01 and 10). */
const SCORES: [string, 'double precision' | 'bigint' | 'text' | 'timestamptz'][] = [
  ['kol_score', 'double precision'],
  ['kol_score_percent_from_total', 'double precision'],
  ['mindo_metric', 'double precision'],
  ['engagement_rate', 'double precision'],
  ['authenticity', 'double precision'],
  ['proof_of_work', 'double precision'],
  ['quality_score', 'double precision'],
  ['total_posts', 'bigint'],
  ['total_account_posts', 'bigint'],
  ['avg_likes', 'double precision'],
  ['total_account_likes', 'bigint'],
  ['total_account_views', 'bigint'],
  ['total_account_comments', 'bigint'],
  ['total_account_retweets', 'bigint'],
  ['posting_frequency', 'double precision'],
  ['engagement_total', 'bigint'],
  ['engagement_trend', 'double precision'],
  ['avg_likes_trend', 'double precision'],
  ['sync_status', 'text'],
  ['next_sync', 'timestamptz'],
];

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
 * The KOL columns each recompute writes move out of kols into kol_scores, beside the
 * rank positions (kol_positions is folded in). The engine rebuilds the table whole
 * and swaps it in: updating 100k wide KOL rows in place took 0.9 s of a 7 s day run
 * (issue 3). Positions are nullable: a KOL an admin just added has a row before the
 * positions are rebuilt.
 *
 * Also drops the foreign key of post_discounts to posts, which migration 16 meant
 * to drop: checking it cost 4.3 s per 133k discounts a full run writes, and the
 * discounts are derived data every reader joins to posts anyway. Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table post_discounts drop constraint if exists post_discounts_post_id_fkey`.execute(db);
  let table = db.schema.createTable('kol_scores').addColumn('kol_id', 'uuid', (c) => c.primaryKey());
  for (const [name, type] of SCORES) table = table.addColumn(name, type);
  for (const name of POSITIONS) table = table.addColumn(name, 'integer');
  await table.execute();
  const columns = sql.join([
    ...SCORES.map(([c]) => sql.ref(`k.${c}`)),
    ...POSITIONS.map((c) => sql.ref(`p.${c}`)),
  ]);
  await sql`
    insert into kol_scores (kol_id, ${sql.join([...SCORES.map(([c]) => sql.ref(c)), ...POSITIONS.map((c) => sql.ref(c))])})
    select k.id, ${columns} from kols k left join kol_positions p on p.kol_id = k.id`.execute(db);
  for (const c of POSITIONS) {
    await db.schema.createIndex(`kol_scores_${c}_idx`).on('kol_scores').column(c).unique().execute();
  }
  await db.schema.dropTable('kol_positions').execute();
  await sql`alter table kols ${sql.join(SCORES.map(([c]) => sql`drop column ${sql.ref(c)}`))}`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table kols ${sql.join(SCORES.map(([c, type]) => sql`add column ${sql.ref(c)} ${sql.raw(type)}`))}`.execute(
    db,
  );
  await sql`
    update kols k set ${sql.join(SCORES.map(([c]) => sql`${sql.ref(c)} = s.${sql.ref(c)}`))}
    from kol_scores s where s.kol_id = k.id`.execute(db);
  let table = db.schema.createTable('kol_positions').addColumn('kol_id', 'uuid', (c) => c.primaryKey());
  for (const c of POSITIONS) table = table.addColumn(c, 'integer', (col) => col.notNull());
  await table.execute();
  await sql`
    insert into kol_positions (kol_id, ${sql.join(POSITIONS.map((c) => sql.ref(c)))})
    select kol_id, ${sql.join(POSITIONS.map((c) => sql.ref(c)))} from kol_scores
    where ${sql.join(
      POSITIONS.map((c) => sql`${sql.ref(c)} is not null`),
      sql` and `,
    )}`.execute(db);
  for (const c of POSITIONS) {
    await db.schema.createIndex(`kol_positions_${c}_idx`).on('kol_positions').column(c).unique().execute();
  }
  await db.schema.dropTable('kol_scores').execute();
  await sql`
    alter table post_discounts add constraint post_discounts_post_id_fkey
      foreign key (post_id) references posts (id) on delete cascade not valid`.execute(db);
}
