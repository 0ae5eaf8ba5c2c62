import t from 'tap';
import { buildTestApp } from '../helpers/app.ts';
import { eachBackend } from '../helpers/databases.ts';
import { creatorSession, insertProject, staffHeaders } from '../helpers/pools-actors.ts';

const poolBody = (projectId: string, extra: Record<string, unknown> = {}) => ({
  projectId,
  title: 'Launch week threads',
  description: 'Explain the launch',
  reward: '$20 per thread',
  deadline: '2030-01-31T23:59:59.000Z',
  platforms: ['x', ' YouTube ', ''],
  requirements: ['  Mention @proj ', '', 'Disclose #ad'],
  status: 'active',
  totalAmountUsd: 1000.5,
  rewardRate: 20,
  rewardUnit: 'flat',
  campaignTargetViews: 50_000,
  ...extra,
});

t.test('reward pools', async (t) => {
  await eachBackend(t, async (t, database) => {
    const container = await buildTestApp(t, database);
    const { app } = container;
    const project = await insertProject(database);
    const other = await insertProject(database);
    const hidden = await insertProject(database, { hidden: true });
    const admin = await staffHeaders(container, { role: 'admin' });
    const own = await staffHeaders(container, { role: 'PROJECT', projectId: project.id });
    const foreign = await staffHeaders(container, { role: 'PROJECT', projectId: other.id });
    const creator = await creatorSession(app);

    await t.test('create: amounts in dollars out, lines cleaned, project attached', async (t) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/reward-pools',
        headers: own,
        payload: poolBody(project.id),
      });
      t.equal(res.statusCode, 201, res.body);
      const pool = res.json();
      t.match(pool, {
        title: 'Launch week threads',
        totalAmountUsd: 1000.5,
        paidOutUsd: 0,
        remainingUsd: 1000.5,
        rewardRate: 20,
        rewardUnit: 'flat',
        platforms: ['x', 'youtube'],
        requirements: ['Mention @proj', 'Disclose #ad'],
        status: 'active',
        participantsCount: 0,
        completedCount: 0,
        deadline: '2030-01-31T23:59:59.000Z',
        projectId: project.id,
        project: {
          id: project.id,
          twitterUsername: project.twitterUsername,
          twitterDisplayName: `${project.twitterUsername} Display`,
        },
      });
      const row = await database.db
        .selectFrom('reward_pools')
        .select(['total_amount_cents', 'reward_rate_cents'])
        .where('id', '=', pool.id)
        .executeTakeFirstOrThrow();
      t.same(row, { total_amount_cents: 100_050, reward_rate_cents: 2000 }, 'stored as integer cents');
    });

    await t.test('validation answers 400 with the field and a message', async (t) => {
      const cases: [Record<string, unknown>, string][] = [
        [{ title: '' }, 'title is required'],
        [{ projectId: undefined }, 'projectId is required'],
        [{ totalAmountUsd: -5 }, 'totalAmountUsd must be an amount ≥ 0 with at most 2 decimals'],
        [{ rewardRate: 1.005 }, 'rewardRate must be an amount ≥ 0 with at most 2 decimals'],
        [{ deadline: '31/01/2030' }, 'deadline must be an ISO 8601 timestamp such as 2026-12-31T23:59:59Z'],
        [{ platforms: ['x', 'friendster'] }, 'platforms has an unknown platform "friendster"'],
        [
          { status: 'archived' },
          'status must be active, upcoming or closed (completed is accepted as closed)',
        ],
        [{ rewardUnit: 'per like' }, 'rewardUnit must be flat or per_1000_views'],
        [{ campaignTargetViews: -1 }, 'campaignTargetViews must be a whole number ≥ 0'],
        [{ projectId: crypto.randomUUID() }, 'projectId does not match any project'],
      ];
      for (const [change, message] of cases) {
        const body = { ...poolBody(project.id), ...change };
        const res = await app.inject({
          method: 'POST',
          url: '/api/reward-pools',
          headers: admin,
          payload: body,
        });
        t.equal(res.statusCode, 400, `${message}: status`);
        t.match(res.json().message, message, message);
        t.ok(res.json().details?.length, 'names the field');
      }
      const completed = await app.inject({
        method: 'POST',
        url: '/api/reward-pools',
        headers: admin,
        payload: poolBody(project.id, { status: 'completed', platforms: 'x\n  tiktok \n\n' }),
      });
      t.equal(completed.json().status, 'closed', 'completed is accepted and stored as closed');
      t.same(completed.json().platforms, ['x', 'tiktok'], 'platforms as one text, one per line');
    });

    await t.test('who may create', async (t) => {
      const attempt = (headers: Record<string, string>, projectId: string) =>
        app.inject({ method: 'POST', url: '/api/reward-pools', headers, payload: poolBody(projectId) });
      t.equal((await attempt({}, project.id)).statusCode, 401, 'a visitor is asked to sign in');
      t.equal((await attempt(creator.headers, project.id)).statusCode, 401, 'a creator session is not staff');
      const forOther = await attempt(own, other.id);
      t.equal(forOther.statusCode, 403, "PROJECT staff cannot create another project's pool");
      t.equal(forOther.json().message, "You can only manage your own project's pools");
      t.equal((await attempt(foreign, other.id)).statusCode, 201, 'PROJECT staff create their own');
      t.equal((await attempt(admin, hidden.id)).statusCode, 201, 'admins create for any project');
    });

    await t.test('reads: public, filtered, hidden projects kept out', async (t) => {
      const all = (await app.inject('/api/reward-pools')).json();
      t.ok(all.length >= 3);
      t.notOk(
        all.some((p: { projectId: string }) => p.projectId === hidden.id),
        'visitors never see hidden projects',
      );
      const mine = (await app.inject(`/api/reward-pools?projectId=${project.id}`)).json();
      t.ok(mine.length >= 2);
      t.ok(
        mine.every((p: { projectId: string }) => p.projectId === project.id),
        'filtered by project',
      );
      const closed = (await app.inject(`/api/reward-pools?projectId=${project.id}&status=completed`)).json();
      t.ok(
        closed.length >= 1 && closed.every((p: { status: string }) => p.status === 'closed'),
        'status filter, completed = closed',
      );
      t.equal(
        (await app.inject('/api/reward-pools?projectId=nope')).statusCode,
        400,
        'a malformed filter is a 400',
      );

      const staffList = (await app.inject({ url: '/api/reward-pools', headers: admin })).json();
      t.ok(
        staffList.some((p: { projectId: string }) => p.projectId === hidden.id),
        'admins see hidden projects',
      );
      const scoped = (await app.inject({ url: '/api/reward-pools', headers: own })).json();
      t.ok(
        scoped.length > 0 && scoped.every((p: { projectId: string }) => p.projectId === project.id),
        'PROJECT staff list their own pools',
      );

      const hiddenPool = staffList.find((p: { projectId: string }) => p.projectId === hidden.id);
      t.equal(
        (await app.inject(`/api/reward-pools/${hiddenPool.id}`)).statusCode,
        404,
        'a hidden pool is not found publicly',
      );
      t.equal(
        (await app.inject({ url: `/api/reward-pools/${hiddenPool.id}`, headers: admin })).statusCode,
        200,
      );
      t.equal((await app.inject(`/api/reward-pools/${crypto.randomUUID()}`)).statusCode, 404);
      t.equal((await app.inject('/api/reward-pools/123')).statusCode, 400);
    });

    await t.test('update and delete by role', async (t) => {
      const created = await app.inject({
        method: 'POST',
        url: '/api/reward-pools',
        headers: own,
        payload: poolBody(project.id),
      });
      const id = created.json().id;
      const put = (
        headers: Record<string, string>,
        body = poolBody(project.id, { title: 'Renamed', status: 'upcoming' }),
      ) => app.inject({ method: 'PUT', url: `/api/reward-pools/${id}`, headers, payload: body });
      t.equal((await put({})).statusCode, 401);
      t.equal((await put(creator.headers)).statusCode, 401);
      t.equal((await put(foreign)).statusCode, 403, "another project's staff cannot edit");
      t.equal(
        (await put(own, poolBody(other.id))).statusCode,
        403,
        'nor move a pool to a project they do not manage',
      );
      const ok = await put(own);
      t.equal(ok.statusCode, 200);
      t.match(ok.json(), { title: 'Renamed', status: 'upcoming' });
      t.equal(
        (await put(admin, poolBody(project.id, { title: '' }))).statusCode,
        400,
        'updates are validated too',
      );

      const del = (headers: Record<string, string>) =>
        app.inject({ method: 'DELETE', url: `/api/reward-pools/${id}`, headers });
      t.equal((await del({})).statusCode, 401);
      t.equal((await del(creator.headers)).statusCode, 401);
      t.equal((await del(foreign)).statusCode, 403);
      const gone = await del(own);
      t.equal(gone.statusCode, 200);
      t.equal((await app.inject(`/api/reward-pools/${id}`)).statusCode, 404, 'deleted');
      t.equal((await del(admin)).statusCode, 404, 'deleting twice is a 404');
    });

    await t.test("a project's total reward pool is the sum of its pools' totals", async (t) => {
      const totals = await container.rewardPools.totalCentsByProject([
        project.id,
        other.id,
        crypto.randomUUID(),
      ]);
      const rows = await database.db
        .selectFrom('reward_pools')
        .select(['project_id', 'total_amount_cents'])
        .execute();
      const expected = rows
        .filter((r) => r.project_id === project.id)
        .reduce((s, r) => s + r.total_amount_cents, 0);
      t.equal(totals.get(project.id), expected);
      t.ok(expected > 0);
    });
  });
});
