import fc from 'fast-check';
import { sql } from 'kysely';
import t from 'tap';
import type { DatabaseHandle } from '#adapters/db/connect.ts';
import { buildTestApp, eachBackendApp, sharedPgliteApp } from '../../helpers/app.ts';
import { freshDatabase, postgresOnly } from '../../helpers/databases.ts';
import { insertProject, staffHeaders } from '../../helpers/pools-actors.ts';

/** Pool, ledger, submissions and counts must tell the same story. */
async function ledgerStory(database: DatabaseHandle, poolId: string) {
  const { db } = database;
  const pool = await db
    .selectFrom('reward_pools')
    .select(['total_amount_cents', 'paid_out_cents'])
    .where('id', '=', poolId)
    .executeTakeFirstOrThrow();
  const ledger = await db
    .selectFrom('reward_payouts')
    .select([
      sql<number>`coalesce(sum(amount_cents), 0)::bigint`.as('sum'),
      sql<number>`count(*) filter (where kind = 'payout' and not exists (select 1 from reward_payouts r where r.reverses_id = reward_payouts.id))::int`.as(
        'open',
      ),
    ])
    .where('reward_pool_id', '=', poolId)
    .executeTakeFirstOrThrow();
  const subs = await db
    .selectFrom('reward_submissions')
    .select([
      sql<number>`coalesce(sum(payout_cents), 0)::bigint`.as('payouts'),
      sql<number>`count(*) filter (where status = 'approved')::int`.as('approved'),
    ])
    .where('reward_pool_id', '=', poolId)
    .executeTakeFirstOrThrow();
  return {
    total: pool.total_amount_cents,
    paid: pool.paid_out_cents,
    ledgerSum: ledger.sum,
    openPayouts: ledger.open,
    ...subs,
  };
}

/** A pool and `n` pending submissions written straight to the tables (the submit route is tested elsewhere). */
async function seedPool(
  database: DatabaseHandle,
  projectId: string,
  n: number,
  totalCents: number,
  rateCents: number,
) {
  const { db } = database;
  const poolId = crypto.randomUUID();
  await db
    .insertInto('reward_pools')
    .values({
      id: poolId,
      project_id: projectId,
      title: 'race',
      platforms: ['x'],
      requirements: [],
      status: 'active',
      total_amount_cents: totalCents,
      reward_rate_cents: rateCents,
      reward_unit: 'flat',
      campaign_target_views: 0,
      methodology_version: '1.0.0',
    })
    .execute();
  const kols = Array.from({ length: n }, (_, i) => ({
    id: crypto.randomUUID(),
    twitter_username: `race_${poolId.slice(0, 8)}_${i}`,
  }));
  await db.insertInto('kols').values(kols).execute();
  const submissions = kols.map((k, i) => ({
    id: crypto.randomUUID(),
    reward_pool_id: poolId,
    kol_id: k.id,
    content_url: `https://x.com/k${i}/status/${i}`,
    normalized_url: `x.com/k${i}/status/${i}`,
    notes: null,
    views: null,
  }));
  await db.insertInto('reward_submissions').values(submissions).execute();
  return { poolId, submissionIds: submissions.map((s) => s.id) };
}

