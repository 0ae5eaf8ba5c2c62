import type { Kysely } from 'kysely';
import type { TransactionRepositories, UnitOfWork } from '#core/ports/unit-of-work.port.ts';
import type { Database } from './database.ts';
import { badgeStore } from './repositories/badge.repository.ts';
import { pointsStore } from './repositories/points-ledger.repository.ts';
import { poolStore } from './repositories/reward-pool.repository.ts';
import { submissionReviewStore } from './repositories/submission-review.repository.ts';

/** The repositories a unit of work hands out, bound to its transaction. */
export function transactionRepositories(db: Kysely<Database>): TransactionRepositories {
  return {
    reviews: submissionReviewStore(db),
    points: pointsStore(db),
    badges: badgeStore(db),
    pools: poolStore(db),
  };
}

/** One database transaction per `run` (docs/architecture.md, "Unit of work"). */
export function unitOfWork(db: Kysely<Database>): UnitOfWork {
  return {
    run: (work) => db.transaction().execute((trx) => work(transactionRepositories(trx))),
  };
}
