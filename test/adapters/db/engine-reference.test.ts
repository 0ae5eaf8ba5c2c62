import { sql } from 'kysely';
import t from 'tap';
import { rankingEngine } from '#adapters/db/ranking-engine/ranking-engine.repository.ts';
import { writer } from '#adapters/db/repositories/social-ingest.repository.ts';
import { METHODOLOGY_V1 } from '#core/domain/methodology.ts';
import { eachBackend } from '../../helpers/databases.ts';
import { REFERENCE_AS_OF, referenceData, referenceEngine } from '../../helpers/engine-reference.ts';

// The engine against a plain TypeScript reference over a few dozen posts
// (test/helpers/engine-reference.ts): every discount, rollup and share must match exactly.
t.test('the engine matches the hand-written reference exactly', async (t) => {
  const { accounts, posts } = referenceData();
  const expected = referenceEngine(accounts, posts);
  const kinds = new Set(expected.discounts.map((d) => d.kind));
  t.same(
    [...kinds].sort(),
    ['engagement_outlier', 'near_duplicate', 'young_account'],
    'the data has every discount',
  );

  await eachBackend(t, async (t, handle) => {
    const { db } = handle;
    await db.transaction().execute(async (trx) => {
      const w = writer(trx);
      await w.upsertAccounts(accounts, new Date(`${REFERENCE_AS_OF}T12:00:00Z`));
      await w.insertPosts(posts);
    });
    await rankingEngine(db).recompute({
      mode: 'full',
      asOf: REFERENCE_AS_OF,
      now: new Date(`${REFERENCE_AS_OF}T12:00:00Z`),
      syncIntervalMinutes: 60,
      methodology: METHODOLOGY_V1,
    });
    const discounts = await sql<{ externalId: string; kind: string; multiplier: number }>`
      select p.external_id as "externalId", d.kind, d.multiplier from post_discounts d join posts p on p.id = d.post_id
      order by 1, 2`.execute(db);
    const byId = (a: { externalId: string; kind: string }, b: { externalId: string; kind: string }) =>
      a.externalId.localeCompare(b.externalId) || a.kind.localeCompare(b.kind);
    t.same(
      discounts.rows.map((d) => ({ ...d, multiplier: Number(d.multiplier) })).sort(byId),
      [...expected.discounts].sort(byId),
      'the same discounts with the same multipliers',
    );
    const daily = await sql<Record<string, string | number>>`
      select k.twitter_username as username, d.day::text as day, d.posts, d.views, d.engagement,
        d.raw_attention_micro as "rawMicro", d.attention_micro as "attentionMicro"
      from kol_daily d join kols k on k.id = d.kol_id order by 1, 2`.execute(db);
    t.same(
      daily.rows.map((r) => ({
        username: r.username,
        day: r.day,
        posts: Number(r.posts),
        views: Number(r.views),
        engagement: Number(r.engagement),
        rawMicro: Number(r.rawMicro),
        attentionMicro: Number(r.attentionMicro),
      })),
      expected.daily,
      'the same daily rollups, to the micro-unit',
    );
    const shares = await sql<{ username: string; share: number }>`
      select k.twitter_username as username, s.kol_score_percent_from_total as share
      from kol_scores s join kols k on k.id = s.kol_id`.execute(db);
    t.same(
      Object.fromEntries(shares.rows.map((r) => [r.username, Number(r.share)])),
      expected.mindshare,
      'the same KOL mindshare',
    );
  });
});
