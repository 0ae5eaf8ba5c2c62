import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../database.ts';
import type { KolScoresTable } from '../tables/rankings.table.ts';
import { analyzeSample, type Step } from './ranking-sql.ts';
import { dropLeftoverReplacement, lockRankings, nextName, swapInReplacement } from './table-swap.sql.ts';

/**
 * The sortable KOL fields, the column each sorts by and where its position lives.
 * Position 1 is the largest value; rows without a value come after every valued row,
 * ties broken by id, so positions are a permutation and a page is a range seek.
 */
export const KOL_SORT_COLUMNS = {
  mindoMetric: { value: 'mindo_metric', position: 'pos_mindo_metric' },
  kolScore: { value: 'kol_score', position: 'pos_kol_score' },
  twitterFollowersCount: { value: 'twitter_followers_count', position: 'pos_followers' },
  smartFollowersCount: { value: 'smart_followers_count', position: 'pos_smart_followers' },
  engagementRate: { value: 'engagement_rate', position: 'pos_engagement_rate' },
  postingFrequency: { value: 'posting_frequency', position: 'pos_posting_frequency' },
  kolScorePercentFromTotal: { value: 'kol_score_percent_from_total', position: 'pos_mindshare' },
} as const;

type ScoreColumn = Exclude<keyof KolScoresTable, 'kol_id' | `pos_${string}` | `rank_${string}`>;

/** What a recompute writes per KOL: every kol_scores column but the key, the ranked-by counts and the positions. */
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

const POSITION_COLUMNS = Object.values(KOL_SORT_COLUMNS).map((c) => c.position);

/**
 * The column of the working table each field is ranked by. The follower counts live
 * in kols; kol_scores keeps the ones its positions were ranked by (rank_*), so a run
 * can see that they did not move.
 */
const RANKED_BY: Record<string, string> = {
  twitter_followers_count: 'rank_followers',
  smart_followers_count: 'rank_smart_followers',
};
const rankedBy = (value: string) => RANKED_BY[value] ?? value;

/** Every column written per KOL row, positions aside. */
const STORED_COLUMNS = [...KOL_SCORE_COLUMNS, 'rank_followers', 'rank_smart_followers'] as const;

/**
 * Brings kol_scores to `source` (one row per KOL: kol_id, every score column, and the
 * KOL's twitter_followers_count and smart_followers_count to rank by), with every
 * position (docs/methodology.md, "Work in proportion to change"):
 * - the rows are computed once into a working table;
 * - a field whose value did not move for any KOL, over the same KOLs, keeps its stored
 *   positions instead of being sorted again (a day run never moves the follower
 *   counts, and a later run of the same as-of day not the posting frequency);
 * - when the caller expects few rows to change (`few`: an edit of one KOL, a run whose
 *   window sums and totals did not move) only the rows that differ are written.
 * Otherwise, or when more than a quarter of the rows turn out to differ, a new table is
 * built and swapped in, its indexes built once over the finished rows: cheaper than
 * updating most rows and their eight index entries one by one. Mindshare is a share of
 * a total that moves with every new post, and the KOL Score takes its square root
 * beside components that do not move, so on a day with new posts nearly every row's
 * score and order differ. Readers see the old rows until the transaction commits.
 */
