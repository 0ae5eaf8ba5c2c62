import type { BadgeGrant } from '#core/domain/badge.ts';
import type { LedgerEntry } from '#core/domain/payout.ts';
import type { SubmissionReview, SubmissionStatus } from '#core/domain/reward-submission.ts';
import type { NewBadge } from '#core/ports/badge-repository.port.ts';
import type { PointsEntry } from '#core/ports/points-ledger.port.ts';
import type {
  LockedReview,
  SubmissionRecord,
  SubmissionRepository,
} from '#core/ports/submission-repository.port.ts';
import type { TransactionRepositories, UnitOfWork } from '#core/ports/unit-of-work.port.ts';

/**
 * In-memory fakes of the unit-of-work port and its stores, for use-case tests that need
 * no database. They keep the repositories' contract, not their rules: a unique ledger
 * key refuses a second row, `run` commits all or nothing, and runs are serialized the
 * way the row locks serialize them in PostgreSQL. Every amount, key and limit still
 * comes from core.
 */
export interface MemoryPool {
  id: string;
  projectId: string;
  totalCents: number;
  paidOutCents: number;
  rateCents: number;
  unit: string | null;
  methodologyVersion: string;
}

export interface MemorySubmission {
  id: string;
  poolId: string;
  kolId: string;
  status: SubmissionStatus;
  payoutCents: number;
  views: number | null;
  postViews: number | null;
  approvalRound: number;
  reviewNote: string | null;
  updatedAt: Date;
}

export interface MemoryPayout extends LedgerEntry {
  poolId: string;
  submissionId: string;
  reversesId: string | null;
}

export interface MemoryAudit {
  id: string;
  submissionId: string;
  staffId: string;
  staffUsername: string;
  fromStatus: SubmissionStatus;
  toStatus: SubmissionStatus;
  payoutDeltaCents: number;
  views: number | null;
  note: string | null;
  at: Date;
}

export interface MemoryState {
  pools: Map<string, MemoryPool>;
  submissions: Map<string, MemorySubmission>;
  payouts: MemoryPayout[];
  audits: MemoryAudit[];
  users: Map<string, { multiplierTenths: number; earnedPoints: number }>;
  points: PointsEntry[];
  badgeIssued: Map<string, number>;
  badges: (NewBadge & { awardedAt: string })[];
}

export const emptyState = (): MemoryState => ({
  pools: new Map(),
  submissions: new Map(),
  payouts: [],
  audits: [],
  users: new Map(),
  points: [],
  badgeIssued: new Map(),
  badges: [],
});

function storesOver(s: MemoryState): TransactionRepositories {
  return {
    reviews: {
      async lockForReview(submissionId): Promise<LockedReview | null> {
        const sub = s.submissions.get(submissionId);
        const pool = sub && s.pools.get(sub.poolId);
        if (!sub || !pool) return null;
        return {
          pool: { ...pool },
          submission: {
            id: sub.id,
            status: sub.status,
            payoutCents: sub.payoutCents,
            views: sub.views,
            approvalRound: sub.approvalRound,
            postViews: sub.postViews,
          },
        };
      },
      async book({ poolId, paidOutDeltaCents, entry, submission, audit }) {
        if (entry) {
          if (s.payouts.some((p) => p.key === entry.key)) throw new Error(`duplicate entry key ${entry.key}`);
          const reversed = entry.reversesKey ? s.payouts.find((p) => p.key === entry.reversesKey) : null;
          if (entry.reversesKey && !reversed) throw new Error(`no payout ${entry.reversesKey} to reverse`);
          s.payouts.push({ ...entry, poolId, submissionId: submission.id, reversesId: reversed?.id ?? null });
        }
        const pool = s.pools.get(poolId);
        if (!pool) throw new Error('pool vanished');
        pool.paidOutCents += paidOutDeltaCents;
        // The database's CHECK constraints, kept so a wrong plan fails here too.
        if (pool.paidOutCents > pool.totalCents || pool.paidOutCents < 0) {
          throw new Error('reward_pools_paid_out_within_total');
        }
        const sub = s.submissions.get(submission.id);
        if (!sub) throw new Error('submission vanished');
        if (submission.status !== 'approved' && submission.payoutCents !== 0) {
          throw new Error('reward_submissions_payout_only_when_approved');
        }
        Object.assign(sub, {
          status: submission.status,
          views: submission.views,
          payoutCents: submission.payoutCents,
          approvalRound: submission.approvalRound,
          reviewNote: submission.reviewNote,
          updatedAt: submission.at,
        });
        s.audits.push({ ...audit, submissionId: submission.id });
        const record = recordOf(s, submission.id);
        if (!record) throw new Error('submission vanished');
        return record;
      },
    },
    points: {
      async lockMultiplier(userId) {
        return s.users.get(userId)?.multiplierTenths ?? null;
      },
      async append(entry) {
        if (s.points.some((p) => p.key === entry.key)) return false;
        if (entry.points !== Math.floor((entry.basePoints * entry.multiplierTenths) / 10)) {
          throw new Error('points_ledger_arithmetic');
        }
        s.points.push({ ...entry });
        return true;
      },
      async addToEarned(userId, points) {
        const user = s.users.get(userId);
        if (user) user.earnedPoints += points;
      },
    },
    badges: {
      async holds(userId, kind) {
        return s.badges.some((b) => b.userId === userId && b.kind === kind);
      },
      async lockIssued(kind) {
        return s.badgeIssued.get(kind) ?? 0;
      },
      async setIssued(kind, issued) {
        s.badgeIssued.set(kind, issued);
      },
      async insert(badge): Promise<BadgeGrant> {
        if (s.badges.some((b) => b.kind === badge.kind && b.seat === badge.seat)) {
          throw new Error('badges_kind_seat_key');
        }
        const awardedAt = new Date(0).toISOString();
        s.badges.push({ ...badge, awardedAt });
        return {
          id: badge.id,
          label: badge.label,
          seat: badge.seat,
          multiplierTenths: badge.multiplierTenths,
          awardedAt,
        };
      },
      async setMultiplier(userId, multiplierTenths) {
        const user = s.users.get(userId);
        if (user) user.multiplierTenths = multiplierTenths;
      },
    },
    pools: {
      async lockMoney(id) {
        const pool = s.pools.get(id);
        if (!pool) return null;
        const approvedCount = [...s.submissions.values()].filter(
          (x) => x.poolId === id && x.status === 'approved',
        ).length;
        return { paidOutCents: pool.paidOutCents, approvedCount };
      },
      async update(id, draft) {
        const pool = s.pools.get(id);
        if (!pool) return;
        if (draft.totalAmountCents < pool.paidOutCents) throw new Error('reward_pools_paid_out_within_total');
        Object.assign(pool, {
          projectId: draft.projectId,
          totalCents: draft.totalAmountCents,
          rateCents: draft.rewardRateCents,
          unit: draft.rewardUnit,
        });
      },
      async delete(id) {
        s.pools.delete(id);
        for (const [key, sub] of s.submissions) if (sub.poolId === id) s.submissions.delete(key);
      },
    },
  };
}

