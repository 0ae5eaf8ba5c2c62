import t from 'tap';
import { buildTestApp } from '../helpers/app.ts';
import { eachBackend } from '../helpers/databases.ts';
import { creatorSession, insertProject, staffHeaders } from '../helpers/pools-actors.ts';

t.test('submissions and reviews', async (t) => {
  await eachBackend(t, async (t, database) => {
    const container = await buildTestApp(t, database);
    const { app } = container;
    const project = await insertProject(database);
    const other = await insertProject(database);
    const admin = await staffHeaders(container, { role: 'admin' });
    const own = await staffHeaders(container, { role: 'PROJECT', projectId: project.id });
    const foreign = await staffHeaders(container, { role: 'PROJECT', projectId: other.id });
    const alice = await creatorSession(app);
    const bob = await creatorSession(app);

    const makePool = async (extra: Record<string, unknown> = {}) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/reward-pools',
        headers: admin,
        payload: {
          projectId: project.id,
          title: 'Threads',
          platforms: ['x', 'youtube'],
          totalAmountUsd: 100,
          rewardRate: 30,
          rewardUnit: 'flat',
          deadline: '2099-01-01T00:00:00Z',
          ...extra,
        },
      });
      if (res.statusCode !== 201) throw new Error(res.body);
      return res.json() as { id: string };
    };
    const submit = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/submissions', headers, payload });
    const review = (headers: Record<string, string>, id: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'PATCH', url: `/api/submissions/${id}`, headers, payload });
    const pool = await makePool();

    await t.test('a creator submits; failures carry a message to show as is', async (t) => {
      const ok = await submit(alice.headers, {
        rewardPoolId: pool.id,
        contentUrl: ' https://x.com/alice/status/1?utm_source=tg ',
        notes: '  my thread ',
        kolId: alice.kolId,
      });
      t.equal(ok.statusCode, 201, ok.body);
      t.match(ok.json(), {
        rewardPoolId: pool.id,
        kolId: alice.kolId,
        status: 'pending',
        notes: 'my thread',
        payoutUsd: 0,
        kol: { twitterUsername: alice.handle },
        rewardPool: { projectId: project.id, title: 'Threads' },
      });

      const failures: [string, Record<string, string>, Record<string, unknown>, number, string][] = [
        [
          'duplicate',
          bob.headers,
          { rewardPoolId: pool.id, contentUrl: 'https://twitter.com/alice/status/1/' },
          409,
          'This link has already been submitted to this pool',
        ],
        [
          'not a URL',
          alice.headers,
          { rewardPoolId: pool.id, contentUrl: 'my thread' },
          400,
          'The content link must be a full http(s) URL, such as https://x.com/you/status/123',
        ],
        [
          'ftp',
          alice.headers,
          { rewardPoolId: pool.id, contentUrl: 'ftp://x.com/a' },
          400,
          'The content link must be a full http(s) URL',
        ],
        [
          'blank URL',
          alice.headers,
          { rewardPoolId: pool.id, contentUrl: '   ' },
          400,
          'Enter the link to your post',
        ],
        [
          'wrong platform',
          alice.headers,
          { rewardPoolId: pool.id, contentUrl: 'https://www.tiktok.com/@a/video/1' },
          400,
          'This pool accepts links from x (x.com, twitter.com), youtube (youtube.com, youtu.be) only',
        ],
        [
          'lookalike host',
          alice.headers,
          { rewardPoolId: pool.id, contentUrl: 'https://notx.com/a/status/2' },
          400,
          'This pool accepts links from',
        ],
        [
          'long notes',
          alice.headers,
          { rewardPoolId: pool.id, contentUrl: 'https://x.com/alice/status/3', notes: 'n'.repeat(2001) },
          400,
          'Notes must be at most 2,000 characters',
        ],
        [
          'someone else',
          alice.headers,
          { rewardPoolId: pool.id, contentUrl: 'https://x.com/alice/status/4', kolId: bob.kolId },
          403,
          'You can only submit content as yourself',
        ],
        [
          'no pool',
          alice.headers,
          { contentUrl: 'https://x.com/alice/status/5' },
          400,
          'Choose the reward pool to submit to',
        ],
        [
          'unknown pool',
          alice.headers,
          { rewardPoolId: crypto.randomUUID(), contentUrl: 'https://x.com/alice/status/5' },
          404,
          'Reward pool not found',
        ],
        [
          'visitor',
          {},
          { rewardPoolId: pool.id, contentUrl: 'https://x.com/alice/status/6' },
          401,
          'Sign in with X first',
        ],
        [
          'cross-site',
          { cookie: alice.headers.cookie, origin: 'https://evil.example' },
          { rewardPoolId: pool.id, contentUrl: 'https://x.com/alice/status/7' },
          403,
          'Cross-origin request refused',
        ],
      ];
      for (const [name, headers, payload, status, message] of failures) {
        const res = await submit(headers, payload);
        t.equal(res.statusCode, status, `${name}: ${res.body}`);
        const body = res.json();
        t.match(body.error, message, `${name}: error holds the human message`);
        t.equal(body.error, body.message, `${name}: error and message agree`);
        t.equal(body.statusCode, status);
      }
      const staffOnly = await submit(admin, {
        rewardPoolId: pool.id,
        contentUrl: 'https://x.com/s/status/8',
      });
      t.equal(staffOnly.statusCode, 401, 'staff are not creators');
    });

    await t.test('a creator without a KOL profile cannot submit', async (t) => {
      const { db } = database;
      // A real session whose user then loses its KOL profile.
      const carol = await creatorSession(app);
      const session = await db
        .selectFrom('users')
        .select('id')
        .where('kol_id', '=', carol.kolId)
        .executeTakeFirstOrThrow();
      await db.updateTable('users').set({ kol_id: null }).where('id', '=', session.id).execute();
      const res = await submit(carol.headers, {
        rewardPoolId: pool.id,
        contentUrl: 'https://x.com/carol/status/1',
      });
      t.equal(res.statusCode, 403);
      t.match(res.json().error, 'Only creators with a KOL profile can submit');
      t.same((await app.inject({ url: '/api/me/submissions', headers: carol.headers })).json(), []);
    });

    await t.test('status and deadline gates', async (t) => {
      const upcoming = await makePool({ status: 'upcoming' });
      const closed = await makePool({ status: 'completed' });
      const expired = await makePool({ deadline: '2020-01-01T00:00:00Z' });
      const res1 = await submit(alice.headers, {
        rewardPoolId: upcoming.id,
        contentUrl: 'https://x.com/alice/status/10',
      });
      t.equal(res1.statusCode, 409);
      t.equal(res1.json().error, 'This pool has not opened yet: come back when it is active');
      const res2 = await submit(alice.headers, {
        rewardPoolId: closed.id,
        contentUrl: 'https://x.com/alice/status/10',
      });
      t.equal(res2.statusCode, 409);
      t.equal(res2.json().error, 'This pool is closed and no longer accepts submissions');
      const res3 = await submit(alice.headers, {
        rewardPoolId: expired.id,
        contentUrl: 'https://x.com/alice/status/10',
      });
      t.equal(res3.statusCode, 409);
      t.equal(res3.json().error, 'The deadline of this pool passed on 2020-01-01T00:00:00.000Z');
    });

    await t.test('reviews: payouts, caps, reversals, audit, access', async (t) => {
      const p = await makePool({ totalAmountUsd: 50, rewardRate: 30 });
      const ids: string[] = [];
      for (const [who, n] of [
        [alice, 1],
        [bob, 2],
        [alice, 3],
      ] as const) {
        const res = await submit(who.headers, { rewardPoolId: p.id, contentUrl: `https://youtu.be/vid${n}` });
        t.equal(res.statusCode, 201, res.body);
        ids.push(res.json().id);
      }
      const [s1, s2, s3] = ids as [string, string, string];

      t.equal((await review({}, s1, { status: 'approved' })).statusCode, 401, 'visitors cannot review');
      t.equal(
        (await review(alice.headers, s1, { status: 'approved' })).statusCode,
        401,
        'creators cannot review',
      );
      const denied = await review(foreign, s1, { status: 'approved' });
      t.equal(denied.statusCode, 403, "another project's staff cannot review");
      t.equal((await review(admin, s1, { status: 'maybe' })).statusCode, 400, 'unknown status');
      t.equal((await review(admin, crypto.randomUUID(), { status: 'approved' })).statusCode, 404);

      const a1 = await review(own, s1, { status: 'approved' });
      t.equal(a1.statusCode, 200, a1.body);
      t.match(a1.json(), { status: 'approved', payoutUsd: 30 });
      const again = await review(admin, s1, { status: 'approved' });
      t.match(again.json(), { status: 'approved', payoutUsd: 30 }, 'approving twice pays once');
      const a2 = await review(admin, s2, { status: 'approved' });
      t.match(a2.json(), { payoutUsd: 20 }, 'capped at what remains');
      const a3 = await review(admin, s3, { status: 'approved' });
      t.match(a3.json(), { status: 'approved', payoutUsd: 0 }, 'an exhausted pool approves for nothing');
      let poolNow = (await app.inject(`/api/reward-pools/${p.id}`)).json();
      t.match(poolNow, { paidOutUsd: 50, remainingUsd: 0, completedCount: 3, participantsCount: 2 });

      const back = await review(own, s1, { status: 'rejected' });
      t.match(back.json(), { status: 'rejected', payoutUsd: 0 }, 'leaving approved reverses the payout');
      poolNow = (await app.inject(`/api/reward-pools/${p.id}`)).json();
      t.match(poolNow, { paidOutUsd: 20, completedCount: 2 });
      const reapprove = await review(own, s1, { status: 'approved' });
      t.match(reapprove.json(), { payoutUsd: 30 }, 'approving again pays again from what remains');
      t.match((await app.inject(`/api/reward-pools/${p.id}`)).json(), { paidOutUsd: 50 });

      const ledger = await database.db
        .selectFrom('reward_payouts')
        .select(['kind', 'amount_cents', 'submission_id'])
        .where('reward_pool_id', '=', p.id)
        .execute();
      t.equal(ledger.length, 5, 'three payouts, one reversal, one new payout');
      t.equal(
        ledger.reduce((s, r) => s + r.amount_cents, 0),
        5000,
        'the ledger adds up to the pool',
      );

      const audit = await app.inject({ url: `/api/submissions/${s1}/reviews`, headers: own });
      t.equal(audit.statusCode, 200);
      t.match(audit.json(), [
        { fromStatus: 'pending', toStatus: 'approved', staffUsername: own.username, payoutDeltaUsd: 30 },
        { fromStatus: 'approved', toStatus: 'approved', staffUsername: admin.username, payoutDeltaUsd: 0 },
        { fromStatus: 'approved', toStatus: 'rejected', staffUsername: own.username, payoutDeltaUsd: -30 },
        { fromStatus: 'rejected', toStatus: 'approved', payoutDeltaUsd: 30 },
      ]);
      t.equal(
        (await app.inject({ url: `/api/submissions/${s1}/reviews`, headers: foreign })).statusCode,
        403,
      );

      const delPool = await app.inject({
        method: 'DELETE',
        url: `/api/reward-pools/${p.id}`,
        headers: admin,
      });
      t.equal(delPool.statusCode, 409, 'a pool with approved payouts cannot be deleted');
      t.match(delPool.json().message, 'approved payouts');
      const shrink = await app.inject({
        method: 'PUT',
        url: `/api/reward-pools/${p.id}`,
        headers: admin,
        payload: { projectId: project.id, title: 'Threads', totalAmountUsd: 10 },
      });
      t.equal(shrink.statusCode, 409);
      t.equal(shrink.json().message, 'totalAmountUsd cannot be below the $50.00 already paid out');
    });

    await t.test('a review note reaches the staff lists, the audit and the creator', async (t) => {
      const p = await makePool({ totalAmountUsd: 50, rewardRate: 10 });
      const res = await submit(alice.headers, { rewardPoolId: p.id, contentUrl: 'https://youtu.be/noted' });
      t.equal(res.statusCode, 201, res.body);
      const id = res.json().id as string;
      t.equal(res.json().reviewNote, null, 'no note before any review');

      const tooLong = await review(admin, id, { status: 'rejected', note: 'x'.repeat(501) });
      t.equal(tooLong.statusCode, 400);
      t.equal(tooLong.json().message, 'The review note must be at most 500 characters');
      t.match(tooLong.json().details, [{ field: 'note' }]);
      t.match((await app.inject({ url: `/api/submissions/${id}`, headers: own })).json(), {
        status: 'pending',
        reviewNote: null,
      });

      const rejected = await review(own, id, { status: 'rejected', note: '  Link is private  ' });
      t.equal(rejected.statusCode, 200, rejected.body);
      t.match(rejected.json(), { status: 'rejected', reviewNote: 'Link is private' }, 'trimmed');
      const exact = await review(own, id, { status: 'rejected', note: 'y'.repeat(500) });
      t.equal(exact.json().reviewNote, 'y'.repeat(500), '500 characters are accepted');
      const approved = await review(admin, id, { status: 'approved', note: 'Thanks, now public' });
      t.match(approved.json(), { status: 'approved', payoutUsd: 10, reviewNote: 'Thanks, now public' });

      const detail = (await app.inject({ url: `/api/submissions/${id}`, headers: own })).json();
      t.equal(detail.reviewNote, 'Thanks, now public', 'staff detail');
      const list = (
        await app.inject({ url: `/api/submissions?rewardPoolId=${p.id}`, headers: admin })
      ).json();
      t.same(
        list.map((s: { reviewNote: string | null }) => s.reviewNote),
        ['Thanks, now public'],
        'staff list',
      );
      const mine = (await app.inject({ url: '/api/me/submissions', headers: alice.headers })).json();
      t.equal(mine.find((s: { id: string }) => s.id === id)?.reviewNote, 'Thanks, now public', 'the creator');
      const audit = (await app.inject({ url: `/api/submissions/${id}/reviews`, headers: own })).json();
      t.same(
        audit.map((r: { note: string | null }) => r.note),
        ['Link is private', 'y'.repeat(500), 'Thanks, now public'],
        'each audit row keeps its own note',
      );

      const cleared = await review(admin, id, { status: 'approved', note: '   ' });
      t.equal(cleared.json().reviewNote, null, 'a review without a note leaves none');
      const omitted = await review(admin, id, { status: 'approved', note: 'again' });
      t.equal(omitted.json().reviewNote, 'again');
      t.equal((await review(admin, id, { status: 'approved' })).json().reviewNote, null);
    });

    await t.test('per 1,000 views needs recorded views', async (t) => {
      const p = await makePool({ rewardUnit: 'per_1000_views', rewardRate: 10, totalAmountUsd: 1000 });
      const s = (
        await submit(bob.headers, { rewardPoolId: p.id, contentUrl: 'https://x.com/bob/status/99' })
      ).json();
      const refused = await review(admin, s.id, { status: 'approved' });
      t.equal(refused.statusCode, 400);
      t.equal(
        refused.json().message,
        "Record the post's views to approve it: this pool pays per 1,000 views",
      );
      const priced = await review(admin, s.id, { status: 'approved', views: 12_345 });
      t.match(priced.json(), { payoutUsd: 123.45, views: 12_345 });
      const audit = (await app.inject({ url: `/api/submissions/${s.id}/reviews`, headers: admin })).json();
      t.equal(audit.length, 1, 'a refused review writes nothing');

      // The ranking data knows this X post: its stored views price the approval.
      await database.db
        .insertInto('posts')
        .values({
          external_id: '424242',
          kol_id: bob.kolId,
          created_at: new Date(),
          day: '2026-11-01',
          text: 'thread',
          text_hash: 1,
          text_len: 6,
          views: 50_000,
        })
        .execute();
      const known = (
        await submit(bob.headers, { rewardPoolId: p.id, contentUrl: 'https://twitter.com/bob/status/424242' })
      ).json();
      const fromMetrics = await review(admin, known.id, { status: 'approved' });
      t.equal(fromMetrics.statusCode, 200, fromMetrics.body);
      t.match(fromMetrics.json(), { payoutUsd: 500, views: 50_000 }, "the post's stored views: $10 × 50");

      const viral = (
        await submit(bob.headers, { rewardPoolId: p.id, contentUrl: 'https://x.com/bob/status/777' })
      ).json();
      const huge = await review(admin, viral.id, { status: 'approved', views: 9_000_000_000_000_000 });
      t.equal(huge.statusCode, 200, 'a huge view count is no server error');
      t.match(huge.json(), { payoutUsd: 376.55 }, 'capped at what remains: 1000 − 123.45 − 500');
      t.match((await app.inject(`/api/reward-pools/${p.id}`)).json(), { paidOutUsd: 1000, remainingUsd: 0 });
    });

    await t.test('an unknown stored reward unit is refused, not guessed', async (t) => {
      const p = await makePool();
      const s = (
        await submit(alice.headers, { rewardPoolId: p.id, contentUrl: 'https://x.com/alice/status/31' })
      ).json();
      await database.db
        .updateTable('reward_pools')
        .set({ reward_unit: 'per_like' })
        .where('id', '=', p.id)
        .execute();
      const res = await review(admin, s.id, { status: 'approved' });
      t.equal(res.statusCode, 400);
      t.equal(
        res.json().message,
        'This pool\'s rewardUnit "per_like" is not supported: set it to flat or per_1000_views',
      );
      t.match((await app.inject(`/api/reward-pools/${p.id}`)).json(), { paidOutUsd: 0, completedCount: 0 });
    });

    await t.test('listing submissions by role', async (t) => {
      const p2 = await app.inject({
        method: 'POST',
        url: '/api/reward-pools',
        headers: foreign,
        payload: { projectId: other.id, title: 'Other pool', platforms: ['x'] },
      });
      const otherSub = await submit(alice.headers, {
        rewardPoolId: p2.json().id,
        contentUrl: 'https://x.com/alice/status/77',
      });
      t.equal(otherSub.statusCode, 201);

      t.equal((await app.inject('/api/submissions')).statusCode, 401, 'visitors cannot list');
      t.equal(
        (await app.inject({ url: '/api/submissions', headers: alice.headers })).statusCode,
        401,
        'creators use /api/me/submissions',
      );
      const all = (await app.inject({ url: '/api/submissions', headers: admin })).json();
      const ownList = (await app.inject({ url: '/api/submissions', headers: own })).json();
      const foreignList = (await app.inject({ url: '/api/submissions', headers: foreign })).json();
      t.ok(
        all.some((s: { rewardPool: { projectId: string } }) => s.rewardPool.projectId === other.id),
        'admins see every project',
      );
      t.ok(
        ownList.length > 0 &&
          ownList.every((s: { rewardPool: { projectId: string } }) => s.rewardPool.projectId === project.id),
        'PROJECT staff see only theirs',
      );
      t.same(
        foreignList.map((s: { id: string }) => s.id),
        [otherSub.json().id],
      );
      t.equal(all.length, ownList.length + foreignList.length);

      const pending = (
        await app.inject({ url: `/api/submissions?status=pending&rewardPoolId=${pool.id}`, headers: admin })
      ).json();
      t.ok(
        pending.length > 0 &&
          pending.every(
            (s: { status: string; rewardPoolId: string }) =>
              s.status === 'pending' && s.rewardPoolId === pool.id,
          ),
      );

      const one = ownList[0].id;
      t.equal((await app.inject({ url: `/api/submissions/${one}`, headers: own })).statusCode, 200);
      t.equal((await app.inject({ url: `/api/submissions/${one}`, headers: admin })).statusCode, 200);
      t.equal((await app.inject({ url: `/api/submissions/${one}`, headers: foreign })).statusCode, 403);
      t.equal((await app.inject({ url: `/api/submissions/${one}`, headers: alice.headers })).statusCode, 401);
      t.equal((await app.inject(`/api/submissions/${one}`)).statusCode, 401);

      const mine = (await app.inject({ url: '/api/me/submissions', headers: alice.headers })).json();
      t.ok(
        mine.length >= 3 && mine.every((s: { kolId: string }) => s.kolId === alice.kolId),
        'creators see their own',
      );
      t.equal((await app.inject('/api/me/submissions')).statusCode, 401);
    });

    await t.test('deleting a pool without payouts removes its pending submissions', async (t) => {
      const p = await makePool();
      await submit(alice.headers, { rewardPoolId: p.id, contentUrl: 'https://x.com/alice/status/500' });
      const res = await app.inject({ method: 'DELETE', url: `/api/reward-pools/${p.id}`, headers: own });
      t.equal(res.statusCode, 200);
      const left = await database.db
        .selectFrom('reward_submissions')
        .select('id')
        .where('reward_pool_id', '=', p.id)
        .execute();
      t.same(left, []);
    });
  });
});
