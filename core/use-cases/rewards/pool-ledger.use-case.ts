import { centsToDollars } from '../../domain/money.ts';
import { forbidden, notFound, unauthorized } from '../../errors.ts';
import { type Caller, canManageProject, type StaffCaller } from '../../policies/access.policy.ts';
import type { PayoutLedgerRead } from '../../ports/payout-ledger-read.port.ts';
import { decideReview, type ReviewInput } from './review-submission.use-case.ts';

function staffOf(caller: Caller): StaffCaller {
  if (!caller.staff) throw unauthorized('Staff sign-in required');
  return caller.staff;
}

/**
 * What staff read about a pool's money: its ledger, and what a review would book
 * before anyone commits it. The preview runs the review's own rule (decideReview)
 * on the current, unlocked state, so the number shown is the number an approval
 * books unless another review of the pool lands in between (docs/rewards.md).
 */
export function makePoolLedger(deps: { ledger: PayoutLedgerRead }) {
  return {
    async ledger(caller: Caller, poolId: string) {
      const staff = staffOf(caller);
      const pool = await deps.ledger.poolProject(poolId);
      if (!pool) throw notFound('Reward pool');
      if (!canManageProject(staff, pool.projectId)) {
        throw forbidden("You can only see your own project's ledgers");
      }
      const rows = await deps.ledger.ledger(poolId);
      return rows.map((row) => ({
        ...row,
        amountUsd: centsToDollars(row.amountCents),
        at: row.at.toISOString(),
      }));
    },

    async preview(caller: Caller, submissionId: string, input: ReviewInput) {
      const staff = staffOf(caller);
      const state = await deps.ledger.reviewState(submissionId);
      if (!state) throw notFound('Submission');
      const { views, effect } = decideReview(staff, state, input);
      const paid = state.pool.paidOutCents;
      const moved =
        effect.kind === 'payout' ? effect.amountCents : effect.kind === 'reversal' ? -effect.amountCents : 0;
      return {
        status: input.status,
        effect: effect.kind,
        amountUsd: centsToDollars(Math.abs(moved)),
        capped: effect.kind === 'payout' && effect.amountCents < effect.uncappedCents,
        uncappedUsd: effect.kind === 'payout' ? centsToDollars(effect.uncappedCents) : null,
        views,
        poolTotalUsd: centsToDollars(state.pool.totalCents),
        remainingBeforeUsd: centsToDollars(state.pool.totalCents - paid),
        remainingAfterUsd: centsToDollars(state.pool.totalCents - paid - moved),
      };
    },
  };
}

export type PoolLedger = ReturnType<typeof makePoolLedger>;
