import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import t from 'tap';
import { buildTestApp } from '../helpers/app.ts';
import { demoSignIn, ORIGIN, staffToken } from '../helpers/actors.ts';
import { freshDatabase } from '../helpers/databases.ts';

/**
 * Every route × every kind of caller, with the status each must get. Built from the
 * server's own route list: a route without an entry here (or an entry without a
 * route) fails, so access is decided for every new route on purpose.
 */
const ACTORS = ['visitor', 'creator', 'projectOwn', 'projectOther', 'admin'] as const;
type Actor = (typeof ACTORS)[number];
type Statuses = [visitor: number, creator: number, projectOwn: number, projectOther: number, admin: number];

interface Fixtures {
  projectA: string;
  projectB: string;
  kol: string;
  poolA: string;
  submissionA: string;
  /** A fresh pool of project A, for requests that consume one (DELETE). */
  newPoolA: () => Promise<string>;
  newKol: () => Promise<string>;
  newProject: () => Promise<string>;
  adminCredentials: { username: string; password: string };
}

interface Entry {
  expect: Statuses;
  request?: (
    f: Fixtures,
    actor: Actor,
  ) =>
    | Promise<Omit<InjectOptions, 'method' | 'headers'> & { url?: string }>
    | (Omit<InjectOptions, 'method' | 'headers'> & { url?: string });
}

const poolBody = (projectId: string) => ({
  title: 'Table pool',
  projectId,
  totalAmountUsd: 100,
  rewardRate: 1,
  rewardUnit: 'flat',
  platforms: ['x'],
  requirements: [],
  status: 'active',
  deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
});

const all = (status: number): Statuses => [status, status, status, status, status];

