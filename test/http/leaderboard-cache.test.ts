import t from 'tap';
import { versionedCache } from '#adapters/http/versioned-cache.ts';
import { buildTestApp } from '../helpers/app.ts';
import { eachBackend } from '../helpers/databases.ts';
import { NOW, promoteLeastFollowedKol } from '../helpers/rankings.ts';

t.test('versioned cache: one computation per version and key, re-read after the TTL', async (t) => {
  let version = 1;
  let clock = 0;
  let reads = 0;
  let produced = 0;
  const cache = versionedCache({
    readVersion: async () => {
      reads++;
      return version;
    },
    versionTtlMs: 1000,
    maxEntries: 2,
    now: () => clock,
  });
  const produce = (text: string) => async () => {
    produced++;
    return Buffer.from(text);
  };
  const [a, b] = await Promise.all([cache.get('k', produce('v1')), cache.get('k', produce('other'))]);
  t.equal(a.toString(), 'v1');
  t.equal(b.toString(), 'v1', 'concurrent misses share one computation');
  t.equal(produced, 1);
  t.equal(reads, 1, 'one version read for both');

  version = 2;
  t.equal((await cache.get('k', produce('v2'))).toString(), 'v1', 'within the TTL the old version is served');
  clock = 1000;
  t.equal((await cache.get('k', produce('v2'))).toString(), 'v2', 'after the TTL the new version is read');

  version = 3;
  cache.invalidate();
  t.equal((await cache.get('k', produce('v3'))).toString(), 'v3', 'invalidate re-reads at once');

  await t.rejects(
    cache.get('bad', async () => {
      throw new Error('boom');
    }),
  );
  t.equal((await cache.get('bad', produce('ok'))).toString(), 'ok', 'a failure is not cached');

  await cache.get('x', produce('x'));
  await cache.get('y', produce('y'));
  const before = produced;
  await cache.get('k', produce('again'));
  t.equal(produced, before + 1, 'beyond maxEntries the oldest entry is dropped');
});

t.test('leaderboard pages follow recomputes, here and on another replica', async (t) => {
  await eachBackend(t, async (t, database) => {
    const overrides = { clock: { now: () => NOW }, demoKolCount: 40 };
    const here = await buildTestApp(t, database, { overrides });
    await here.seedDemoData(42);
    const replica = await buildTestApp(t, database, { overrides });
    const url = '/api/influencers/paginate?page=1&limit=5&sortField=twitterFollowersCount';
    const firstId = async (app: typeof here.app) => {
      const res = await app.inject({ method: 'GET', url });
      t.equal(res.statusCode, 200);
      t.match(res.headers['content-type'], 'application/json');
      return res.json().data[0].id as string;
    };
    const before = await firstId(here.app);
    t.equal(await firstId(replica.app), before, 'both replicas serve (and cache) the same page');
    t.equal(await firstId(here.app), before, 'a repeated request is served the same page');

    // The last account by followers becomes the most followed one; pages change only on recompute.
    const lastId = await promoteLeastFollowedKol(database, (mode) => here.recomputeRankings(mode));
    t.equal(await firstId(here.app), lastId, 'the recomputing replica serves the new page at once');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    t.equal(await firstId(replica.app), lastId, 'another replica serves it once its version check is due');
  });
});
