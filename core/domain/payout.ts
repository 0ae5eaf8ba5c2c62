import type { Cents } from './money.ts';
import type { SubmissionStatus } from './reward-submission.ts';

/**
 * How a pool prices an approved submission (docs/rewards.md):
 * - `flat`: every approved submission earns `rewardRate`.
 * - `per_1000_views`: `rewardRate` per 1,000 views of the post, in whole cents
 *   rounded down, from the views the reviewer recorded on the submission.
 * Either way the payout is capped at what remains of the pool.
 */
export const REWARD_UNITS = ['flat', 'per_1000_views'] as const;
export type RewardUnit = (typeof REWARD_UNITS)[number];

const UNIT_ALIASES: Record<string, RewardUnit> = {
  flat: 'flat',
  per_submission: 'flat',
  per_1000_views: 'per_1000_views',
  per_1k_views: 'per_1000_views',
  cpm: 'per_1000_views',
};

export function normalizeRewardUnit(value: string): RewardUnit | null {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/,/g, '');
  return UNIT_ALIASES[key] ?? null;
}

/**
 * The reward before the cap, or null when it needs views nobody recorded. BigInt keeps
 * rate × views exact; past the safe range it is clamped, and the cap brings it down anyway.
 */
export function rewardBeforeCap(unit: RewardUnit, rateCents: number, views: number | null): number | null {
  if (unit === 'flat') return rateCents;
  if (views === null) return null;
  const reward = (BigInt(rateCents) * BigInt(views)) / 1000n;
  return reward > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(reward);
}

export interface PoolLedgerState {
  totalCents: number;
  paidOutCents: number;
  rateCents: number;
  unit: RewardUnit;
}

export interface SubmissionLedgerState {
  status: SubmissionStatus;
  /** What the submission's current (unreversed) payout amounts to; 0 unless approved. */
  payoutCents: number;
  views: number | null;
}

/** What one review does to the ledger: nothing, book a payout, or reverse the current one. */
export type LedgerEffect =
  | { kind: 'none' }
  | { kind: 'payout'; amountCents: Cents; uncappedCents: number }
  | { kind: 'reversal'; amountCents: Cents };

export type ReviewPlan = { ok: true; effect: LedgerEffect } | { ok: false; reason: 'views-required' };

/**
 * The pure rule of a review, decided while the pool row is locked. Approving an
 * approved submission changes nothing (no second payout); leaving `approved`
 * reverses exactly what was paid.
 */
export function planReview(
  pool: PoolLedgerState,
  submission: SubmissionLedgerState,
  to: SubmissionStatus,
): ReviewPlan {
  if (to === 'approved') {
    if (submission.status === 'approved') return { ok: true, effect: { kind: 'none' } };
    const reward = rewardBeforeCap(pool.unit, pool.rateCents, submission.views);
    if (reward === null) return { ok: false, reason: 'views-required' };
    const remaining = Math.max(0, pool.totalCents - pool.paidOutCents);
    return {
      ok: true,
      effect: { kind: 'payout', amountCents: Math.min(reward, remaining) as Cents, uncappedCents: reward },
    };
  }
  if (submission.status === 'approved') {
    return { ok: true, effect: { kind: 'reversal', amountCents: submission.payoutCents as Cents } };
  }
  return { ok: true, effect: { kind: 'none' } };
}

/**
 * The ledger key of a submission's n-th approval (`payout`) or of its undoing
 * (`reversal`). Unique in the ledger, so booking the same approval twice fails
 * instead of paying twice (docs/rewards.md, "Ledger and audit").
 */
export const ledgerEntryKey = (submissionId: string, kind: 'payout' | 'reversal', round: number): string =>
  `${submissionId}:${kind}:${round}`;

/** One row for the append-only payout ledger, fully decided by core. */
export interface LedgerEntry {
  id: string;
  key: string;
  kind: 'payout' | 'reversal';
  /** Signed: ≥ 0 for a payout, ≤ 0 for a reversal. */
  amountCents: number;
  /** The key of the payout a reversal undoes; null for a payout. */
  reversesKey: string | null;
}

/** Where a submission's ledger stands before a review: its approvals so far and current payout. */
export interface SubmissionLedgerPosition {
  id: string;
  status: SubmissionStatus;
  payoutCents: number;
  /** How many approvals have been booked; the open payout, if any, is the one of this round. */
  approvalRound: number;
}

/**
 * What an effect does to the ledger and to the submission: each approval opens a new
 * round with its own payout key; a reversal undoes exactly the payout of the current
 * round, for its full amount.
 */
export function bookEffect(
  submission: SubmissionLedgerPosition,
  effect: LedgerEffect,
  entryId: string,
): { entry: LedgerEntry | null; payoutCents: number; approvalRound: number; deltaCents: number } {
  if (effect.kind === 'payout') {
    const round = submission.approvalRound + 1;
    return {
      entry: {
        id: entryId,
        key: ledgerEntryKey(submission.id, 'payout', round),
        kind: 'payout',
        amountCents: effect.amountCents,
        reversesKey: null,
      },
      payoutCents: effect.amountCents,
      approvalRound: round,
      deltaCents: effect.amountCents,
    };
  }
  if (effect.kind === 'reversal') {
    const round = submission.approvalRound;
    const amount = effect.amountCents === 0 ? 0 : -effect.amountCents;
    return {
      entry: {
        id: entryId,
        key: ledgerEntryKey(submission.id, 'reversal', round),
        kind: 'reversal',
        amountCents: amount,
        reversesKey: ledgerEntryKey(submission.id, 'payout', round),
      },
      payoutCents: 0,
      approvalRound: round,
      deltaCents: amount,
    };
  }
  return {
    entry: null,
    payoutCents: submission.payoutCents,
    approvalRound: submission.approvalRound,
    deltaCents: 0,
  };
}
