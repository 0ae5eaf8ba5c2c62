import t from 'tap';
import { rankingEngine } from '#adapters/db/ranking-engine/ranking-engine.repository.ts';
import { METHODOLOGY_V1 } from '#core/domain/methodology.ts';
import { eachBackend } from '../../helpers/databases.ts';
import { NOW, seedRankingData } from '../../helpers/rankings.ts';

const run = (defence: boolean) => ({
  mode: 'full' as const,
  asOf: '2026-11-22',
  now: NOW,
  syncIntervalMinutes: 60,
  methodology: { ...METHODOLOGY_V1, discounts: { ...METHODOLOGY_V1.discounts, enabled: defence } },
});

t.test(
  'manipulation defence: an injected bot ring loses its mindshare, honest accounts keep theirs',
  async (t) => {
    await eachBackend(t, async (t, handle) => {
      const { db } = handle;
      const { data } = await seedRankingData(handle, {
        kols: 400,
        meanPosts: 20,
        seed: 7,
        botRings: [{ size: 8, postsPerDay: 2, days: 10, target: 'gammafi' }],
      });
      const ring = new Set(data.rings[0]);
      const engine = rankingEngine(db);
      const mindshare = async () =>
        new Map(
          (
            await db
              .selectFrom('kols')
              .leftJoin('kol_scores', 'kol_scores.kol_id', 'kols.id')
              .select(['twitter_username', 'kol_score_percent_from_total'])
              .execute()
          ).map((k) => [k.twitter_username, k.kol_score_percent_from_total ?? 0]),
        );

      await engine.recompute(run(false));
      const without = await mindshare();
      await engine.recompute(run(true));
      const withDefence = await mindshare();

      const ringShare = (m: Map<string, number>) => [...ring].reduce((s, u) => s + (m.get(u) ?? 0), 0);
      const before = ringShare(without);
      const after = ringShare(withDefence);
      t.ok(before > 0.5, `the ring had real mindshare without defence (${before.toFixed(3)}%)`);
      t.ok(
        after <= before * 0.2,
        `the ring lost at least 80% (${before.toFixed(3)}% → ${after.toFixed(3)}%)`,
      );

      let worst = 0;
      let worstName = '';
      for (const [username, share] of without) {
        if (ring.has(username) || share === 0) continue;
        const moved = Math.abs((withDefence.get(username) ?? 0) / share - 1);
        if (moved > worst) {
          worst = moved;
          worstName = username;
        }
      }
      t.ok(
        worst < 0.05,
        `no honest account moved 5% or more (largest: ${worstName} ${(worst * 100).toFixed(2)}%)`,
      );
      // Most of that move is the ring's own share leaving the total: every honest share
      // grows by 1 ÷ (1 − the ring's share). Among the honest accounts alone (each one's
      // share of the honest total), what the defence did to honest accounts shows.
      const honestTotal = (m: Map<string, number>) =>
        [...m].reduce((s, [u, x]) => (ring.has(u) ? s : s + x), 0);
      const totalWithout = honestTotal(without);
      const totalWith = honestTotal(withDefence);
      t.ok(
        Math.abs(1 / (1 - before / 100) - 1 - worst) < 0.005,
        `the largest move (${(worst * 100).toFixed(2)}%) is about the ring's share leaving the total (${((1 / (1 - before / 100) - 1) * 100).toFixed(2)}%)`,
      );
      let worstHonest = 0;
      let worstHonestName = '';
      for (const [username, share] of without) {
        if (ring.has(username) || share === 0) continue;
        const moved = Math.abs((withDefence.get(username) ?? 0) / totalWith / (share / totalWithout) - 1);
        if (moved > worstHonest) {
          worstHonest = moved;
          worstHonestName = username;
        }
      }
      t.ok(
        worstHonest < 0.02,
        `no honest account's share among honest accounts moved 2% or more (largest: ${worstHonestName} ${(worstHonest * 100).toFixed(2)}%)`,
      );

      const kinds = await db
        .selectFrom('post_discounts')
        .innerJoin('posts', 'posts.id', 'post_discounts.post_id')
        .innerJoin('kols', 'kols.id', 'posts.kol_id')
        .select(['post_discounts.kind', 'kols.twitter_username'])
        .execute();
      for (const kind of ['near_duplicate', 'engagement_outlier', 'young_account']) {
        t.ok(
          kinds.some((k) => k.kind === kind && ring.has(k.twitter_username)),
          `ring posts carry a stored ${kind} discount`,
        );
      }
    });
  },
);