t.test('50 parallel approvals never pay out more than the pool', async (t) => {
  await postgresOnly(t, 'postgres', async (t) => {
    const database = await freshDatabase(t, 'postgres');
    const container = await buildTestApp(t, database);
    const project = await insertProject(database);
    const admin = await staffHeaders(container, { role: 'admin' });
    // 50 × $30 = $1,500 of rewards against a $1,000.10 pool.
    const { poolId, submissionIds } = await seedPool(database, project.id, 50, 100_010, 3_000);

    const started = performance.now();
    const results = await Promise.all(
      submissionIds.map((id) =>
        container.app.inject({
          method: 'PATCH',
          url: `/api/submissions/${id}`,
          headers: admin,
          payload: { status: 'approved' },
        }),
      ),
    );
    const ms = performance.now() - started;
    t.same(
      results.map((r) => r.statusCode).filter((s) => s !== 200),
      [],
      'every approval succeeds',
    );
    const payouts = results.map((r) => Math.round(r.json().payoutUsd * 100));
    t.equal(
      payouts.reduce((a, b) => a + b, 0),
      100_010,
      'the payouts add up to the total exactly',
    );
    t.equal(payouts.filter((p) => p === 3_000).length, 33, '33 full rewards');
    t.equal(payouts.filter((p) => p === 1_010).length, 1, 'one capped at the $10.10 left');
    t.equal(payouts.filter((p) => p === 0).length, 16, 'the rest approved for nothing');

    const pool = (await container.app.inject(`/api/reward-pools/${poolId}`)).json();
    t.equal(pool.paidOutUsd, 1000.1, 'paidOutUsd ends exactly at the total');
    t.equal(pool.totalAmountUsd, 1000.1);
    t.equal(pool.completedCount, 50);
    t.equal(pool.participantsCount, 50);
    t.same(
      await ledgerStory(database, poolId),
      {
        total: 100_010,
        paid: 100_010,
        ledgerSum: 100_010,
        openPayouts: 50,
        payouts: 100_010,
        approved: 50,
      },
      'ledger, pool and submissions agree',
    );

    // Now un-approve and re-approve all of them at once: still never above the total.
    const flips = await Promise.all(
      submissionIds.flatMap((id, i) => [
        container.app.inject({
          method: 'PATCH',
          url: `/api/submissions/${id}`,
          headers: admin,
          payload: { status: i % 2 ? 'pending' : 'rejected' },
        }),
        container.app.inject({
          method: 'PATCH',
          url: `/api/submissions/${id}`,
          headers: admin,
          payload: { status: 'approved' },
        }),
      ]),
    );
    t.same(
      flips.map((r) => r.statusCode).filter((s) => s !== 200),
      [],
    );
    const story = await ledgerStory(database, poolId);
    t.ok(story.paid <= story.total, 'never above the total');
    t.equal(story.ledgerSum, story.paid, 'ledger sum = pool paid out');
    t.equal(story.payouts, story.paid, 'submissions payouts = pool paid out');
    t.equal(story.openPayouts, story.approved, 'one open payout per approved submission');
    t.comment(`50 parallel approvals on PostgreSQL: ${ms.toFixed(0)} ms`);
  });
});

type Step = { index: number; to: 'approved' | 'rejected' | 'pending' };

/**
 * One PGlite app for the random sequences and the append-only test's PGlite half
 * (docs/testing.md, "Thirteenth pass"): every pool, submission and staff user they make is
 * their own (`seedPool`, `staffHeaders`' unique names), the sequences read only their own
 * pool's story, and the append-only test's writes are all refused by the database.
 */
const shared = sharedPgliteApp(t);

t.test('random review sequences keep the ledger, the pool and the counts in step', async (t) => {
  // Sequences, not races: PGlite is enough (the race is the PostgreSQL test above).
  await t.test('pglite', async (t) => {
    const { database, container } = await shared();
    const project = await insertProject(database);
    const admin = await staffHeaders(container, { role: 'admin' });
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 7_000 }),
        fc.array(fc.record({ index: fc.nat(5), to: fc.constantFrom('approved', 'rejected', 'pending') }), {
          minLength: 1,
          maxLength: 25,
        }) as fc.Arbitrary<Step[]>,
        async (total, rate, steps) => {
          runs++;
          const { poolId, submissionIds } = await seedPool(database, project.id, 6, total, rate);
          const status = new Map<string, string>();
          for (const step of steps) {
            const id = submissionIds[step.index] as string;
            const res = await container.app.inject({
              method: 'PATCH',
              url: `/api/submissions/${id}`,
              headers: admin,
              payload: { status: step.to },
            });
            if (res.statusCode !== 200) throw new Error(res.body);
            status.set(id, step.to);
            const s = await ledgerStory(database, poolId);
            if (s.paid > s.total || s.paid < 0) throw new Error(`paid ${s.paid} outside 0..${s.total}`);
            if (s.ledgerSum !== s.paid || s.payouts !== s.paid)
              throw new Error(`out of step: ${JSON.stringify(s)}`);
            const approved = [...status.values()].filter((v) => v === 'approved').length;
            if (s.approved !== approved || s.openPayouts !== approved)
              throw new Error(`counts: ${JSON.stringify(s)}`);
          }
          const pool = (await container.app.inject(`/api/reward-pools/${poolId}`)).json();
          const s = await ledgerStory(database, poolId);
          return Math.round(pool.paidOutUsd * 100) === s.paid && pool.completedCount === s.approved;
        },
      ),
      { numRuns: 40 },
    );
    t.equal(runs >= 40, true, `${runs} random sequences checked`);
  });
});