export async function rebuildKolScores(
  trx: Kysely<Database>,
  source: RawBuilder<unknown>,
  step: Step = (_name, fn) => fn(),
  few = false,
): Promise<void> {
  await lockRankings(trx);
  await sql`drop table if exists kol_scores_calc`.execute(trx);
  await step('scores', () =>
    sql`
      create temp table kol_scores_calc on commit drop as
      select s.kol_id, ${sql.join(KOL_SCORE_COLUMNS.map((c) => sql.ref(`s.${c}`)))},
        s.twitter_followers_count::bigint as rank_followers, s.smart_followers_count::int as rank_smart_followers
      from (${source}) s`.execute(trx),
  );
  const kept = await step('unchanged fields', () => unchangedFields(trx));
  // The moved fields are ranked over narrow rows (key and values) and joined back: each
  // window step of a sort over the whole rows copied all of them (0.75 s against 0.62 s
  // of backend CPU for five fields at 100k KOLs). The positions come right after the
  // key: each index build reads its column from every row, and a column behind the
  // nullable score columns is found by walking the row.
  const fields = Object.values(KOL_SORT_COLUMNS);
  const moved = fields.filter((c) => !kept.has(c.position));
  const rows = sql`
    select c.kol_id, ${sql.join(
      fields.map((c) =>
        kept.has(c.position) ? sql`o.${sql.ref(c.position)}` : sql`n.${sql.ref(c.position)}`,
      ),
    )}, ${sql.join(STORED_COLUMNS.map((c) => sql.ref(`c.${c}`)))}
    from kol_scores_calc c ${kept.size > 0 ? sql`join kol_scores o on o.kol_id = c.kol_id` : sql``}
    ${
      moved.length > 0
        ? sql`join (
      select x.kol_id, ${sql.join(
        moved.map(
          (c) =>
            sql`row_number() over (order by x.${sql.ref(rankedBy(c.value))} desc nulls last, x.kol_id)::int as ${sql.ref(c.position)}`,
        ),
      )}
      from (select kol_id, ${sql.join(moved.map((c) => sql.ref(rankedBy(c.value))))} from kol_scores_calc) x
    ) n on n.kol_id = c.kol_id`
        : sql``
    }`;
  if (few) {
    await sql`drop table if exists kol_scores_ranked`.execute(trx);
    await step('positions', () =>
      sql`create temp table kol_scores_ranked on commit drop as ${rows}`.execute(trx),
    );
    const written = await step('changed rows', () => writeChangedRows(trx));
    if (!written) await rebuildWhole(trx, sql`select * from kol_scores_ranked`, step, 'table');
    await sql`drop table kol_scores_ranked`.execute(trx);
  } else {
    await rebuildWhole(trx, rows, step, 'positions');
  }
  await sql`drop table kol_scores_calc`.execute(trx);
  await step('rank meta', () => storeRankMeta(trx, sql`kol_scores`));
  await bumpRankingsVersion(trx);
}

/**
 * The position columns whose stored positions still hold: the same KOLs as the stored
 * rows, every KOL's value of the field unchanged and every stored position set. Positions
 * are a function of the values and the ids alone (ties by id), so they are the ones a
 * sort would give.
 */
async function unchangedFields(trx: Kysely<Database>): Promise<Set<string>> {
  const fields = Object.values(KOL_SORT_COLUMNS);
  const r = (
    await sql<Record<string, number>>`
      select (select count(*)::int from kol_scores_calc) as calc, (select count(*)::int from kol_scores) as stored,
        count(*)::int as matched, ${sql.join(
          fields.map(
            (c, i) =>
              sql`count(*) filter (where c.${sql.ref(rankedBy(c.value))} is distinct from o.${sql.ref(rankedBy(c.value))}
                or o.${sql.ref(c.position)} is null)::int as ${sql.ref(`d${i}`)}`,
          ),
        )}
      from kol_scores_calc c join kol_scores o on o.kol_id = c.kol_id`.execute(trx)
  ).rows[0];
  const kept = new Set<string>();
  const n = Number(r?.calc ?? 0);
  if (n === 0 || n !== Number(r?.stored) || n !== Number(r?.matched)) return kept;
  fields.forEach((c, i) => {
    if (Number(r?.[`d${i}`]) === 0) kept.add(c.position);
  });
  return kept;
}

/** Above this share of changed rows, a rebuilt table costs less than row updates. */
const MAX_CHANGED_SHARE = 0.25;

/**
 * Writes the rows of kol_scores_ranked that differ from kol_scores (and deletes rows of KOLs no
 * longer there), unless more than MAX_CHANGED_SHARE of them differ: then nothing is
 * written and false returned.
 */
async function writeChangedRows(trx: Kysely<Database>): Promise<boolean> {
  const all = [...STORED_COLUMNS, ...POSITION_COLUMNS];
  const tuple = (alias: string) => sql`(${sql.join(all.map((c) => sql.ref(`${alias}.${c}`)))})`;
  await sql`drop table if exists kol_scores_changed`.execute(trx);
  await sql`
    create temp table kol_scores_changed on commit drop as
    select n.* from kol_scores_ranked n
    left join kol_scores k on k.kol_id = n.kol_id
    where k.kol_id is null or ${tuple('n')} is distinct from ${tuple('k')}`.execute(trx);
  const counts = (
    await sql<{ changed: number; gone: number; total: number }>`
      select (select count(*)::int from kol_scores_changed) as changed,
        (select count(*)::int from kol_scores k where not exists (select 1 from kol_scores_ranked c where c.kol_id = k.kol_id)) as gone,
        (select count(*)::int from kol_scores_ranked) as total`.execute(trx)
  ).rows[0];
  const changed = Number(counts?.changed ?? 0) + Number(counts?.gone ?? 0);
  if (
    changed > MAX_CHANGED_SHARE * Math.max(1, Number(counts?.total ?? 0)) ||
    !(await positionsNonUnique(trx))
  ) {
    await sql`drop table kol_scores_changed`.execute(trx);
    return false;
  }
  if (Number(counts?.gone ?? 0) > 0) {
    await sql`delete from kol_scores k where not exists (select 1 from kol_scores_ranked c where c.kol_id = k.kol_id)`.execute(
      trx,
    );
  }
  if (Number(counts?.changed ?? 0) > 0) {
    // Positions are indexed without uniqueness (migration 2026-11-24-90): two KOLs
    // swapping places would otherwise collide halfway through the statement.
    await sql`
      insert into kol_scores (kol_id, ${sql.join(all.map((c) => sql.ref(c)))})
      select kol_id, ${sql.join(all.map((c) => sql.ref(c)))} from kol_scores_changed
      on conflict (kol_id) do update set ${sql.join(all.map((c) => sql`${sql.ref(c)} = excluded.${sql.ref(c)}`))}`.execute(
      trx,
    );
  }
  await sql`drop table kol_scores_changed`.execute(trx);
  return true;
}