/**
 * One transaction at a time, on a copy that replaces the state only when the work
 * resolves. `runs` counts them, `failures` counts the rolled-back ones.
 */
/** A pending submission of pool-1, as a creator's fresh submission stands. */
export const pendingSubmission = (id: string, kolId: string): MemorySubmission => ({
  id,
  poolId: 'pool-1',
  kolId,
  status: 'pending',
  payoutCents: 0,
  views: null,
  postViews: null,
  approvalRound: 0,
  reviewNote: null,
  updatedAt: new Date(0),
});

export function memoryUnitOfWork(state: MemoryState): UnitOfWork & {
  state: () => MemoryState;
  runs: number;
  failures: number;
} {
  let current = state;
  let queue: Promise<unknown> = Promise.resolve();
  const uow = {
    runs: 0,
    failures: 0,
    state: () => current,
    run<T>(work: (tx: TransactionRepositories) => Promise<T>): Promise<T> {
      const next = queue.then(async () => {
        uow.runs += 1;
        const copy = structuredClone(current);
        try {
          const result = await work(storesOver(copy));
          current = copy;
          return result;
        } catch (e) {
          uow.failures += 1;
          throw e;
        }
      });
      queue = next.catch(() => {});
      return next;
    },
  };
  return uow;
}

/** The submission reads a review returns, over the committed state of `uow`. */
export function memorySubmissionReads(
  uow: ReturnType<typeof memoryUnitOfWork>,
): Pick<SubmissionRepository, 'findById' | 'reviews'> {
  return {
    findById: async (id) => recordOf(uow.state(), id),
    async reviews(submissionId): Promise<SubmissionReview[]> {
      return uow
        .state()
        .audits.filter((a) => a.submissionId === submissionId)
        .map((a) => ({
          id: a.id,
          submissionId: a.submissionId,
          staffId: a.staffId,
          staffUsername: a.staffUsername,
          fromStatus: a.fromStatus,
          toStatus: a.toStatus,
          payoutDeltaUsd: a.payoutDeltaCents / 100,
          note: a.note,
          createdAt: a.at.toISOString(),
        }));
    },
  };
}

/** Deterministic ids and a fixed clock for use-case tests. */
export function counterIds() {
  let n = 0;
  const next = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
  return { uuid: next, referralCode: () => `REF${++n}`, secretToken: () => `token-${++n}` };
}

export const fixedClock = (iso = '2026-11-23T12:00:00Z') => {
  let now = new Date(iso);
  return {
    now: () => now,
    set: (d: Date) => {
      now = d;
    },
  };
};

/** A submission as the repository's `findById` reads it, from the in-memory state. */
function recordOf(s: MemoryState, id: string): SubmissionRecord | null {
  const sub = s.submissions.get(id);
  const pool = sub && s.pools.get(sub.poolId);
  if (!sub || !pool) return null;
  return {
    id: sub.id,
    rewardPoolId: pool.id,
    projectId: pool.projectId,
    poolTitle: 'Pool',
    kolId: sub.kolId,
    kolUsername: null,
    contentUrl: `https://x.com/k/status/${sub.id}`,
    notes: null,
    status: sub.status,
    views: sub.views,
    payoutCents: sub.payoutCents,
    reviewNote: sub.reviewNote,
    createdAt: new Date(0),
    updatedAt: sub.updatedAt,
  };
}
