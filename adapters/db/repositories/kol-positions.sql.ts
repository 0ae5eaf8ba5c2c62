import { type Kysely, sql } from 'kysely';
import type { Database } from '../database.ts';
import { dropLeftoverReplacement, lockRankings, nextName, swapInReplacement } from './table-swap.sql.ts';

/**
 * The sortable KOL fields and where each one's stored position lives. Position 1
 * is the largest value; rows without a value come after every valued row, ties
 * broken by id, so positions are a permutation and a page is a range seek.
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

export type KolSortField = keyof typeof KOL_SORT_COLUMNS;

/**
 * Rebuilds every position into a fresh table swapped in at the end: readers keep
 * the old positions until the transaction commits and never wait for the rebuild.
 */
export async function refreshKolPositions(trx: Kysely<Database>): Promise<void> {
  await lockRankings(trx);
  const cols = Object.values(KOL_SORT_COLUMNS);
  const next = sql.table(nextName('kol_positions'));
  await dropLeftoverReplacement(trx, 'kol_positions');
  await sql`
    create table ${next} as
    select id as kol_id, ${sql.join(
      cols.map(
        (c) =>
          sql`row_number() over (order by ${sql.ref(c.value)} desc nulls last, id)::int as ${sql.ref(c.position)}`,
      ),
    )}
    from kols`.execute(trx);
  await sql`alter table ${next} ${sql.join(
    ['kol_id', ...cols.map((c) => c.position)].map((c) => sql`alter column ${sql.ref(c)} set not null`),
  )}`.execute(trx);
  await sql`alter table ${next} add constraint ${sql.ref(nextName('kol_positions_pkey'))} primary key (kol_id)`.execute(
    trx,
  );
  for (const c of cols) {
    await sql`create unique index ${sql.ref(nextName(positionIndex(c.position)))} on ${next} (${sql.ref(c.position)})`.execute(
      trx,
    );
  }
  // Fresh statistics, or the planner guesses the row count and may pick a parallel
  // plan whose worker start-up costs more than the 20-row page it reads.
  await sql`analyze ${next}`.execute(trx);
  await sql`delete from kol_rank_meta`.execute(trx);
  const names = Object.keys(KOL_SORT_COLUMNS);
  const row = (
    await sql<Record<string, number>>`select count(*)::int as total, ${sql.join(
      cols.map((c, i) => sql`count(${sql.ref(c.value)})::int as ${sql.ref(`c${i}`)}`),
    )} from kols`.execute(trx)
  ).rows[0];
  await trx
    .insertInto('kol_rank_meta')
    .values(
      names.map((field, i) => ({
        field,
        ranked: Number(row?.[`c${i}`] ?? 0),
        total: Number(row?.total ?? 0),
      })),
    )
    .execute();
  await swapInReplacement(trx, 'kol_positions', [
    'kol_positions_pkey',
    ...cols.map((c) => positionIndex(c.position)),
  ]);
  await bumpRankingsVersion(trx);
}

// The names migration 12 gave the indexes.
const positionIndex = (column: string) => `kol_positions_${column}_idx`;

/** Served pages are cached per version; bumped with the positions, in their transaction. */
export async function bumpRankingsVersion(trx: Kysely<Database>): Promise<void> {
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