/** Whether the position indexes allow two rows one position for a moment (see writeChangedRows). */
async function positionsNonUnique(trx: Kysely<Database>): Promise<boolean> {
  const r = await sql<{ unique: number }>`
    select count(*)::int as unique from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = 'kol_scores'::regclass and i.indisunique and c.relname like 'kol_scores_pos_%'`.execute(
    trx,
  );
  return Number(r.rows[0]?.unique ?? 0) === 0;
}

/** kol_scores built anew from `rows` beside the live one and swapped in. */
async function rebuildWhole(trx: Kysely<Database>, rows: RawBuilder<unknown>, step: Step, label: string) {
  const next = sql.table(nextName('kol_scores'));
  await dropLeftoverReplacement(trx, 'kol_scores');
  await step(label, () => sql`create table ${next} as ${rows}`.execute(trx));
  await sql`alter table ${next} add constraint ${sql.ref(nextName(KEY))} primary key (kol_id)`.execute(trx);
  await step('indexes', async () => {
    for (const c of POSITION_COLUMNS) {
      await sql`create index ${sql.ref(nextName(positionIndex(c)))} on ${next} (${sql.ref(c)})`.execute(trx);
    }
  });
  // Fresh statistics of what pages look up, or the planner guesses the row count and
  // may pick a parallel plan whose worker start-up costs more than the 20-row page.
  await analyzeSample(trx, next, ['kol_id', ...POSITION_COLUMNS]);
  await swapInReplacement(trx, 'kol_scores', [KEY, ...POSITION_COLUMNS.map(positionIndex)]);
}

/**
 * After a KOL is added, edited or deleted: the same scores, positions ranked again
 * (an edit may change followers; a new KOL needs positions).
 */
export async function refreshKolPositions(trx: Kysely<Database>): Promise<void> {
  await rebuildKolScores(
    trx,
    sql`
      select k.id as kol_id, ${sql.join(KOL_SCORE_COLUMNS.map((c) => sql.ref(`s.${c}`)))},
        k.twitter_followers_count, k.smart_followers_count
      from kols k left join kol_scores s on s.kol_id = k.id`,
    undefined,
    true,
  );
}

/**
 * How many KOLs have a value per field, so an ascending page maps to position ranges.
 * Follower counts are counted in kols (one row per KOL, as in the rebuilt table).
 */
async function storeRankMeta(trx: Kysely<Database>, scores: RawBuilder<unknown>) {
  const fields = Object.entries(KOL_SORT_COLUMNS);
  const inKols = (column: string) =>
    column === 'twitter_followers_count' || column === 'smart_followers_count';
  const counts = (which: (column: string) => boolean) =>
    sql.join(
      fields
        .map(([, c], i) => [c.value, i] as const)
        .filter(([column]) => which(column))
        .map(([column, i]) => sql`count(${sql.ref(column)})::int as ${sql.ref(`c${i}`)}`),
    );
  const row = (
    await sql<Record<string, number>>`
      select * from (select count(*)::int as total, ${counts((c) => !inKols(c))} from ${scores}) s,
        (select ${counts(inKols)} from kols) k`.execute(trx)
  ).rows[0];
  await sql`delete from kol_rank_meta`.execute(trx);
  await trx
    .insertInto('kol_rank_meta')
    .values(
      fields.map(([field], i) => ({
        field,
        ranked: Number(row?.[`c${i}`] ?? 0),
        total: Number(row?.total ?? 0),
      })),
    )
    .execute();
}

const KEY = 'kol_scores_pkey';
// The names migration 17 gave the indexes.
const positionIndex = (column: string) => `kol_scores_${column}_idx`;

/** Served pages are cached per version; bumped with the positions, in their transaction. */
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