const TABLE: Record<string, Entry> = {
  'GET /healthz': { expect: all(200) },
  'GET /readyz': { expect: all(200) },
  'GET /config': { expect: all(200) },
  'GET /api/openapi.json': { expect: all(200) },
  'GET /api/auth/me': { expect: [401, 200, 401, 401, 401] },
  'GET /api/auth/session': { expect: all(200) },
  'POST /api/auth/logout': { expect: all(200) },
  'POST /api/auth/login/email': {
    expect: all(202),
    request: () => ({ payload: { email: 'someone@example.com' } }),
  },
  'GET /api/auth/email/verify': {
    expect: all(400),
    request: () => ({ url: '/api/auth/email/verify?token=not-a-real-token' }),
  },
  'POST /api/auth/login/twitter': {
    expect: [401, 200, 401, 401, 401],
    request: () => ({ payload: { ref: null } }),
  },
  'POST /api/auth/admin/login': { expect: all(200), request: (f) => ({ payload: f.adminCredentials }) },
  'GET /api/auth/admin/me': { expect: [401, 401, 200, 200, 200] },
  'GET /api/users': { expect: [401, 401, 403, 403, 200] },
  'GET /api/auth/twitter': { expect: all(302) },
  'GET /api/auth/twitter/callback': { expect: all(503) },
  'GET /api/auth/demo': { expect: all(200) },
  'POST /api/auth/demo': { expect: all(302), request: () => ({ payload: { handle: 'table_walker' } }) },
  'POST /api/track': { expect: all(202), request: () => ({ payload: { event: 'page_view', props: {} } }) },
  'POST /api/wallets/nonce': { expect: [401, 201, 401, 401, 401] },
  'POST /api/wallets/add': {
    expect: [401, 400, 401, 401, 401],
    request: () => ({ payload: { address: '0x1234', message: 'not signed', signature: '0x00' } }),
  },
  'POST /api/wallets/remove': {
    expect: [401, 404, 401, 401, 401],
    request: () => ({ payload: { address: '0x8ba1f109551bd432803012645ac136ddd64dba72' } }),
  },
  'GET /api/me/wallets': { expect: [401, 200, 401, 401, 401] },
  'GET /api/me/social-card': { expect: [401, 200, 401, 401, 401] },
  'POST /api/me/missions/follow-x/check': { expect: [401, 200, 401, 401, 401] },
  'GET /api/me/missions/follow-x/check/:id': {
    // Someone else's or an unknown check is a 404 for a creator (only their own jobs are theirs).
    expect: [401, 404, 401, 401, 401],
    request: () => ({ url: `/api/me/missions/follow-x/check/${randomUUID()}` }),
  },
  'GET /api/influencers': { expect: all(200) },
  'GET /api/influencers/paginate': { expect: all(200) },
  'GET /api/influencers/search-protokols/:username': {
    expect: all(200),
    request: () => ({ url: '/api/influencers/search-protokols/table_kol' }),
  },
  'GET /api/influencers/:id': { expect: all(200), request: (f) => ({ url: `/api/influencers/${f.kol}` }) },
  'GET /api/influencers/:id/score': {
    expect: all(200),
    request: (f) => ({ url: `/api/influencers/${f.kol}/score` }),
  },
  'GET /api/projects': { expect: all(200) },
  'GET /api/projects/paginate': { expect: all(200) },
  'GET /api/projects/featured': { expect: all(200) },
  'GET /api/projects/slug/:slug': {
    expect: all(200),
    request: () => ({ url: '/api/projects/slug/project_a' }),
  },
  'GET /api/projects/:id': { expect: all(200), request: (f) => ({ url: `/api/projects/${f.projectA}` }) },
  'GET /api/projects/:id/influencers': {
    expect: all(200),
    request: (f) => ({ url: `/api/projects/${f.projectA}/influencers` }),
  },
  'GET /api/narratives': { expect: all(200) },
  'GET /api/methodology': { expect: all(200) },
  'POST /api/admin/rankings/recompute': {
    expect: [401, 401, 403, 403, 202],
    request: () => ({ payload: {} }),
  },
  'GET /api/admin/jobs': { expect: [401, 401, 403, 403, 200] },
  'GET /api/admin/jobs/:id': {
    expect: [401, 401, 403, 403, 404],
    request: () => ({ url: '/api/admin/jobs/00000000-0000-4000-8000-000000000000' }),
  },
  // Front-end files: public; these requests avoid depending on a built dist/.
  'GET /mfe/:remote/*': { expect: all(404), request: () => ({ url: '/mfe/no-such-remote/remoteEntry.js' }) },
  'GET /*': { expect: all(404), request: () => ({ url: '/api/no-such-route' }) },
  'POST /api/influencers': {
    expect: [401, 401, 403, 403, 201],
    request: (_f, actor) => ({ payload: { twitterUsername: `new_kol_${actor}`.slice(0, 15) } }),
  },
  'POST /api/influencers/enrich': {
    expect: [401, 401, 403, 403, 503],
    request: () => ({ payload: { username: 'table_kol' } }),
  },
  'PUT /api/influencers/:id': {
    expect: [401, 401, 403, 403, 200],
    request: (f) => ({ url: `/api/influencers/${f.kol}`, payload: { twitterUsername: 'table_kol' } }),
  },
  'DELETE /api/influencers/:id': {
    expect: [401, 401, 403, 403, 204],
    request: async (f) => ({ url: `/api/influencers/${await f.newKol()}` }),
  },
  'POST /api/projects': {
    expect: [401, 401, 403, 403, 201],
    request: (_f, actor) => ({ payload: { twitterUsername: `new_prj_${actor}`.slice(0, 15) } }),
  },
  'PUT /api/projects/:id': {
    expect: [401, 401, 200, 403, 200],
    request: (f) => ({ url: `/api/projects/${f.projectA}`, payload: { twitterUsername: 'project_a' } }),
  },
  'DELETE /api/projects/:id': {
    expect: [401, 401, 403, 403, 204],
    request: async (f) => ({ url: `/api/projects/${await f.newProject()}` }),
  },
  'GET /api/reward-pools': { expect: all(200) },
  'GET /api/reward-pools/:id': {
    expect: all(200),
    request: (f) => ({ url: `/api/reward-pools/${f.poolA}` }),
  },
  'POST /api/reward-pools': {
    expect: [401, 401, 201, 403, 201],
    request: (f) => ({ payload: poolBody(f.projectA) }),
  },
  'PUT /api/reward-pools/:id': {
    expect: [401, 401, 200, 403, 200],
    request: (f) => ({ url: `/api/reward-pools/${f.poolA}`, payload: poolBody(f.projectA) }),
  },
  'DELETE /api/reward-pools/:id': {
    expect: [401, 401, 200, 403, 200],
    request: async (f) => ({ url: `/api/reward-pools/${await f.newPoolA()}` }),
  },
  'GET /api/reward-pools/:id/statement': {
    expect: all(200),
    request: (f) => ({ url: `/api/reward-pools/${f.poolA}/statement` }),
  },
  'GET /api/reward-pools/:id/statement.csv': {
    expect: all(200),
    request: (f) => ({ url: `/api/reward-pools/${f.poolA}/statement.csv` }),
  },
  // Public for everyone; submission A is pending, so no allocation and a 404 for every caller.
  'GET /api/reward-pools/:id/statement/proof/:submissionId': {
    expect: all(404),
    request: (f) => ({ url: `/api/reward-pools/${f.poolA}/statement/proof/${f.submissionA}` }),
  },
  'GET /api/influencers/paginate.csv': { expect: all(200) },
  'GET /api/projects/:id/influencers.csv': {
    expect: all(200),
    request: (f) => ({ url: `/api/projects/${f.projectA}/influencers.csv` }),
  },
  'POST /api/submissions': {
    expect: [401, 201, 401, 401, 401],
    request: (f, actor) => ({
      payload: {
        rewardPoolId: f.poolA,
        contentUrl: `https://x.com/table_creator/status/${actor.length}1`,
        notes: '',
      },
    }),
  },
  'GET /api/me/submissions': { expect: [401, 200, 401, 401, 401] },
  'GET /api/submissions': { expect: [401, 401, 200, 200, 200] },
  'GET /api/submissions/:id': {
    expect: [401, 401, 200, 403, 200],
    request: (f) => ({ url: `/api/submissions/${f.submissionA}` }),
  },
  'PATCH /api/submissions/:id': {
    expect: [401, 401, 200, 403, 200],
    request: (f) => ({ url: `/api/submissions/${f.submissionA}`, payload: { status: 'rejected' } }),
  },
  'GET /api/me/rank': { expect: [401, 200, 401, 401, 401] },
  'GET /api/me/appeals': { expect: [401, 200, 401, 401, 401] },
  // The creator's post carries no discount: the appeal is refused after access passed.
  'POST /api/me/appeals': {
    expect: [401, 404, 401, 401, 401],
    request: () => ({
      payload: { postId: '1', kind: 'young_account', reason: 'My account is not new at all.' },
    }),
  },
  'GET /api/admin/appeals': { expect: [401, 401, 403, 403, 200] },
  'POST /api/admin/appeals/:id/decision': {
    expect: [401, 401, 403, 403, 404],
    request: () => ({
      url: `/api/admin/appeals/${crypto.randomUUID()}/decision`,
      payload: { decision: 'uphold', note: 'Checked the post.' },
    }),
  },
  'GET /api/submissions/:id/reviews': {
    expect: [401, 401, 200, 403, 200],
    request: (f) => ({ url: `/api/submissions/${f.submissionA}/reviews` }),
  },
  'GET /api/admin/projects': { expect: [401, 401, 200, 200, 200] },
  'GET /api/admin/projects/:id': {
    expect: [401, 401, 200, 403, 200],
    request: (f) => ({ url: `/api/admin/projects/${f.projectA}` }),
  },
  // Naming project A: its own staff and admins read it, another project's staff are refused.
  'GET /api/admin/reward-pools': {
    expect: [401, 401, 200, 403, 200],
    request: (f) => ({ url: `/api/admin/reward-pools?projectId=${f.projectA}` }),
  },
  'GET /api/admin/submissions': {
    expect: [401, 401, 200, 403, 200],
    request: (f) => ({ url: `/api/admin/submissions?projectId=${f.projectA}&status=pending` }),
  },
  'GET /api/admin/kols': { expect: [401, 401, 403, 403, 200] },
  'GET /api/admin/users': { expect: [401, 401, 403, 403, 200] },
  'GET /api/admin/staff': { expect: [401, 401, 403, 403, 200] },
  'POST /api/admin/staff': {
    expect: [401, 401, 403, 403, 201],
    request: (_f, actor) => ({ payload: { username: `made_by_${actor}`, role: 'admin' } }),
  },
  'PUT /api/admin/staff/:username/disabled': {
    expect: [401, 401, 403, 403, 200],
    request: () => ({ url: '/api/admin/staff/other_staff/disabled', payload: { disabled: false } }),
  },
  'GET /api/admin/reward-pools/:id/ledger': {
    expect: [401, 401, 200, 403, 200],
    request: (f) => ({ url: `/api/admin/reward-pools/${f.poolA}/ledger` }),
  },
  'POST /api/admin/submissions/:id/review-preview': {
    expect: [401, 401, 200, 403, 200],
    request: (f) => ({
      url: `/api/admin/submissions/${f.submissionA}/review-preview`,
      payload: { status: 'approved' },
    }),
  },
  'GET /api/admin/reward-platforms': { expect: [401, 401, 200, 200, 200] },
  'GET /api/admin/rankings/runs': { expect: [401, 401, 403, 403, 200] },
};

