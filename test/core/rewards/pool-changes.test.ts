import t from 'tap';
import { poolDeletable, type RewardPoolRecord, totalCoversPaidOut } from '#core/domain/reward-pool.ts';
import type { Caller } from '#core/policies/access.policy.ts';
import type { RewardPoolRepository } from '#core/ports/reward-pool-repository.port.ts';
import { makeReviewSubmission } from '#core/use-cases/rewards/review-submission.use-case.ts';
import { makeRewardPools } from '#core/use-cases/rewards/reward-pools.use-case.ts';
import {
  counterIds,
  emptyState,
  fixedClock,
  memorySubmissionReads,
  memoryUnitOfWork,
  pendingSubmission,
} from '../../helpers/in-memory-ports.ts';

/** Lowering a pool's total and deleting a pool, against in-memory ports. */
const PROJECT = '11111111-1111-4111-8111-111111111111';
const admin: Caller = {
  user: null,
  staff: { staffId: 'a1', username: 'ada', role: 'admin', projectId: null },
};

function world() {
  const state = emptyState();
  state.pools.set('pool-1', {
    id: 'pool-1',
    projectId: PROJECT,
    totalCents: 10_000,
    paidOutCents: 0,
    rateCents: 3_000,
    unit: 'flat',
    methodologyVersion: '1.0.0',
  });
  for (const id of ['s1', 's2']) {
    state.submissions.set(id, pendingSubmission(id, id));
  }
  const uow = memoryUnitOfWork(state);
  const reads: Pick<RewardPoolRepository, 'findById' | 'projectExists'> = {
    async findById(id): Promise<RewardPoolRecord | null> {
      const p = uow.state().pools.get(id);
      if (!p) return null;
      return {
        id: p.id,
        projectId: p.projectId,
        projectHidden: false,
        project: null,
        title: 'Pool',
        description: null,
        reward: null,
        deadline: null,
        platforms: [],
        requirements: [],
        status: 'active',
        totalAmountCents: p.totalCents,
        paidOutCents: p.paidOutCents,
        rewardRateCents: p.rateCents,
        rewardUnit: p.unit,
        campaignTargetViews: 0,
        participantsCount: 0,
        completedCount: 0,
        methodologyVersion: p.methodologyVersion,
        createdAt: new Date(0),
        updatedAt: new Date(0),
      };
    },
    async projectExists(id) {
      return id === PROJECT;
    },
  };
  const pools = makeRewardPools({
    uow,
    pools: reads as RewardPoolRepository,
    ids: counterIds(),
    clock: fixedClock(),
    methodologyVersion: () => '1.0.0',
  });
  const reviews = makeReviewSubmission({
    uow,
    submissions: memorySubmissionReads(uow),
    ids: counterIds(),
    clock: fixedClock(),
  });
  const form = (totalAmountUsd: number) => ({
    projectId: PROJECT,
    title: 'Pool',
    totalAmountUsd,
    rewardRate: 30,
  });
  return { uow, pools, reviews, form };
}

t.test('the rules', async (t) => {
  t.ok(totalCoversPaidOut(5_000, { paidOutCents: 5_000, approvedCount: 2 }), 'down to exactly what was paid');
  t.notOk(totalCoversPaidOut(4_999, { paidOutCents: 5_000, approvedCount: 2 }));
  t.ok(poolDeletable({ paidOutCents: 0, approvedCount: 0 }));
  t.notOk(poolDeletable({ paidOutCents: 0, approvedCount: 1 }), 'a $0 approval from a dry pool still counts');
  t.notOk(poolDeletable({ paidOutCents: 1, approvedCount: 0 }));
});

t.test(
  'a total is never lowered below what was paid out; a pool with payouts is never deleted',
  async (t) => {
    const { uow, pools, reviews, form } = world();
    await reviews.review(admin, 's1', { status: 'approved' });
    await reviews.review(admin, 's2', { status: 'approved' });
    await t.rejects(pools.update(admin, 'pool-1', form(59.99)), {
      code: 'CONFLICT',
      message: 'totalAmountUsd cannot be below the $60.00 already paid out',
    });
    t.equal(uow.state().pools.get('pool-1')?.totalCents, 10_000, 'unchanged');
    t.match(await pools.update(admin, 'pool-1', form(60)), { totalAmountUsd: 60, remainingUsd: 0 });
    await t.rejects(pools.remove(admin, 'pool-1'), {
      code: 'CONFLICT',
      message: 'This pool has approved payouts and cannot be deleted: close it instead',
    });
    await reviews.review(admin, 's1', { status: 'rejected' });
    await reviews.review(admin, 's2', { status: 'pending' });
    await pools.remove(admin, 'pool-1');
    t.equal(uow.state().pools.size, 0, 'deletable once every payout was reversed');
    t.equal(uow.state().submissions.size, 0, 'its submissions go with it');
    await t.rejects(pools.remove(admin, 'pool-1'), { code: 'NOT_FOUND' });
  },
);

t.test('approvals and shrinks racing never strand the pool below its payouts', async (t) => {
  const { uow, pools, reviews, form } = world();
  const results = await Promise.allSettled([
    reviews.review(admin, 's1', { status: 'approved' }),
    pools.update(admin, 'pool-1', form(40)),
    reviews.review(admin, 's2', { status: 'approved' }),
    pools.update(admin, 'pool-1', form(20)),
  ]);
  const pool = uow.state().pools.get('pool-1');
  t.ok(
    pool && pool.paidOutCents <= pool.totalCents,
    `paid ${pool?.paidOutCents} ≤ total ${pool?.totalCents}`,
  );
  t.ok(
    results.some((r) => r.status === 'rejected'),
    'at least one change was refused',
  );
});
