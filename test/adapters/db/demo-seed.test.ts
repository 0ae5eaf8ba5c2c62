import t from 'tap';
import { demoSeedRepository } from '#adapters/db/repositories/demo-seed.repository.ts';
import { generateDemoData } from '#adapters/synthetic/demo-data.generator.ts';
import { makeSeedDemoData } from '#core/use-cases/seed-demo-data.use-case.ts';
import { eachBackend } from '../../helpers/databases.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

t.test('the generator is deterministic and long-tailed', async (t) => {
  const a = generateDemoData(7, NOW, 500);
  t.same(generateDemoData(7, NOW, 500), a, 'same seed, same data');
  t.not(JSON.stringify(generateDemoData(8, NOW, 500)), JSON.stringify(a), 'another seed, other data');

  const followers = a.kols.map((k) => k.twitterFollowersCount ?? 0).sort((x, y) => y - x);
  const top1 = followers.slice(0, 5).reduce((s, f) => s + f, 0);
  const all = followers.reduce((s, f) => s + f, 0);
  t.ok(top1 / all > 0.05, 'the top 1% hold a large share of followers');
  const mindshare = a.kols.reduce((s, k) => s + (k.kolScorePercentFromTotal ?? 0), 0);
  t.ok(Math.abs(mindshare - 100) < 0.01, 'KOL mindshare adds up to 100%');
  t.equal(new Set(a.kols.map((k) => k.twitterUsername)).size, a.kols.length, 'handles are unique');
});

t.test('seeding runs once', async (t) => {
  await eachBackend(t, async (t, { db }) => {
    const seed = makeSeedDemoData({
      repo: demoSeedRepository(db),
      generate: (s, now) => generateDemoData(s, now, 300),
      clock: { now: () => NOW },
    });
    t.same(await seed(42), { seeded: true });
    const count = async () =>
      Promise.all(
        (['kols', 'projects', 'narratives', 'reward_pools'] as const).map(async (table) =>
          Number((await db.selectFrom(table).select(db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
        ),
      );
    const first = await count();
    t.same(first.slice(0, 1), [300]);
    t.ok(
      first.every((n) => n > 0),
      'every table has rows',
    );
    t.same(await seed(42), { seeded: false }, 'a second start adds nothing');
    t.same(await count(), first);
  });
});
