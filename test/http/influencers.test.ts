import { sql } from 'kysely';
import t from 'tap';
import { METHODOLOGY_V1 } from '#core/domain/methodology.ts';
import { INFLUENCER_SORT_FIELDS } from '#core/domain/ranking-sort.ts';
import { buildTestApp } from '../helpers/app.ts';
import { eachBackend } from '../helpers/databases.ts';
import { NOW } from '../helpers/rankings.ts';

const SORT_COLUMN: Record<string, string> = {
  mindoMetric: 'mindo_metric',
  kolScore: 'kol_score',
  twitterFollowersCount: 'twitter_followers_count',
  smartFollowersCount: 'smart_followers_count',
  engagementRate: 'engagement_rate',
  postingFrequency: 'posting_frequency',
  kolScorePercentFromTotal: 'kol_score_percent_from_total',
};

t.test('influencer routes', async (t) => {
  await eachBackend(t, async (t, database) => {
    const { app, seedDemoData } = await buildTestApp(t, database, {
      overrides: { clock: { now: () => NOW }, demoKolCount: 130 },
    });
    t.same(await seedDemoData(42), { seeded: true });
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url });
      return { status: res.statusCode, body: res.json() };
    };
    const total = Number(
      (await database.db.selectFrom('kols').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow())
        .n,
    );

    await t.test('paginate defaults: page 1, limit 10, kolScore descending', async (t) => {
      const { status, body } = await get('/api/influencers/paginate');
      t.equal(status, 200);
      t.equal(body.page, 1);
      t.equal(body.limit, 10);
      t.equal(body.total, total);
      t.equal(body.data.length, 10);
      const scores = body.data.map((k: { kolScore: number }) => k.kolScore);
      t.same(
        scores,
        [...scores].sort((a, b) => b - a),
        'sorted by kolScore descending',
      );
    });

    await t.test('every sort field, both directions, matches the database order across pages', async (t) => {
      for (const field of INFLUENCER_SORT_FIELDS) {
        const column = SORT_COLUMN[field];
        for (const direction of ['asc', 'desc'] as const) {
          // The expected order, computed independently: valued rows by value (ties by
          // id, reversed with the direction), rows without a value last, by id.
          const expected = (
            await sql<{ id: string }>`
              select id from kols left join kol_scores on kol_scores.kol_id = kols.id order by (${sql.ref(column)} is null), ${sql.ref(column)} ${sql.raw(direction)},
                case when ${sql.ref(column)} is null then id end,
                id ${sql.raw(direction === 'desc' ? 'asc' : 'desc')}`.execute(database.db)
          ).rows.map((r) => r.id);
          const seen: string[] = [];
          for (let page = 1; page <= Math.ceil(total / 50); page++) {
            const { status, body } = await get(
              `/api/influencers/paginate?page=${page}&limit=50&sortField=${field}&sortDirection=${direction}`,
            );
            t.equal(status, 200);
            seen.push(...body.data.map((k: { id: string }) => k.id));
          }
          t.same(seen, expected, `${field} ${direction}`);
        }
      }
    });

    await t.test('paging edges', async (t) => {
      const lastPage = Math.ceil(total / 100);
      const last = await get(`/api/influencers/paginate?page=${lastPage}&limit=100`);
      t.equal(last.body.data.length, total - (lastPage - 1) * 100, 'the last page holds the remainder');
      const beyond = await get(`/api/influencers/paginate?page=${lastPage + 1}&limit=100`);
      t.equal(beyond.status, 200);
      t.same(beyond.body.data, [], 'past the end: no rows');
      t.equal(beyond.body.total, total, 'but the total');
      const one = await get('/api/influencers/paginate?limit=1&page=2&sortField=mindoMetric');
      t.equal(one.body.data.length, 1);
    });

    await t.test('bad page, limit, field or direction: 400 naming the parameter', async (t) => {
      const cases: [string, string][] = [
        ['page=0', 'query.page'],
        ['page=abc', 'query.page'],
        ['limit=0', 'query.limit'],
        ['limit=101', 'query.limit'],
        ['sortField=twitterUsername', 'query.sortField'],
        ['sortDirection=up', 'query.sortDirection'],
      ];
      for (const [query, field] of cases) {
        const { status, body } = await get(`/api/influencers/paginate?${query}`);
        t.equal(status, 400, query);
        t.match(body.message, field, `${query} names ${field}`);
      }
      const list = await get('/api/influencers?limit=101');
      t.equal(list.status, 400);
      t.match(list.body.message, 'query.limit');
    });

    await t.test('list, one KOL with the profile-dialog fields, 404 and 400', async (t) => {
      const list = await get('/api/influencers?limit=5');
      t.equal(list.status, 200);
      t.equal(list.body.length, 5);
      const metrics = list.body.map((k: { mindoMetric: number }) => k.mindoMetric);
      t.same(
        metrics,
        [...metrics].sort((a, b) => b - a),
        'by the product score',
      );
      const id = list.body[0].id;
      const one = await get(`/api/influencers/${id}`);
      t.equal(one.status, 200);
      const k = one.body;
      for (const field of [
        'biography',
        'followers',
        'following',
        'smartFollowers',
        'smartFollowersPercent',
        'syncStatus',
        'lastSync',
        'nextSync',
        'views',
        'likes',
        'comments',
        'retweets',
        'avgCommentsPerPost',
        'avgRetweetsPerPost',
        'avgEngagementPerPost',
        'engagementRate',
        'postingFrequency',
        'kolScorePercentFromTotal',
        'mindoMetric',
      ]) {
        t.not(k[field], null, `${field} is present`);
      }
      t.equal(k.syncStatus, 'synced');
      t.ok(Date.parse(k.nextSync) > Date.parse(k.lastSync), 'the next sync follows the last');
      t.equal(
        k.smartFollowersPercent,
        Math.round((k.smartFollowers / k.followers) * 10000) / 100,
        'smart followers percent derives from the counts',
      );
      t.equal(k.profileUrl, `https://x.com/${k.twitterUsername}`);

      t.equal((await get('/api/influencers/00000000-0000-4000-8000-000000000000')).status, 404);
      const bad = await get('/api/influencers/not-a-uuid');
      t.equal(bad.status, 400);
      t.match(bad.body.message, 'params.id');
    });

    await t.test('score breakdown: components add up to the stored score', async (t) => {
      const [top] = (await get('/api/influencers?limit=1')).body;
      const { status, body } = await get(`/api/influencers/${top.id}/score`);
      t.equal(status, 200);
      t.equal(body.methodologyVersion, METHODOLOGY_V1.version);
      t.same(
        body.components.map((c: { name: string }) => c.name),
        ['reach', 'engagement', 'smart', 'consistency', 'mindshare'],
      );
      const sum = body.components.reduce((s: number, c: { contribution: number }) => s + c.contribution, 0);
      t.ok(
        Math.abs(sum - body.kolScore) < 0.05,
        `Σ contributions ${sum.toFixed(3)} = kolScore ${body.kolScore}`,
      );
      t.equal(body.windows.length, 3, 'mindshare for 7D, 30D and 90D');
      t.equal((await get('/api/influencers/00000000-0000-4000-8000-000000000000/score')).status, 404);
    });

    await t.test('profile lookup falls back to the stored account; 404 when unknown', async (t) => {
      const [top] = (await get('/api/influencers?limit=1')).body;
      const { status, body } = await get(
        `/api/influencers/search-protokols/${top.twitterUsername.toUpperCase()}`,
      );
      t.equal(status, 200);
      t.equal(body.data.username, top.twitterUsername);
      t.equal(body.data.followers_count, top.twitterFollowersCount);
      t.equal(body.data.smart_followers_count, top.smartFollowersCount);
      t.equal((await get('/api/influencers/search-protokols/nobody_here_x')).status, 404);
      t.equal((await get('/api/influencers/search-protokols/bad-name!')).status, 400);
    });
  });
});