t.test('the ledger and the audit are append-only', async (t) => {
  await eachBackendApp(t, shared, async (t, { database, container }) => {
    const project = await insertProject(database);
    const admin = await staffHeaders(container, { role: 'admin' });
    const { poolId, submissionIds } = await seedPool(database, project.id, 1, 1000, 500);
    await container.app.inject({
      method: 'PATCH',
      url: `/api/submissions/${submissionIds[0]}`,
      headers: admin,
      payload: { status: 'approved' },
    });
    const { db } = database;
    await t.rejects(db.updateTable('reward_payouts').set({ amount_cents: 1 }).execute(), /append-only/);
    await t.rejects(db.deleteFrom('reward_payouts').execute(), /append-only/);
    await t.rejects(db.deleteFrom('reward_submission_reviews').execute(), /append-only/);
    // This test's own approval (on PGlite the database is shared with the random sequences).
    const dup = await db
      .selectFrom('reward_payouts')
      .selectAll()
      .where('reward_pool_id', '=', poolId)
      .executeTakeFirstOrThrow();
    await t.rejects(
      db
        .insertInto('reward_payouts')
        .values({ ...dup, id: crypto.randomUUID() })
        .execute(),
      /entry_key|duplicate|unique/,
      'the same approval cannot be booked twice',
    );
  });
});

t.test('shrinking a pool while approvals run never strands it below its payouts', async (t) => {
  await postgresOnly(t, 'postgres', async (t) => {
    const database = await freshDatabase(t, 'postgres');
    const container = await buildTestApp(t, database);
    const project = await insertProject(database);
    const admin = await staffHeaders(container, { role: 'admin' });
    const { poolId, submissionIds } = await seedPool(database, project.id, 30, 60_000, 2_500);
    const approvals = submissionIds.map((id) =>
      container.app.inject({
        method: 'PATCH',
        url: `/api/submissions/${id}`,
        headers: admin,
        payload: { status: 'approved' },
      }),
    );
    // Totals from $600 down to $50 while approvals of $25 each land.
    const shrinks = [500, 400, 300, 200, 100, 50].map((usd) =>
      container.app.inject({
        method: 'PUT',
        url: `/api/reward-pools/${poolId}`,
        headers: admin,
        payload: {
          projectId: project.id,
          title: 'race',
          platforms: ['x'],
          totalAmountUsd: usd,
          rewardRate: 25,
        },
      }),
    );
    const results = await Promise.all([...approvals, ...shrinks]);
    t.same(
      results.map((r) => r.statusCode).filter((s) => s !== 200 && s !== 409),
      [],
      'each request either applies or is refused with 409',
    );
    const story = await ledgerStory(database, poolId);
    t.ok(story.paid <= story.total, `paid ${story.paid} ≤ total ${story.total}`);
    t.equal(story.ledgerSum, story.paid);
    t.equal(story.payouts, story.paid);
    t.equal(story.openPayouts, story.approved);
  });
});
