import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../database.ts';
import type { KolScoreRowsTable } from '../tables/rankings.table.ts';
import { analyzeSample, type Step } from './ranking-sql.ts';
import { dropLeftoverReplacement, lockRankings, nextName, swapInReplacement } from './table-swap.sql.ts';

/**
 * The sortable KOL fields: the column each sorts by (`rank`: the stored column the
 * order is taken from) and the position column of the `kol_scores` view. Position 1 is
 * the largest value; rows without a value come after every valued row, ties broken by
 * id, so positions are a permutation. Positions are not stored: the API derives them
 * per rankings version (repositories/kol-rank-orders.ts), the view numbers the rows the
 * same way for SQL readers (migration 2026-11-27-10).
 */
export const KOL_SORT_COLUMNS = {
  mindoMetric: { value: 'mindo_metric', rank: 'mindo_metric', position: 'pos_mindo_metric' },
  kolScore: { value: 'kol_score', rank: 'kol_score', position: 'pos_kol_score' },
  twitterFollowersCount: {
    value: 'twitter_followers_count',
    rank: 'rank_followers',
    position: 'pos_followers',
  },
  smartFollowersCount: {
    value: 'smart_followers_count',
    rank: 'rank_smart_followers',
    position: 'pos_smart_followers',
  },
  engagementRate: { value: 'engagement_rate', rank: 'engagement_rate', position: 'pos_engagement_rate' },
  postingFrequency: {
    value: 'posting_frequency',
    rank: 'posting_frequency',
    position: 'pos_posting_frequency',
  },
  kolScorePercentFromTotal: {
    value: 'kol_score_percent_from_total',
    rank: 'kol_score_percent_from_total',
    position: 'pos_mindshare',
  },
} as const;

type ScoreColumn = Exclude<keyof KolScoreRowsTable, 'kol_id' | `rank_${string}`>;

/** What a recompute writes per KOL: every kol_score_rows column but the key and the ranked-by counts. */
export const KOL_SCORE_COLUMNS = [
  'kol_score',
  'kol_score_percent_from_total',
  'mindo_metric',
  'engagement_rate',
  'authenticity',
  'proof_of_work',
  'quality_score',
  'total_posts',
  'total_account_posts',
  'avg_likes',
  'total_account_likes',
  'total_account_views',
  'total_account_comments',
  'total_account_retweets',
  'posting_frequency',
  'engagement_total',
  'engagement_trend',
  'avg_likes_trend',
  'sync_status',
  'next_sync',
] as const satisfies readonly ScoreColumn[];

// Every score column listed: a column added to the table and not here fails to compile.
type Missing = Exclude<ScoreColumn, (typeof KOL_SCORE_COLUMNS)[number]>;
const _everyColumn: Missing extends never ? true : Missing = true;
void _everyColumn;

/**
 * Every column written per KOL row. The follower counts live in kols; the rows keep the
 * ones the order is taken from (rank_*), so every replica orders by the same values
 * until the next run, whatever a sync wrote to kols meanwhile.
 */
const STORED_COLUMNS = [...KOL_SCORE_COLUMNS, 'rank_followers', 'rank_smart_followers'] as const;

const TABLE = 'kol_score_rows';

/**
 * Brings kol_score_rows to `source` (one row per KOL: kol_id, every score column, and
 * the KOL's twitter_followers_count and smart_followers_count to rank by)
 * (docs/methodology.md, "Work in proportion to change"):
 * - when the caller expects few rows to change (`few`: an edit of one KOL, a run whose
 *   window sums and totals did not move) the rows are computed into a working table and
 *   only the rows that differ are written;
 * - otherwise, or when more than a quarter of the rows turn out to differ, a new table
 *   is built straight from `source` and swapped in, its one index (the key) built once
 *   over the finished rows.
 * No positions are written: a day with new posts moves nearly every KOL's score and the
 * position of nearly every row, and sorting, storing and indexing seven positions was
 * about half of a day run (docs/methodology.md, "Positions where they are read").
 * Readers see the old rows until the transaction commits; the rankings version moves
 * with them, and the API orders each version's rows once.
 */
export async function rebuildKolScores(
  trx: Kysely<Database>,
  source: RawBuilder<unknown>,
  step: Step = (_name, fn) => fn(),
  few = false,
): Promise<void> {
  await lockRankings(trx);
  const rows = sql`
    select s.kol_id, ${sql.join(KOL_SCORE_COLUMNS.map((c) => sql.ref(`s.${c}`)))},
      s.twitter_followers_count::bigint as rank_followers, s.smart_followers_count::int as rank_smart_followers
    from (${source}) s`;
  if (few) {
    await sql`drop table if exists kol_scores_calc`.execute(trx);
    await step('scores', () => sql`create temp table kol_scores_calc on commit drop as ${rows}`.execute(trx));
    const written = await step('changed rows', () => writeChangedRows(trx));
    if (!written) await rebuildWhole(trx, sql`select * from kol_scores_calc`, step, 'table');
    await sql`drop table kol_scores_calc`.execute(trx);
  } else {
    await rebuildWhole(trx, rows, step, 'scores');
  }
  await bumpRankingsVersion(trx);
}

