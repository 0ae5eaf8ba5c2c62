import { sql } from 'kysely';
import t from 'tap';
import { demoSeedRepository } from '#adapters/db/repositories/demo-seed.repository.ts';
import { rankingEngine } from '#adapters/db/ranking-engine/ranking-engine.repository.ts';
import { generateDemoData } from '#adapters/synthetic/demo-data.generator.ts';
import { METHODOLOGY_V1 } from '#core/domain/methodology.ts';
import { makeRecomputeRankings } from '#core/use-cases/recompute-rankings.use-case.ts';
import { makeSeedDemoData } from '#core/use-cases/seed-demo-data.use-case.ts';
import { eachBackend } from '../../helpers/databases.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

t.test('the generator is deterministic and long-tailed', async (t) => {
  const a = generateDemoData(7, NOW, 500);
  t.same(generateDemoData(7, NOW, 500), a, 'same seed, same data');
  t.not(JSON.stringify(generateDemoData(8, NOW, 500)), JSON.stringify(a), 'another seed, other data');

  const followers = a.accounts.map((k) => k.followersCount ?? 0).sort((x, y) => y - x);
  const top1 = followers.slice(0, 5).reduce((s, f) => s + f, 0);
  const all = followers.reduce((s, f) => s + f, 0);
  t.ok(top1 / all > 0.05, 'the top 1% hold a large share of followers');
  t.equal(new Set(a.accounts.map((k) => k.username)).size, a.accounts.length, 'handles are unique');
  t.ok(a.posts.length > a.accounts.length * 5, 'accounts have posts');
  t.ok(a.follows.length > a.accounts.length, 'and follow each other');
});

t.test('seeding runs once and ranks what it wrote', async (t) => {
  await eachBackend(t, async (t, { db }) => {
    const clock = { now: () => NOW };
    const recompute = makeRecomputeRankings({
      engine: rankingEngine(db),
      clock,
      methodology: METHODOLOGY_V1,
      syncIntervalMinutes: 60,
    });
    const seed = makeSeedDemoData({
      repo: demoSeedRepository(db),
      generate: (s, now) => generateDemoData(s, now, 300),
      clock,
      recompute: () => recompute('full'),
    });
    t.same(await seed(42), { seeded: true });
    const count = async () =>
      Promise.all(
        (['kols', 'projects', 'narratives', 'reward_pools', 'posts', 'kol_follows'] as const).map(
          async (table) =>
            Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
        ),
      );
    const first = await count();
    // 300 accounts and the demo's six-account bot ring.
    t.same(first.slice(0, 1), [306]);
    t.ok(
      first.every((n) => n > 0),
      'every table has rows',
    );
    const mindshare = await sql<{ total: number }>`
      select sum(kol_score_percent_from_total) as total from kol_scores`.execute(db);
    t.ok(Math.abs(Number(mindshare.rows[0]?.total) - 100) < 0.01, 'KOL mindshare adds up to 100%');
    t.same(await seed(42), { seeded: false }, 'a second start adds nothing');
    t.same(await count(), first);
  });
});
