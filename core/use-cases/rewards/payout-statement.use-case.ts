import { centsText, toCsv } from '../../domain/csv.ts';
import { centsToDollars } from '../../domain/money.ts';
import {
  allocationsOf,
  type Hex,
  merkleLevels,
  merkleProof,
  merkleRootOf,
  type StatementHasher,
} from '../../domain/payout-statement.ts';
import type { RewardPoolRecord } from '../../domain/reward-pool.ts';
import { DomainError, notFound } from '../../errors.ts';
import { type Caller, canManageProject } from '../../policies/access.policy.ts';
import type { RewardPoolRepository } from '../../ports/reward-pool-repository.port.ts';

/** How a third party rebuilds a leaf: stated in every statement, documented in docs/rewards.md. */
export const LEAF_ENCODING =
  'keccak256(abi.encode(string poolId, string submissionId, string kolHandle, uint256 amountCents))';
export const TREE_RULE =
  'leaves sorted ascending; parent = keccak256(min(a,b) ‖ max(a,b)); an odd last node moves up unchanged; no leaves = 32 zero bytes';

/**
 * Public payout statements: who was paid what from a pool, and a Merkle root over the
 * net allocations (docs/rewards.md). Same visibility as the pool: a hidden project's
 * pool is 404 except for the staff who manage it. Handles only: no wallets, no emails.
 */
export function makePayoutStatements(deps: {
  pools: Pick<RewardPoolRepository, 'findById' | 'ledger'>;
  hasher: StatementHasher;
}) {
  const load = async (caller: Caller, poolId: string): Promise<RewardPoolRecord> => {
    const pool = await deps.pools.findById(poolId);
    const visible =
      pool && (!pool.projectHidden || (caller.staff && canManageProject(caller.staff, pool.projectId)));
    if (!pool || !visible) throw notFound('Reward pool');
    return pool;
  };

  const build = async (caller: Caller, poolId: string) => {
    const pool = await load(caller, poolId);
    const entries = await deps.pools.ledger(pool.id);
    const allocations = allocationsOf(entries).map((a) => ({ ...a, leaf: deps.hasher.leaf(pool.id, a) }));
    const levels = merkleLevels(
      allocations.map((a) => a.leaf),
      deps.hasher,
    );
    return { pool, entries, allocations, levels, root: merkleRootOf(levels) };
  };

  return {
    async statement(caller: Caller, poolId: string) {
      const { pool, entries, allocations, root } = await build(caller, poolId);
      const last = entries[entries.length - 1];
      return {
        poolId: pool.id,
        poolTitle: pool.title,
        projectHandle: pool.project?.twitterUsername ?? null,
        status: pool.status,
        methodologyVersion: pool.methodologyVersion,
        currency: 'USD' as const,
        totalAmountUsd: centsToDollars(pool.totalAmountCents),
        paidOutUsd: centsToDollars(pool.paidOutCents),
        asOf: last ? last.at.toISOString() : null,
        leafEncoding: LEAF_ENCODING,
        treeRule: TREE_RULE,
        merkleRoot: root,
        allocations: allocations.map((a) => ({
          submissionId: a.submissionId,
          kolHandle: a.kolHandle,
          amountCents: a.amountCents,
          amountUsd: centsToDollars(a.amountCents),
          leaf: a.leaf,
        })),
        entries: entries.map((e) => ({
          entryId: e.entryId,
          submissionId: e.submissionId,
          kolHandle: e.kolHandle,
          kind: e.kind,
          amountUsd: centsToDollars(e.amountCents),
          at: e.at.toISOString(),
        })),
      };
    },

    /** The ledger rows as CSV, each row carrying the root and version it belongs to. */
    async statementCsv(caller: Caller, poolId: string) {
      const { pool, entries, root } = await build(caller, poolId);
      const csv = toCsv(
        [
          'pool_id',
          'entry_id',
          'submission_id',
          'kol_handle',
          'kind',
          'amount_usd',
          'at',
          'methodology_version',
          'merkle_root',
        ],
        entries.map((e) => [
          pool.id,
          e.entryId,
          e.submissionId,
          e.kolHandle,
          e.kind,
          centsText(e.amountCents),
          e.at.toISOString(),
          pool.methodologyVersion,
          root,
        ]),
      );
      return { csv, filename: `payout-statement-${pool.id}.csv` };
    },

    async proof(caller: Caller, poolId: string, submissionId: string) {
      const { pool, allocations, levels, root } = await build(caller, poolId);
      const allocation = allocations.find((a) => a.submissionId === submissionId);
      const proof = allocation ? merkleProof(levels, allocation.leaf) : null;
      if (!allocation || !proof) {
        throw new DomainError('NOT_FOUND', "This submission has no payout in this pool's statement");
      }
      return {
        poolId: pool.id,
        submissionId,
        kolHandle: allocation.kolHandle,
        amountCents: allocation.amountCents,
        amountUsd: centsToDollars(allocation.amountCents),
        leaf: allocation.leaf,
        proof: proof as Hex[],
        merkleRoot: root,
        leafEncoding: LEAF_ENCODING,
      };
    },
  };
}

export type PayoutStatements = ReturnType<typeof makePayoutStatements>;
