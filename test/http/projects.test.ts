import { sql } from 'kysely';
import t from 'tap';
import { PROJECT_SORT_FIELDS } from '#core/domain/ranking-sort.ts';
import { staffToken } from '../helpers/actors.ts';
import { buildTestApp } from '../helpers/app.ts';
import { eachBackend } from '../helpers/databases.ts';
import { waitForJob } from '../helpers/jobs.ts';
import { NOW } from '../helpers/rankings.ts';

const SORT_COLUMN: Record<string, string> = {
  mindsharePercent: 'mindshare_percent',
  mindshare: 'mindshare',
  twitterFollowersCount: 'twitter_followers_count',
  coinMarketCap: 'coin_market_cap',
  coinPrice: 'coin_price',
};

t.test('project, narrative, methodology and recompute routes', async (t) => {
  await eachBackend(t, async (t, database) => {
    const container = await buildTestApp(t, database, {
      overrides: { clock: { now: () => NOW }, demoKolCount: 120 },
    });
    const { app } = container;
    await container.seedDemoData(42);
    const get = async (url: string) => {
      const res = await app.inject({ method: 'GET', url });
      return { status: res.statusCode, body: res.json() };
    };
    const hidden = await database.db
      .selectFrom('projects')
      .select(['id', 'twitter_username'])
      .where('hidden', '=', true)
      .executeTakeFirstOrThrow();
    const visibleCount = Number(
      (
        await database.db
          .selectFrom('projects')
          .select(sql<number>`count(*)`.as('n'))
          .where('hidden', '=', false)
          .executeTakeFirstOrThrow()
      ).n,
    );

    await t.test('list, featured and paginate never show hidden projects', async (t) => {
      const list = await get('/api/projects');
      t.equal(list.status, 200);
      t.equal(list.body.length, visibleCount);
      t.notOk(
        list.body.some((p: { id: string }) => p.id === hidden.id),
        'hidden project absent from the list',
      );
      const total = list.body.reduce(
        (s: number, p: { mindsharePercent: number }) => s + p.mindsharePercent,
        0,
      );
      t.ok(total > 90 && total <= 100.01, `visible mindshare is most of 100% (${total.toFixed(2)})`);
      const featured = await get('/api/projects/featured');
      t.ok(featured.body.length > 0);
      t.ok(featured.body.every((p: { featured: boolean; hidden: boolean }) => p.featured && !p.hidden));
      const withPools = featured.body.find((p: { rewardPools: unknown[] }) => p.rewardPools.length > 0);
      t.ok(withPools, 'featured projects carry their pools');
      t.equal(
        withPools.totalRewardPoolUsd,
        withPools.rewardPools.reduce((s: number, p: { totalAmountUsd: number }) => s + p.totalAmountUsd, 0),
        'the total reward pool is the sum of the pools',
      );
      t.ok(withPools.narrativeLinks.length > 0, 'and their narrative links');
      t.equal((await get(`/api/projects/${hidden.id}`)).status, 404, 'hidden by id: 404');
      t.equal(
        (await get(`/api/projects/slug/${hidden.twitter_username}`)).status,
        404,
        'hidden by slug: 404',
      );
      const page = await get('/api/projects/paginate?limit=100');
      t.equal(page.body.total, visibleCount);
    });

    await t.test('paginate: defaults, every sort field both ways, edges, 400s', async (t) => {
      const first = await get('/api/projects/paginate');
      t.equal(first.status, 200);
      t.same([first.body.page, first.body.limit], [1, 10]);
      const shares = first.body.data.map((p: { mindsharePercent: number }) => p.mindsharePercent);
      t.same(
        shares,
        [...shares].sort((a, b) => b - a),
        'default: mindsharePercent descending',
      );
      for (const field of PROJECT_SORT_FIELDS) {
        for (const direction of ['asc', 'desc'] as const) {
          const column = SORT_COLUMN[field];
          const expected = (
            await sql<{ id: string }>`
              select id from projects where not hidden
              order by ${sql.ref(column)} ${sql.raw(direction)} nulls last, id ${sql.raw(direction)}`.execute(
              database.db,
            )
          ).rows.map((r) => r.id);
          const seen: string[] = [];
          for (let page = 1; page <= Math.ceil(visibleCount / 7); page++) {
            const res = await get(
              `/api/projects/paginate?page=${page}&limit=7&sortField=${field}&sortDirection=${direction}`,
            );
            seen.push(...res.body.data.map((p: { id: string }) => p.id));
          }
          t.same(seen, expected, `${field} ${direction}`);
        }
      }
      const beyond = await get('/api/projects/paginate?page=99&limit=100');
      t.same(beyond.body.data, []);
      for (const [query, field] of [
        ['page=-1', 'query.page'],
        ['limit=500', 'query.limit'],
        ['sortField=coinName', 'query.sortField'],
        ['sortDirection=sideways', 'query.sortDirection'],
      ]) {
        const res = await get(`/api/projects/paginate?${query}`);
        t.equal(res.status, 400, query);
        t.match(res.body.message, field);
      }
    });

    await t.test('one project by id and slug, its KOLs, 404s', async (t) => {
      const [top] = (await get('/api/projects')).body;
      const byId = await get(`/api/projects/${top.id}`);
      t.equal(byId.status, 200);
      const bySlug = await get(`/api/projects/slug/${top.twitterUsername.toUpperCase()}`);
      t.same(bySlug.body, byId.body, 'the slug is the handle, any case');
      const kols = await get(`/api/projects/${top.id}/influencers`);
      t.equal(kols.status, 200);
      t.ok(kols.body.length > 0, 'the top project has KOLs talking about it');
      const metrics = kols.body.map((k: { mindoMetric: number }) => k.mindoMetric);
      t.same(
        metrics,
        [...metrics].sort((a, b) => b - a),
        'by the product score',
      );
      const unknown = '00000000-0000-4000-8000-000000000000';
      t.equal((await get(`/api/projects/${unknown}`)).status, 404);
      t.equal((await get(`/api/projects/${unknown}/influencers`)).status, 404);
      t.equal((await get('/api/projects/slug/no_such_project')).status, 404);
      t.equal((await get('/api/projects/nope')).status, 400);
    });

    await t.test('narratives: computed mindshare per period, 400 on a bad period', async (t) => {
      const n90 = await get('/api/narratives');
      t.equal(n90.status, 200);
      t.equal(n90.body.length, 10);
      const sum = n90.body.reduce((s: number, n: { mindsharePercent: number }) => s + n.mindsharePercent, 0);
      t.ok(Math.abs(sum - 100) < 0.01, 'shares add up to 100');
      t.ok(
        n90.body.every((n: { totalViews: number }) => n.totalViews > 0),
        'every narrative has views',
      );
      t.ok(
        n90.body.some((n: { mindshareChange7d: number }) => n.mindshareChange7d !== 0),
        'changes are computed',
      );
      const n7 = await get('/api/narratives?period=7d');
      t.not(JSON.stringify(n7.body), JSON.stringify(n90.body), 'another period, other numbers');
      const bad = await get('/api/narratives?period=1y');
      t.equal(bad.status, 400);
      t.match(bad.body.message, 'query.period');
    });

    await t.test('methodology is published; recompute is admin-only and deterministic', async (t) => {
      const m = await get('/api/methodology');
      t.equal(m.status, 200);
      t.equal(m.body.version, '1.43.0');
      t.ok(m.body.formulas.kolScore && m.body.formulas.nearDuplicate);
      t.same(m.body.windows, [7, 30, 90]);

      const anonymous = await app.inject({ method: 'POST', url: '/api/admin/rankings/recompute' });
      t.equal(anonymous.statusCode, 401);
      const token = await staffToken(container, { username: 'rank_admin', role: 'admin' });
      const before = (await get('/api/influencers/paginate?limit=100&sortField=mindoMetric')).body;
      const run = await app.inject({
        method: 'POST',
        url: '/api/admin/rankings/recompute?mode=full',
        headers: { authorization: `Bearer ${token}` },
      });
      t.equal(run.statusCode, 202, 'the recompute is queued as a job');
      t.equal(run.json().mode, 'full');
      t.equal(run.json().requestedBy, 'staff:rank_admin');
      t.equal(run.headers.location, `/api/admin/jobs/${run.json().id}`);
      const job = await waitForJob(app, run.json().id, token);
      t.equal(job.state, 'done', 'the worker ran it');
      t.equal(job.run.mode, 'full');
      const after = (await get('/api/influencers/paginate?limit=100&sortField=mindoMetric')).body;
      const strip = (page: { data: Record<string, unknown>[] }) =>
        page.data.map(({ updatedAt, nextSync, ...rest }) => rest);
      t.same(strip(after), strip(before), 'same data, same ranking');
      const badMode = await app.inject({
        method: 'POST',
        url: '/api/admin/rankings/recompute?mode=weekly',
        headers: { authorization: `Bearer ${token}` },
      });
      t.equal(badMode.statusCode, 400);
    });
  });
});
