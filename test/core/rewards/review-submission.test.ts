import fc from 'fast-check';
import t from 'tap';
import { ledgerEntryKey } from '#core/domain/payout.ts';
import type { SubmissionStatus } from '#core/domain/reward-submission.ts';
import type { Caller } from '#core/policies/access.policy.ts';
import { makeReviewSubmission } from '#core/use-cases/rewards/review-submission.use-case.ts';
import {
  counterIds,
  emptyState,
  fixedClock,
  type MemoryState,
  memorySubmissionReads,
  memoryUnitOfWork,
  pendingSubmission,
} from '../../helpers/in-memory-ports.ts';

/**
 * The review use case against in-memory ports: no database, so these run in
 * milliseconds. What they pin is the rule core owns: rounds, entry keys, reversal
 * amounts, the cap, the audit and the note. The same rules run on PGlite and
 * PostgreSQL in test/http/submissions.test.ts and test/adapters/db/payout-ledger.test.ts.
 */
const admin: Caller = {
  user: null,
  staff: { staffId: 'a1', username: 'ada', role: 'admin', projectId: null },
};
const ownStaff: Caller = {
  user: null,
  staff: { staffId: 'p1', username: 'pat', role: 'PROJECT', projectId: 'project-1' },
};
const otherStaff: Caller = {
  user: null,
  staff: { staffId: 'p2', username: 'oz', role: 'PROJECT', projectId: 'project-2' },
};

function world(pool: { totalCents: number; rateCents: number; unit?: string | null }, submissions: number) {
  const state: MemoryState = emptyState();
  state.pools.set('pool-1', {
    id: 'pool-1',
    projectId: 'project-1',
    totalCents: pool.totalCents,
    paidOutCents: 0,
    rateCents: pool.rateCents,
    unit: pool.unit === undefined ? 'flat' : pool.unit,
    methodologyVersion: '1.0.0',
  });
  for (let i = 1; i <= submissions; i++) {
    state.submissions.set(`s${i}`, pendingSubmission(`s${i}`, `k${i}`));
  }
  const uow = memoryUnitOfWork(state);
  const review = makeReviewSubmission({
    uow,
    submissions: memorySubmissionReads(uow),
    ids: counterIds(),
    clock: fixedClock(),
  });
  return { uow, review };
}

t.test('approve, re-approve, reverse, approve again: rounds and keys come from core', async (t) => {
  const { uow, review } = world({ totalCents: 5_000, rateCents: 3_000 }, 2);
  t.match(await review.review(ownStaff, 's1', { status: 'approved' }), { status: 'approved', payoutUsd: 30 });
  t.match(
    await review.review(admin, 's1', { status: 'approved' }),
    { payoutUsd: 30 },
    'approving twice pays once',
  );
  t.match(
    await review.review(admin, 's2', { status: 'approved' }),
    { payoutUsd: 20 },
    'capped at what remains',
  );
  t.match(await review.review(ownStaff, 's1', { status: 'rejected' }), { status: 'rejected', payoutUsd: 0 });
  t.match(await review.review(ownStaff, 's1', { status: 'approved' }), { payoutUsd: 30 });

  const s = uow.state();
  t.same(
    s.payouts.map((p) => [p.key, p.kind, p.amountCents]),
    [
      [ledgerEntryKey('s1', 'payout', 1), 'payout', 3000],
      [ledgerEntryKey('s2', 'payout', 1), 'payout', 2000],
      [ledgerEntryKey('s1', 'reversal', 1), 'reversal', -3000],
      [ledgerEntryKey('s1', 'payout', 2), 'payout', 3000],
    ],
  );
  t.equal(s.payouts[2]?.reversesId, s.payouts[0]?.id, 'the reversal names the payout it undoes');
  t.equal(s.pools.get('pool-1')?.paidOutCents, 5000);
  t.equal(
    s.payouts.reduce((sum, p) => sum + p.amountCents, 0),
    5000,
    'the ledger adds up to the pool',
  );
  t.equal(s.submissions.get('s1')?.approvalRound, 2);
  t.same(
    (await review.history(ownStaff, 's1')).map((r) => [r.fromStatus, r.toStatus, r.payoutDeltaUsd]),
    [
      ['pending', 'approved', 30],
      ['approved', 'approved', 0],
      ['approved', 'rejected', -30],
      ['rejected', 'approved', 30],
    ],
  );
});