t.test('every route answers every kind of caller as decided', async (t) => {
  const database = await freshDatabase(t, 'pglite');
  const container = await buildTestApp(t, database);
  const { app } = container;
  const projectA = crypto.randomUUID();
  const projectB = crypto.randomUUID();
  await database.db
    .insertInto('projects')
    .values([
      { id: projectA, twitter_username: 'project_a' },
      { id: projectB, twitter_username: 'project_b' },
    ])
    .execute();
  const kol = crypto.randomUUID();
  await database.db.insertInto('kols').values({ id: kol, twitter_username: 'table_kol' }).execute();
  const adminCredentials = { username: 'table_admin', password: 'table-admin-password' };
  await container.staffAuth.create({ ...adminCredentials, role: 'admin', projectId: null });
  const newPoolA = async () => {
    const id = crypto.randomUUID();
    await database.db
      .insertInto('reward_pools')
      .values({
        id,
        project_id: projectA,
        title: 'Pool A',
        platforms: ['x'],
        requirements: [],
        status: 'active',
        deadline: new Date(Date.now() + 7 * 86_400_000),
        total_amount_cents: 10_000,
        reward_rate_cents: 100,
        reward_unit: 'flat',
        campaign_target_views: 0,
        methodology_version: '1.0.0',
      })
      .execute();
    return id;
  };
  const poolA = await newPoolA();
  const newKol = async () => {
    const id = crypto.randomUUID();
    await database.db
      .insertInto('kols')
      .values({ id, twitter_username: `gone_${id.slice(0, 8)}` })
      .execute();
    return id;
  };
  const newProject = async () => {
    const id = crypto.randomUUID();
    await database.db
      .insertInto('projects')
      .values({ id, twitter_username: `gone_${id.slice(0, 8)}` })
      .execute();
    return id;
  };
  const submissionA = crypto.randomUUID();
  await database.db
    .insertInto('reward_submissions')
    .values({
      id: submissionA,
      reward_pool_id: poolA,
      kol_id: kol,
      content_url: 'https://x.com/table_kol/status/1',
      normalized_url: 'https://x.com/table_kol/status/1',
    })
    .execute();
  const fixtures: Fixtures = {
    projectA,
    projectB,
    kol,
    poolA,
    submissionA,
    newPoolA,
    newKol,
    newProject,
    adminCredentials,
  };

  const headersFor: Record<Exclude<Actor, 'creator'>, Record<string, string>> = {
    visitor: { origin: ORIGIN },
    projectOwn: {
      authorization: `Bearer ${await staffToken(container, { username: 'own_staff', role: 'PROJECT', projectId: projectA })}`,
    },
    projectOther: {
      authorization: `Bearer ${await staffToken(container, { username: 'other_staff', role: 'PROJECT', projectId: projectB })}`,
    },
    admin: {
      authorization: `Bearer ${await staffToken(container, { username: 'root_admin', role: 'admin' })}`,
    },
  };

  const routes = app.accessTable.map((r) => `${r.method} ${r.url}`);
  t.same(
    routes.filter((r) => !TABLE[r]),
    [],
    'every route has an entry',
  );
  t.same(
    Object.keys(TABLE).filter((k) => !routes.includes(k)),
    [],
    'every entry has a route',
  );

  for (const key of routes.filter((r) => TABLE[r])) {
    const [method, url] = key.split(' ');
    const entry = TABLE[key];
    for (const [i, actor] of ACTORS.entries()) {
      const extra = (await entry.request?.(fixtures, actor)) ?? {};
      // A fresh session per request: the logout row revokes the one it is sent with.
      const headers =
        actor === 'creator'
          ? { origin: ORIGIN, cookie: (await demoSignIn(app, 'table_creator')).header() }
          : headersFor[actor];
      const res = await app.inject({
        method: method as InjectOptions['method'],
        url: extra.url ?? url,
        payload: extra.payload,
        headers,
      });
      t.equal(res.statusCode, entry.expect[i], `${key} as ${actor}`);
    }
  }
});
