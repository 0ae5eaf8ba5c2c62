import t from 'tap';
import { buildTestApp } from '../helpers/app.ts';
import { eachBackend } from '../helpers/databases.ts';
import { creatorSession, insertProject, staffHeaders } from '../helpers/pools-actors.ts';

const day = 86_400_000;

/**
 * The admin app's own routes: the lists, staff accounts, a pool's ledger and the
 * review preview, on each database the suite has.
 */
t.test('admin routes', async (t) => {
  await eachBackend(t, async (t, database) => {
    const container = await buildTestApp(t, database);
    const { app } = container;
    const projectA = await insertProject(database, { username: 'alpha_proj' });
    const projectB = await insertProject(database, { username: 'beta_proj', hidden: true });
    const admin = await staffHeaders(container, { role: 'admin', username: 'root_admin' });
    const own = await staffHeaders(container, { role: 'PROJECT', projectId: projectA.id });
    const other = await staffHeaders(container, { role: 'PROJECT', projectId: projectB.id });
    const auth = (h: { authorization: string }) => ({ authorization: h.authorization });

    const poolRes = await app.inject({
      method: 'POST',
      url: '/api/reward-pools',
      headers: auth(own),
      payload: {
        title: 'Ledger pool',
        projectId: projectA.id,
        totalAmountUsd: 25,
        rewardRate: 10,
        rewardUnit: 'flat',
        platforms: ['x'],
        requirements: [],
        status: 'active',
        deadline: new Date(Date.now() + 7 * day).toISOString(),
      },
    });
    t.equal(poolRes.statusCode, 201, poolRes.body);
    const pool = poolRes.json();

    const submitAs = async (handle: string) => {
      const creator = await creatorSession(app, handle);
      const res = await app.inject({
        method: 'POST',
        url: '/api/submissions',
        headers: creator.headers,
        payload: { rewardPoolId: pool.id, contentUrl: `https://x.com/${handle}/status/1${handle.length}` },
      });
      t.equal(res.statusCode, 201, res.body);
      return res.json().id as string;
    };
    const subs = [await submitAs('ledger_one'), await submitAs('ledger_two'), await submitAs('ledger_three')];

    await t.test('the preview books what the approval books, capped by what remains', async (t) => {
      for (const [i, id] of subs.entries()) {
        const preview = await app.inject({
          method: 'POST',
          url: `/api/admin/submissions/${id}/review-preview`,
          headers: auth(own),
          payload: { status: 'approved' },
        });
        t.equal(preview.statusCode, 200, preview.body);
        const p = preview.json();
        t.equal(p.effect, 'payout');
        // 25 in the pool at 10 each: 10, 10, then the 5 that is left.
        t.equal(p.amountUsd, i < 2 ? 10 : 5, `preview ${i}`);
        t.equal(p.capped, i === 2);
        t.equal(p.remainingBeforeUsd, 25 - i * 10);
        const review = await app.inject({
          method: 'PATCH',
          url: `/api/submissions/${id}`,
          headers: auth(own),
          payload: { status: 'approved' },
        });
        t.equal(review.statusCode, 200, review.body);
        t.equal(review.json().payoutUsd, p.amountUsd, 'the approval booked the previewed amount');
        t.equal(p.remainingAfterUsd, Math.max(0, 25 - (i + 1) * 10));
      }
      const revert = await app.inject({
        method: 'POST',
        url: `/api/admin/submissions/${subs[0]}/review-preview`,
        headers: auth(admin),
        payload: { status: 'rejected' },
      });
      t.same(
        {
          effect: revert.json().effect,
          amountUsd: revert.json().amountUsd,
          after: revert.json().remainingAfterUsd,
        },
        { effect: 'reversal', amountUsd: 10, after: 10 },
      );
      const refused = await app.inject({
        method: 'POST',
        url: `/api/admin/submissions/${subs[0]}/review-preview`,
        headers: auth(other),
        payload: { status: 'rejected' },
      });
      t.equal(refused.statusCode, 403);
      const missing = await app.inject({
        method: 'POST',
        url: `/api/admin/submissions/${crypto.randomUUID()}/review-preview`,
        headers: auth(admin),
        payload: { status: 'approved' },
      });
      t.equal(missing.statusCode, 404);
    });

    await t.test('the ledger lists payouts and the reversal with their reviewer', async (t) => {
      const undo = await app.inject({
        method: 'PATCH',
        url: `/api/submissions/${subs[0]}`,
        headers: auth(admin),
        payload: { status: 'rejected' },
      });
      t.equal(undo.statusCode, 200);
      const res = await app.inject({ url: `/api/admin/reward-pools/${pool.id}/ledger`, headers: auth(own) });
      t.equal(res.statusCode, 200, res.body);
      const rows = res.json() as {
        kind: string;
        amountUsd: number;
        reviewer: string;
        reverses: string | null;
      }[];
      t.same(
        rows.map((r) => [r.kind, r.amountUsd, r.reviewer]),
        [
          ['payout', 10, own.username],
          ['payout', 10, own.username],
          ['payout', 5, own.username],
          ['reversal', -10, 'root_admin'],
        ],
      );
      t.equal(rows[3]?.reverses, (rows[0] as { id?: string }).id);
      const total = await app.inject({ url: `/api/reward-pools/${pool.id}` });
      t.equal(
        total.json().paidOutUsd,
        rows.reduce((n, r) => n + r.amountUsd, 0),
        'ledger sums to paid out',
      );
      const refused = await app.inject({
        url: `/api/admin/reward-pools/${pool.id}/ledger`,
        headers: auth(other),
      });
      t.equal(refused.statusCode, 403);
    });

    await t.test('lists: search, paging, scope, counts without addresses', async (t) => {
      const mine = await app.inject({ url: '/api/admin/projects', headers: auth(own) });
      t.same(
        mine.json().data.map((p: { id: string }) => p.id),
        [projectA.id],
        'PROJECT staff see their own project only',
      );
      const search = await app.inject({ url: '/api/admin/projects?search=beta', headers: auth(admin) });
      t.same(
        search.json().data.map((p: { id: string; hidden: boolean }) => [p.id, p.hidden]),
        [[projectB.id, true]],
        'admins find hidden projects by search',
      );
      const literal = await app.inject({ url: '/api/admin/projects?search=%25', headers: auth(admin) });
      t.equal(literal.json().total, 0, 'a % in the search is a literal character');

      const kolIds = Array.from({ length: 25 }, () => crypto.randomUUID());
      await database.db
        .insertInto('kols')
        .values(
          kolIds.map((id, i) => ({ id, twitter_username: `paged_kol_${i}`, twitter_followers_count: i })),
        )
        .execute();
      const page2 = await app.inject({
        url: '/api/admin/kols?search=paged_kol&page=2&limit=20&sortField=twitterFollowersCount&sortDirection=asc',
        headers: auth(admin),
      });
      t.equal(page2.statusCode, 200, page2.body);
      t.equal(page2.json().total, 25);
      t.same(
        page2.json().data.map((k: { twitterFollowersCount: number }) => k.twitterFollowersCount),
        [20, 21, 22, 23, 24],
        'the second page continues past the first 20',
      );

      const users = await app.inject({ url: '/api/admin/users?search=ledger_', headers: auth(admin) });
      t.equal(users.json().total, 3);
      const text = users.body;
      t.notMatch(text, /0x[0-9a-fA-F]{40}/, 'no wallet address in the answer');
      t.ok(
        users
          .json()
          .data.every((u: { xVerified: boolean; walletCount: number }) => u.xVerified && u.walletCount === 0),
      );
      const bad = await app.inject({ url: '/api/admin/users?sortField=email', headers: auth(admin) });
      t.equal(bad.statusCode, 400);
    });

    await t.test('reward lists: pages, filters, queue order and scope on the server', async (t) => {
      // Project A has the ledger pool (1 pending of 3 after the reviews above); 24 more pools.
      const titles = Array.from({ length: 24 }, (_, i) => `Paged pool ${String(i).padStart(2, '0')}`);
      for (const [i, title] of titles.entries()) {
        await database.db
          .insertInto('reward_pools')
          .values({
            id: crypto.randomUUID(),
            project_id: i % 2 ? projectA.id : projectB.id,
            title,
            platforms: ['x'],
            requirements: [],
            status: i % 3 === 0 ? 'closed' : 'active',
            deadline: new Date(Date.now() + 7 * day),
            total_amount_cents: 1_000,
            reward_rate_cents: 100,
            reward_unit: 'flat',
            campaign_target_views: 0,
            methodology_version: '1.0.0',
            created_at: new Date(Date.now() + (i + 1) * 1000),
          })
          .execute();
      }
      const get = (url: string, h = admin) => app.inject({ url, headers: auth(h) });

      const first = await get('/api/admin/reward-pools?search=Paged%20pool&limit=10');
      t.equal(first.statusCode, 200, first.body);
      t.equal(first.json().total, 24);
      t.same(
        first.json().data.map((p: { title: string }) => p.title),
        [...titles].reverse().slice(0, 10),
        'newest first',
      );
      const third = await get('/api/admin/reward-pools?search=Paged%20pool&limit=10&page=3');
      t.same(
        third.json().data.map((p: { title: string }) => p.title),
        [...titles].reverse().slice(20),
        'the last page holds the rest',
      );
      const closed = await get('/api/admin/reward-pools?status=closed&search=paged');
      t.equal(closed.json().total, 8, 'status filter on the server');
      t.ok(closed.json().data.every((p: { status: string }) => p.status === 'closed'));
      const byProject = await get(`/api/admin/reward-pools?projectId=${projectB.id}`);
      t.equal(byProject.json().total, 12, "a project's pools, hidden project included for admins");

      const mine = await get('/api/admin/reward-pools?limit=100', own);
      t.equal(mine.json().total, 13, "PROJECT staff get their project's pools only");
      t.ok(mine.json().data.every((p: { projectId: string }) => p.projectId === projectA.id));
      const typed = await get(`/api/admin/reward-pools?projectId=${projectB.id}`, own);
      t.equal(typed.statusCode, 403, "another project's id in the URL is refused");
      t.match(typed.json().message, /own project/);
      const badStatus = await get('/api/admin/reward-pools?status=finished');
      t.equal(badStatus.statusCode, 400);
      const tooMany = await get('/api/admin/reward-pools?limit=500');
      t.equal(tooMany.statusCode, 400);

      const extra = await submitAs('queue_late');
      const queue = await get(`/api/admin/submissions?rewardPoolId=${pool.id}&limit=2`);
      t.equal(queue.statusCode, 200, queue.body);
      t.equal(queue.json().total, 4);
      const statuses = queue.json().data.map((s: { status: string }) => s.status);
      t.same(statuses, ['pending', 'rejected'], 'pending first, then the decided ones oldest first');
      t.same(
        queue.json().data.map((s: { id: string }) => s.id),
        [extra, subs[0]],
      );
      const page2 = await get(`/api/admin/submissions?rewardPoolId=${pool.id}&limit=2&page=2`);
      t.same(
        page2.json().data.map((s: { id: string }) => s.id),
        [subs[1], subs[2]],
        'the second page continues the queue',
      );
      const rejected = await get('/api/admin/submissions?status=rejected');
      t.same(
        rejected.json().data.map((s: { id: string }) => s.id),
        [subs[0]],
      );
      const search = await get('/api/admin/submissions?search=queue_late');
      t.same(
        search.json().data.map((s: { kol: { twitterUsername: string } }) => s.kol.twitterUsername),
        ['queue_late'],
        'search on the handle',
      );
      const others = await get('/api/admin/submissions', other);
      t.equal(others.json().total, 0, "another project's staff see none of project A's submissions");
      const othersTyped = await get(`/api/admin/submissions?projectId=${projectA.id}`, other);
      t.equal(othersTyped.statusCode, 403);
    });

    await t.test('a hidden project is read for its editors on the admin route', async (t) => {
      const publicRead = await app.inject({ url: `/api/projects/${projectB.id}` });
      t.equal(publicRead.statusCode, 404, 'the public read leaves hidden projects out');
      const adminRead = await app.inject({ url: `/api/admin/projects/${projectB.id}`, headers: auth(admin) });
      t.equal(adminRead.statusCode, 200, adminRead.body);
      t.equal(adminRead.json().hidden, true);
      const ownRead = await app.inject({ url: `/api/admin/projects/${projectB.id}`, headers: auth(other) });
      t.equal(ownRead.statusCode, 200, 'its own PROJECT staff read it');
      const refused = await app.inject({ url: `/api/admin/projects/${projectB.id}`, headers: auth(own) });
      t.equal(refused.statusCode, 403);
      const missing = await app.inject({
        url: `/api/admin/projects/${crypto.randomUUID()}`,
        headers: auth(admin),
      });
      t.equal(missing.statusCode, 404);
    });

    await t.test('staff: create with a one-time password, sign in, disable, enable', async (t) => {
      const created = await app.inject({
        method: 'POST',
        url: '/api/admin/staff',
        headers: auth(admin),
        payload: { username: 'New_Member', role: 'PROJECT', projectId: projectA.id },
      });
      t.equal(created.statusCode, 201, created.body);
      const { user, oneTimePassword } = created.json();
      t.equal(user.username, 'new_member');
      t.ok(oneTimePassword.length >= 12);
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { username: 'new_member', password: oneTimePassword },
      });
      t.equal(login.statusCode, 200, 'the one-time password signs in');
      const token = login.json().token;
      const list = await app.inject({ url: '/api/admin/staff', headers: auth(admin) });
      const row = list.json().find((s: { username: string }) => s.username === 'new_member');
      t.equal(row.projectName, 'alpha_proj Display');
      t.notOk(JSON.stringify(list.json()).includes(oneTimePassword), 'the list never carries a password');

      const again = await app.inject({
        method: 'POST',
        url: '/api/admin/staff',
        headers: auth(admin),
        payload: { username: 'new_member', role: 'admin' },
      });
      t.equal(again.statusCode, 409);
      const noProject = await app.inject({
        method: 'POST',
        url: '/api/admin/staff',
        headers: auth(admin),
        payload: { username: 'lost_member', role: 'PROJECT' },
      });
      t.equal(noProject.statusCode, 400);

      const disable = await app.inject({
        method: 'PUT',
        url: '/api/admin/staff/new_member/disabled',
        headers: auth(admin),
        payload: { disabled: true },
      });
      t.equal(disable.statusCode, 200);
      const me = await app.inject({
        url: '/api/auth/admin/me',
        headers: { authorization: `Bearer ${token}` },
      });
      t.equal(me.statusCode, 401, 'a disabled account loses its token at once');
      const enable = await app.inject({
        method: 'PUT',
        url: '/api/admin/staff/new_member/disabled',
        headers: auth(admin),
        payload: { disabled: false },
      });
      t.equal(enable.statusCode, 200);
      const back = await app.inject({
        url: '/api/auth/admin/me',
        headers: { authorization: `Bearer ${token}` },
      });
      t.equal(back.statusCode, 200);
      const self = await app.inject({
        method: 'PUT',
        url: '/api/admin/staff/root_admin/disabled',
        headers: auth(admin),
        payload: { disabled: true },
      });
      t.equal(self.statusCode, 403, 'nobody disables their own account');
      const ghost = await app.inject({
        method: 'PUT',
        url: '/api/admin/staff/nobody_here/disabled',
        headers: auth(admin),
        payload: { disabled: true },
      });
      t.equal(ghost.statusCode, 404);
    });

    await t.test('ranking runs: the recorded runs, newest first', async (t) => {
      await container.recomputeRankings('full');
      await container.recomputeRankings('day');
      const res = await app.inject({ url: '/api/admin/rankings/runs', headers: auth(admin) });
      t.equal(res.statusCode, 200, res.body);
      const body = res.json();
      t.same(
        body.runs.map((r: { mode: string }) => r.mode),
        ['day', 'full'],
      );
      t.equal(body.running, null);
      t.equal(body.lastFailure, null);
      t.ok(body.runs[0].methodologyVersion);
    });
  });
});
