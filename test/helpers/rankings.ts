import { sql } from 'kysely';
import type { DatabaseHandle } from '#adapters/db/connect.ts';
import { writer } from '#adapters/db/repositories/social-ingest.repository.ts';
import { type BotRingOptions, generateSocialData } from '#adapters/synthetic/social-data.generator.ts';
import { METHODOLOGY_V1 } from '#core/domain/methodology.ts';
import { seededRandom } from '#core/domain/random.ts';

export const NOW = new Date('2026-11-22T12:00:00Z');

/** What the engine is asked for a run as of the tests' day (or another). */
export const recomputeRequest = (mode: 'full' | 'day', asOf = '2026-11-22') => ({
  mode,
  asOf,
  now: NOW,
  syncIntervalMinutes: 60,
  methodology: METHODOLOGY_V1,
});

export const TEST_PROJECTS = [
  { handle: 'alphaproto', coin: 'ALP', narrative: 'AI' },
  { handle: 'betachain', coin: 'BET', narrative: 'AI' },
  { handle: 'gammafi', coin: 'GAM', narrative: 'DeFi' },
  { handle: 'deltarwa', coin: 'DRW', narrative: 'RWA' },
  { handle: 'hiddenlab', coin: null, narrative: 'DeFi' },
] as const;

/** Narratives and projects (one hidden), then synthetic accounts, posts and follows. */
export async function seedRankingData(
  { db }: DatabaseHandle,
  opts: { kols: number; meanPosts?: number; seed?: number; botRings?: BotRingOptions[] },
) {
  const rnd = seededRandom(opts.seed ?? 1);
  const narratives = new Map<string, string>();
  for (const name of ['AI', 'DeFi', 'RWA']) {
    const id = rnd.uuid();
    narratives.set(name, id);
    await db.insertInto('narratives').values({ id, name }).execute();
  }
  const projectIds = new Map<string, string>();
  for (const [i, p] of TEST_PROJECTS.entries()) {
    const id = rnd.uuid();
    projectIds.set(p.handle, id);
    await db
      .insertInto('projects')
      .values({
        id,
        twitter_username: p.handle,
        twitter_display_name: p.handle.toUpperCase(),
        coin_symbol: p.coin,
        featured: i < 2,
        hidden: p.handle === 'hiddenlab',
        twitter_followers_count: 1000 * (i + 1),
        coin_market_cap: i === 3 ? null : 1_000_000 * (5 - i),
        coin_price: 0.5 * (i + 1),
      })
      .execute();
    await db
      .insertInto('project_narratives')
      .values({ project_id: id, narrative_id: narratives.get(p.narrative) as string })
      .execute();
  }
  const data = generateSocialData({
    seed: opts.seed ?? 1,
    now: NOW,
    kols: opts.kols,
    days: 100,
    meanPosts: opts.meanPosts ?? 12,
    projects: TEST_PROJECTS,
    botRings: opts.botRings,
  });
  await db.transaction().execute(async (trx) => {
    const w = writer(trx);
    await w.upsertAccounts(data.accounts, NOW);
    await w.insertPosts(data.posts);
    await w.insertFollows(data.follows);
  });
  return { data, projectIds, narratives };
}

/** Every computed KOL column, keyed by username, for before/after comparisons. */
export async function kolSnapshot({ db }: DatabaseHandle) {
  const rows = await sql<Record<string, unknown>>`
    select twitter_username, kol_score, kol_score_percent_from_total, mindo_metric, engagement_rate,
      smart_followers_count, quality_score, proof_of_work, posting_frequency, credibility, authenticity,
      total_posts, avg_likes, pos_mindo_metric, pos_kol_score, pos_engagement_rate
    from kols join kol_scores on kol_scores.kol_id = kols.id order by twitter_username`.execute(db);
  return rows.rows;
}

/**
 * Makes the least-followed KOL the most followed one, then runs a full recompute: a change
 * every page sorted by followers must show, so caches keyed on the rankings version can be
 * seen to move. Returns that KOL's id.
 */
export async function promoteLeastFollowedKol(
  { db }: DatabaseHandle,
  recompute: (mode: 'full') => Promise<unknown>,
): Promise<string> {
  const last = await db
    .selectFrom('kols')
    .select('id')
    .orderBy('twitter_followers_count', 'asc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('kols')
    .set({ twitter_followers_count: 999_999_999 })
    .where('id', '=', last.id)
    .execute();
  await recompute('full');
  return last.id;
}
