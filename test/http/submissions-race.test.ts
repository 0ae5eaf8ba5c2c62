import t from 'tap';
import { buildTestApp } from '../helpers/app.ts';
import { freshDatabase, postgresOnly } from '../helpers/databases.ts';
import { creatorSession, insertProject, staffHeaders } from '../helpers/pools-actors.ts';

t.test('the same link submitted in parallel is accepted once', async (t) => {
  await postgresOnly(t, 'postgres', async (t) => {
    const database = await freshDatabase(t, 'postgres');
    const container = await buildTestApp(t, database);
    const { app } = container;
    const project = await insertProject(database);
    const admin = await staffHeaders(container, { role: 'admin' });
    const pool = await app.inject({
      method: 'POST',
      url: '/api/reward-pools',
      headers: admin,
      payload: { projectId: project.id, title: 'Race', platforms: ['x'] },
    });
    const creators = await Promise.all(Array.from({ length: 12 }, () => creatorSession(app)));
    // The same post under cosmetic variations, from twelve creators at once.
    const variants = [
      'https://x.com/a/status/9',
      'https://twitter.com/a/status/9/',
      'https://www.x.com/a/status/9?utm_source=x',
    ];
    const results = await Promise.all(
      creators.map((c, i) =>
        app.inject({
          method: 'POST',
          url: '/api/submissions',
          headers: c.headers,
          payload: { rewardPoolId: pool.json().id, contentUrl: variants[i % variants.length] },
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    t.same(statuses, [201, ...Array(11).fill(409)], 'one accepted, the others refused with 409');
    const rows = await database.db.selectFrom('reward_submissions').select('id').execute();
    t.equal(rows.length, 1);
  });
});
