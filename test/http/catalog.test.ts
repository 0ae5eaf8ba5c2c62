import t from 'tap';
import type { SocialDataSource } from '#core/ports/social-data-source.port.ts';
import { staffToken } from '../helpers/actors.ts';
import { buildTestApp } from '../helpers/app.ts';
import { eachBackend } from '../helpers/databases.ts';
import { NOW } from '../helpers/rankings.ts';

const fakeX: SocialDataSource = {
  lookupUser: async (username) =>
    username.toLowerCase() === 'fresh_voice'
      ? {
          id: '777',
          username: 'fresh_voice',
          displayName: 'Fresh Voice',
          avatarUrl: null,
          description: 'new here',
          descriptionLink: null,
          followersCount: 4321,
          followingCount: 12,
          isVerified: false,
          goldBadge: false,
          lang: 'en',
          createdAt: '2024-01-01T00:00:00.000Z',
          postCount: 50,
        }
      : null,
  recentPosts: async () => [],
  following: async () => [],
};

t.test('catalog writes: KOLs by admins, projects by staff within their project', async (t) => {
  await eachBackend(t, async (t, database) => {
    const container = await buildTestApp(t, database, {
      overrides: { clock: { now: () => NOW }, demoKolCount: 60, social: null },
    });
    const { app } = container;
    await container.seedDemoData(42);
    const withX = await buildTestApp(t, database, {
      overrides: { clock: { now: () => NOW }, social: fakeX },
    });
    const admin = await staffToken(container, { username: 'cat_admin', role: 'admin' });
    // Each app signs staff tokens with its own key.
    const adminX = await staffToken(withX, { username: 'cat_admin_x', role: 'admin' });
    const [own, other] = await database.db
      .selectFrom('projects')
      .select(['id', 'twitter_username'])
      .where('hidden', '=', false)
      .orderBy('twitter_username')
      .limit(2)
      .execute();
    const projectStaff = await staffToken(container, {
      username: 'cat_project',
      role: 'PROJECT',
      projectId: own.id,
    });
    const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
      app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const total = async () =>
      (await app.inject({ method: 'GET', url: '/api/influencers/paginate' })).json().total;

    await t.test('KOL create, update, delete', async (t) => {
      const before = await total();
      const body = { twitterUsername: 'new_kol', twitterDisplayName: 'New KOL', twitterFollowersCount: 900 };
      t.equal((await call('POST', '/api/influencers', undefined, body)).statusCode, 401, 'visitors: 401');
      t.equal(
        (await call('POST', '/api/influencers', projectStaff, body)).statusCode,
        403,
        'project staff: 403',
      );
      const created = await call('POST', '/api/influencers', admin, body);
      t.equal(created.statusCode, 201);
      const kol = created.json();
      t.equal(kol.twitterFollowersCount, 900);
      t.equal(kol.biography, 'No biography available');
      t.equal(await total(), before + 1, 'the leaderboard total counts it at once');
      t.equal((await call('POST', '/api/influencers', admin, body)).statusCode, 409, 'same handle: 409');
      const bad = await call('POST', '/api/influencers', admin, { twitterUsername: 'not-valid!' });
      t.equal(bad.statusCode, 400);
      t.match(bad.json().message, 'body.twitterUsername');
      const negative = await call('POST', '/api/influencers', admin, {
        twitterUsername: 'x1',
        twitterFollowersCount: -5,
      });
      t.equal(negative.statusCode, 400);

      const updated = await call('PUT', `/api/influencers/${kol.id}`, admin, {
        ...kol,
        twitterDisplayName: 'Renamed',
      });
      t.equal(updated.statusCode, 200, 'the whole object echoed back is accepted');
      t.equal(updated.json().twitterDisplayName, 'Renamed');
      const typed = await call('PUT', `/api/influencers/${kol.id}`, admin, {
        ...kol,
        kolScorePercentFromTotal: 1.25,
      });
      t.equal(typed.json().kolScorePercentFromTotal, 1.25, 'a typed-in mindshare is kept');
      const shown = (await app.inject({ method: 'GET', url: `/api/influencers/${kol.id}` })).json();
      t.equal(shown.kolScorePercentFromTotal, 1.25, 'and shown until the next recompute');
      const missing = '00000000-0000-4000-8000-000000000000';
      t.equal((await call('PUT', `/api/influencers/${missing}`, admin, body)).statusCode, 404);
      t.equal((await call('DELETE', `/api/influencers/${kol.id}`, admin)).statusCode, 204);
      t.equal((await call('DELETE', `/api/influencers/${kol.id}`, admin)).statusCode, 404);
      t.equal(await total(), before);
    });

    await t.test('enrich: 503 without X, creates the KOL from X when configured, 404 unknown', async (t) => {
      const off = await call('POST', '/api/influencers/enrich', admin, { username: 'fresh_voice' });
      t.equal(off.statusCode, 503);
      t.match(off.json().message, 'X is not configured');
      const on = await withX.app.inject({
        method: 'POST',
        url: '/api/influencers/enrich',
        payload: { username: 'fresh_voice' },
        headers: { authorization: `Bearer ${adminX}` },
      });
      t.equal(on.statusCode, 200);
      t.equal(on.json().twitterFollowersCount, 4321);
      t.equal(on.json().totalAccountPosts, null, 'scores wait for the next recompute');
      const unknown = await withX.app.inject({
        method: 'POST',
        url: '/api/influencers/enrich',
        payload: { username: 'nobody_at_all' },
        headers: { authorization: `Bearer ${adminX}` },
      });
      t.equal(unknown.statusCode, 404);
      const lookup = await withX.app.inject({
        method: 'GET',
        url: '/api/influencers/search-protokols/fresh_voice',
      });
      t.equal(lookup.json().data.id, '777', 'the profile lookup answers from X when configured');
    });

    await t.test('projects: admins create and delete; PROJECT staff update only their own', async (t) => {
      const narrative = await database.db.selectFrom('narratives').select('id').executeTakeFirstOrThrow();
      const body = {
        twitterUsername: 'newproj',
        twitterDisplayName: 'New Project',
        narrativeIds: [narrative.id],
      };
      t.equal(
        (await call('POST', '/api/projects', projectStaff, body)).statusCode,
        403,
        'PROJECT staff cannot create',
      );
      const created = await call('POST', '/api/projects', admin, body);
      t.equal(created.statusCode, 201);
      t.same(
        created.json().narrativeLinks.map((l: { narrative: { id: string } }) => l.narrative.id),
        [narrative.id],
      );
      t.equal((await call('POST', '/api/projects', admin, body)).statusCode, 409, 'same handle: 409');

      const mine = await call('PUT', `/api/projects/${own.id}`, projectStaff, {
        twitterUsername: own.twitter_username,
        stage: 'Mainnet v2',
      });
      t.equal(mine.statusCode, 200);
      t.equal(mine.json().stage, 'Mainnet v2');
      const theirs = await call('PUT', `/api/projects/${other.id}`, projectStaff, {
        twitterUsername: other.twitter_username,
      });
      t.equal(theirs.statusCode, 403, 'not their project');
      t.equal((await call('DELETE', `/api/projects/${created.json().id}`, projectStaff)).statusCode, 403);

      const withPools = await database.db
        .selectFrom('reward_pools')
        .select('project_id')
        .executeTakeFirstOrThrow();
      const refused = await call('DELETE', `/api/projects/${withPools.project_id}`, admin);
      t.equal(refused.statusCode, 409, `a project with pools: 409 (${refused.body})`);
      t.equal((await call('DELETE', `/api/projects/${created.json().id}`, admin)).statusCode, 204);
      t.equal((await call('DELETE', `/api/projects/${created.json().id}`, admin)).statusCode, 404);
      t.equal((await call('POST', '/api/projects', undefined, body)).statusCode, 401);
    });
  });
});
