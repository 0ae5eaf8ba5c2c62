import type { BadgeStore } from './badge-repository.port.ts';
import type { PointsStore } from './points-ledger.port.ts';
import type { PoolStore } from './reward-pool-repository.port.ts';
import type { SubmissionReviewStore } from './submission-repository.port.ts';

/**
 * Repositories bound to one database transaction. They read and write rows only: the
 * use case running the unit of work decides every amount, key and limit
 * (docs/architecture.md, "Rules in one place").
 */
export interface TransactionRepositories {
  reviews: SubmissionReviewStore;
  points: PointsStore;
  badges: BadgeStore;
  pools: PoolStore;
}

/**
 * Runs `work` in one transaction: everything it wrote commits when it resolves and
 * nothing does when it throws. Row locks taken inside (`lock…` methods) are held until
 * then, which is how concurrent reviews and awards are serialized.
 */
export interface UnitOfWork {
  run<T>(work: (tx: TransactionRepositories) => Promise<T>): Promise<T>;
}
