import t from 'tap';
import { METHODOLOGY_V1 } from '#core/domain/methodology.ts';
import { buildTestApp } from '../helpers/app.ts';
import { eachBackend } from '../helpers/databases.ts';
import { NOW } from '../helpers/rankings.ts';

const HEADER =
  'position,twitter_username,display_name,mindo_metric,kol_score,quality_score,proof_of_work,engagement_rate,smart_followers,followers,total_posts,methodology_version';

t.test('CSV exports of the rankings', async (t) => {
  await eachBackend(t, async (t, database) => {
    const { app, seedDemoData } = await buildTestApp(t, database, {
      overrides: { clock: { now: () => NOW }, demoKolCount: 130 },
    });
    t.same(await seedDemoData(42), { seeded: true });
    const rowsOf = (body: string) => body.trimEnd().split('\r\n');

    await t.test('a leaderboard page: the same rows as the JSON page, version on each', async (t) => {
      const query = 'page=2&limit=25&sortField=mindoMetric&sortDirection=desc';
      const json = (await app.inject({ url: `/api/influencers/paginate?${query}` })).json();
      const res = await app.inject({ url: `/api/influencers/paginate.csv?${query}` });
      t.equal(res.statusCode, 200);
      t.match(res.headers['content-type'], /^text\/csv; charset=utf-8/);
      t.equal(
        res.headers['content-disposition'],
        'attachment; filename="leaderboard-mindoMetric-desc-page-2.csv"',
      );
      const [header, ...rows] = rowsOf(res.body);
      t.equal(header, HEADER);
      t.equal(rows.length, 25);
      rows.forEach((line, i) => {
        const cells = line.split(',');
        const kol = json.data[i];
        t.equal(cells[0], String(26 + i), 'position counts from page 1');
        t.equal(cells[1], kol.twitterUsername);
        t.equal(Number(cells[3]), kol.mindoMetric);
        t.equal(cells.at(-1), METHODOLOGY_V1.version);
      });
      t.notMatch(res.body, /0x[0-9a-f]{40}/i, 'no wallet address');
      t.notMatch(res.body, /@[\w-]+\.\w/, 'no email');
    });

    await t.test("a project's top KOLs", async (t) => {
      const projects = (await app.inject({ url: '/api/projects' })).json();
      const top = projects[0];
      const kols = (await app.inject({ url: `/api/projects/${top.id}/influencers` })).json();
      const res = await app.inject({ url: `/api/projects/${top.id}/influencers.csv` });
      t.equal(res.statusCode, 200);
      t.match(res.headers['content-disposition'], new RegExp(`top-kols-${top.twitterUsername}\\.csv`));
      const [header, ...rows] = rowsOf(res.body);
      t.equal(header, HEADER);
      t.ok(kols.length > 0, 'the demo project has KOLs');
      t.same(
        rows.map((r) => r.split(',')[1]),
        kols.map((k: { twitterUsername: string }) => k.twitterUsername),
      );
    });

    await t.test('the OpenAPI document declares text/csv for every CSV route', async (t) => {
      const doc = (await app.inject({ url: '/api/openapi.json' })).json();
      for (const path of [
        '/api/influencers/paginate.csv',
        '/api/projects/{id}/influencers.csv',
        '/api/reward-pools/{id}/statement.csv',
      ]) {
        t.same(Object.keys(doc.paths[path].get.responses['200'].content), ['text/csv'], path);
      }
    });

    await t.test('bad input: 4xx with a sentence', async (t) => {
      const cases: [string, number][] = [
        ['/api/influencers/paginate.csv?limit=1000', 400],
        ['/api/influencers/paginate.csv?sortField=wallet', 400],
        ['/api/influencers/paginate.csv?page=0', 400],
        ['/api/projects/nope/influencers.csv', 400],
        [`/api/projects/${crypto.randomUUID()}/influencers.csv`, 404],
      ];
      for (const [url, status] of cases) {
        const res = await app.inject({ url });
        t.equal(res.statusCode, status, url);
        t.ok(res.json().message.length > 5, `${url}: ${res.json().message}`);
      }
    });
  });
});