t.test('refusals write nothing', async (t) => {
  const { uow, review } = world({ totalCents: 5_000, rateCents: 1_000, unit: 'per_1000_views' }, 1);
  await t.rejects(review.review({ user: null, staff: null }, 's1', { status: 'approved' }), {
    code: 'UNAUTHORIZED',
  });
  await t.rejects(review.review(otherStaff, 's1', { status: 'approved' }), { code: 'FORBIDDEN' });
  await t.rejects(review.review(admin, 'nope', { status: 'approved' }), { code: 'NOT_FOUND' });
  await t.rejects(review.review(admin, 's1', { status: 'approved' }), {
    code: 'INVALID',
    message: "Record the post's views to approve it: this pool pays per 1,000 views",
  });
  await t.rejects(review.review(admin, 's1', { status: 'approved', views: -1 }), { code: 'INVALID' });
  await t.rejects(review.review(admin, 's1', { status: 'rejected', note: 'n'.repeat(501) }), {
    code: 'INVALID',
    message: 'The review note must be at most 500 characters',
  });
  const s = uow.state();
  t.same([s.payouts.length, s.audits.length, s.submissions.get('s1')?.status], [0, 0, 'pending']);
  t.equal(uow.failures, 4, 'the refusals inside the unit of work rolled back');
  await t.rejects(review.history(otherStaff, 's1'), { code: 'FORBIDDEN' });
});

t.test('per 1,000 views: floor of rate × views / 1000, capped', async (t) => {
  const { uow, review } = world({ totalCents: 10_000, rateCents: 1_000, unit: 'per_1000_views' }, 2);
  t.match(await review.review(admin, 's1', { status: 'approved', views: 12_345 }), {
    payoutUsd: 100,
    views: 12_345,
  });
  t.equal(uow.state().payouts[0]?.amountCents, 10_000, 'capped at the pool total');
  t.match(await review.review(admin, 's2', { status: 'approved', views: 999 }), { payoutUsd: 0 });
});

t.test('a review note is trimmed, replaced by each review and kept on the audit', async (t) => {
  const { uow, review } = world({ totalCents: 5_000, rateCents: 1_000 }, 1);
  t.equal(
    (await review.review(admin, 's1', { status: 'rejected', note: '  private link ' })).reviewNote,
    'private link',
  );
  t.equal((await review.review(admin, 's1', { status: 'approved' })).reviewNote, null);
  t.same(
    uow.state().audits.map((a) => a.note),
    ['private link', null],
  );
});

t.test('concurrent approvals never pay out more than the pool', async (t) => {
  const { uow, review } = world({ totalCents: 10_000, rateCents: 3_000 }, 20);
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) => review.review(admin, `s${i + 1}`, { status: 'approved' })),
  );
  t.equal(
    results.reduce((sum, r) => sum + Math.round(r.payoutUsd * 100), 0),
    10_000,
  );
  t.equal(uow.state().pools.get('pool-1')?.paidOutCents, 10_000);
  t.equal(results.filter((r) => r.payoutUsd === 10).length, 1, 'exactly one partial payout');
});

t.test('property: any review sequence keeps pool, ledger and submissions in agreement', async (t) => {
  const step = fc.record({
    sub: fc.integer({ min: 1, max: 4 }),
    to: fc.constantFrom<SubmissionStatus>('pending', 'approved', 'rejected'),
  });
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 0, max: 20_000 }),
      fc.integer({ min: 0, max: 9_000 }),
      fc.array(step, { maxLength: 30 }),
      async (total, rate, steps) => {
        const { uow, review } = world({ totalCents: total, rateCents: rate }, 4);
        for (const s of steps) await review.review(admin, `s${s.sub}`, { status: s.to });
        const s = uow.state();
        const pool = s.pools.get('pool-1');
        const ledger = s.payouts.reduce((sum, p) => sum + p.amountCents, 0);
        const subs = [...s.submissions.values()];
        const paid = subs.reduce((sum, x) => sum + x.payoutCents, 0);
        const open = s.payouts.filter(
          (p) => p.kind === 'payout' && !s.payouts.some((r) => r.reversesId === p.id),
        ).length;
        return (
          pool !== undefined &&
          pool.paidOutCents <= pool.totalCents &&
          pool.paidOutCents === ledger &&
          ledger === paid &&
          open === subs.filter((x) => x.status === 'approved').length &&
          s.audits.length === steps.length
        );
      },
    ),
    { numRuns: 200 },
  );
  t.pass('held for 200 random sequences');
});