/** Above this share of changed rows, a rebuilt table costs less than row updates. */
const MAX_CHANGED_SHARE = 0.25;

/**
 * Writes the rows of kol_scores_calc that differ from kol_score_rows (and deletes rows
 * of KOLs no longer there), unless more than MAX_CHANGED_SHARE of them differ: then
 * nothing is written and false returned.
 */
async function writeChangedRows(trx: Kysely<Database>): Promise<boolean> {
  const all = STORED_COLUMNS;
  const tuple = (alias: string) => sql`(${sql.join(all.map((c) => sql.ref(`${alias}.${c}`)))})`;
  await sql`drop table if exists kol_scores_changed`.execute(trx);
  await sql`
    create temp table kol_scores_changed on commit drop as
    select n.* from kol_scores_calc n
    left join kol_score_rows k on k.kol_id = n.kol_id
    where k.kol_id is null or ${tuple('n')} is distinct from ${tuple('k')}`.execute(trx);
  const counts = (
    await sql<{ changed: number; gone: number; total: number }>`
      select (select count(*)::int from kol_scores_changed) as changed,
        (select count(*)::int from kol_score_rows k where not exists (select 1 from kol_scores_calc c where c.kol_id = k.kol_id)) as gone,
        (select count(*)::int from kol_scores_calc) as total`.execute(trx)
  ).rows[0];
  const changed = Number(counts?.changed ?? 0) + Number(counts?.gone ?? 0);
  if (changed > MAX_CHANGED_SHARE * Math.max(1, Number(counts?.total ?? 0))) {
    await sql`drop table kol_scores_changed`.execute(trx);
    return false;
  }
  if (Number(counts?.gone ?? 0) > 0) {
    await sql`delete from kol_score_rows k where not exists (select 1 from kol_scores_calc c where c.kol_id = k.kol_id)`.execute(
      trx,
    );
  }
  if (Number(counts?.changed ?? 0) > 0) {
    await sql`
      insert into kol_score_rows (kol_id, ${sql.join(all.map((c) => sql.ref(c)))})
      select kol_id, ${sql.join(all.map((c) => sql.ref(c)))} from kol_scores_changed
      on conflict (kol_id) do update set ${sql.join(all.map((c) => sql`${sql.ref(c)} = excluded.${sql.ref(c)}`))}`.execute(
      trx,
    );
  }
  await sql`drop table kol_scores_changed`.execute(trx);
  return true;
}

/**
 * kol_score_rows built anew from `rows` beside the live one and swapped in. The
 * `kol_scores` view reads the table it was created on, so it is dropped before the swap
 * and created again on the new table, in the same transaction.
 */
async function rebuildWhole(trx: Kysely<Database>, rows: RawBuilder<unknown>, step: Step, label: string) {
  const next = sql.table(nextName(TABLE));
  await dropLeftoverReplacement(trx, TABLE);
  await step(label, () => sql`create table ${next} as ${rows}`.execute(trx));
  await step('key', () =>
    sql`alter table ${next} add constraint ${sql.ref(nextName(KEY))} primary key (kol_id)`.execute(trx),
  );
  // Fresh statistics of the key, or the planner guesses the row count of a page's lookup.
  await analyzeSample(trx, next, ['kol_id']);
  await sql`drop view if exists kol_scores`.execute(trx);
  await swapInReplacement(trx, TABLE, [KEY]);
  await createPositionsView(trx);
}

/**
 * `kol_scores`: the rows with each field's position, numbered as the API orders them
 * (value descending, missing values last, ties by id). For SQL readers (tests, tools);
 * every row's positions cost a sort of the whole table per field, so the API reads
 * kol_score_rows and keeps the order in memory instead.
 */
async function createPositionsView(trx: Kysely<Database>): Promise<void> {
  await sql`
    create view kol_scores as
    select r.*, ${sql.join(
      Object.values(KOL_SORT_COLUMNS).map(
        (c) =>
          sql`row_number() over (order by r.${sql.ref(c.rank)} desc nulls last, r.kol_id)::int as ${sql.ref(c.position)}`,
      ),
    )}
    from kol_score_rows r`.execute(trx);
}

/**
 * After a KOL is added, edited or deleted: the same scores, the row of a new KOL, and
 * the follower counts to order by again (an edit may change followers).
 */
export async function refreshKolPositions(trx: Kysely<Database>): Promise<void> {
  await rebuildKolScores(
    trx,
    sql`
      select k.id as kol_id, ${sql.join(KOL_SCORE_COLUMNS.map((c) => sql.ref(`s.${c}`)))},
        k.twitter_followers_count, k.smart_followers_count
      from kols k left join kol_score_rows s on s.kol_id = k.id`,
    undefined,
    true,
  );
}

const KEY = 'kol_score_rows_pkey';

/** Served pages and the orders of the rows are kept per version; bumped with the rows, in their transaction. */
async function bumpRankingsVersion(trx: Kysely<Database>): Promise<void> {
  await sql`update rankings_version set version = version + 1 where id = 1`.execute(trx);
}

/** The version of the committed rankings, for caches of what they serve. */
export async function readRankingsVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('rankings_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}
