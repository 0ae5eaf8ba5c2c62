import t from 'tap';
import { submissionReviewStore } from '#adapters/db/repositories/submission-review.repository.ts';
import { buildTestApp } from '../helpers/app.ts';
import { freshDatabase, postgresOnly } from '../helpers/databases.ts';
import { creatorSession, insertProject, staffHeaders } from '../helpers/pools-actors.ts';

/**
 * What a review's pool lock excludes (docs/operations.md, "Write paths"): another review
 * of the same pool waits for it; a creator's new submission to that pool does not (its
 * foreign-key check takes FOR KEY SHARE, which FOR NO KEY UPDATE lets through).
 */
t.test('a review lock: other reviews of the pool wait, new submissions do not', async (t) => {
  await postgresOnly(t, 'postgres', async (t) => {
    const database = await freshDatabase(t, 'postgres');
    const container = await buildTestApp(t, database, { env: { RATE_LIMIT_WRITES_PER_MINUTE: '0' } });
    const { app } = container;
    const admin = await staffHeaders(container, { role: 'admin' });
    const project = await insertProject(database);
    const pool = await app.inject({
      method: 'POST',
      url: '/api/reward-pools',
      headers: admin,
      payload: {
        projectId: project.id,
        title: 'Locks',
        platforms: ['x'],
        totalAmountUsd: 100,
        rewardRate: 10,
      },
    });
    t.equal(pool.statusCode, 201);
    const poolId = pool.json().id as string;
    const submit = async (n: number) =>
      app.inject({
        method: 'POST',
        url: '/api/submissions',
        headers: (await creatorSession(app)).headers,
        payload: { rewardPoolId: poolId, contentUrl: `https://x.com/locks/status/${n}` },
      });
    const held = (await submit(1)).json().id as string;
    const other = (await submit(2)).json().id as string;

    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // A review's first statement, in a transaction of our own that stays open.
    const holder = database.db.transaction().execute(async (trx) => {
      t.ok(await submissionReviewStore(trx).lockForReview(held), 'the review locked its pool and submission');
      locked();
      await released;
    });
    await isLocked;

    let reviewAnswered = false;
    const review = app
      .inject({
        method: 'PATCH',
        url: `/api/submissions/${other}`,
        headers: admin,
        payload: { status: 'approved' },
      })
      .then((res) => {
        reviewAnswered = true;
        return res;
      });
    // A hang here (the old FOR UPDATE) fails the test by its timeout instead of passing.
    // The timer is cleared once the race is decided: left pending it held the process (the
    // last file of its group) open 30 s after every test had ended (docs/testing.md, "Thirteenth pass").
    let timer: NodeJS.Timeout | undefined;
    const created = await Promise.race([
      submit(3),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), 30_000);
      }),
    ]).finally(() => clearTimeout(timer));
    t.equal(created?.statusCode, 201, 'a new submission to the locked pool is stored at once');
    t.notOk(reviewAnswered, 'another review of the pool waits for the lock');
    release();
    await holder;
    const answered = await review;
    t.equal(answered.statusCode, 200, 'and goes through once it is released');
    t.equal(answered.json().status, 'approved');
    t.equal(answered.json().payoutUsd, 10);
  });
});
