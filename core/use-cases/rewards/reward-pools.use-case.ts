import { centsToDollars } from '../../domain/money.ts';
import {
  type PoolStatus,
  poolDeletable,
  type RewardPoolRecord,
  toPoolView,
  totalCoversPaidOut,
} from '../../domain/reward-pool.ts';
import { type PoolInput, parsePoolInput } from '../../domain/reward-pool-input.ts';
import { conflict, forbidden, invalid, notFound } from '../../errors.ts';
import {
  type Caller,
  canManageProject,
  projectScope,
  type StaffCaller,
} from '../../policies/access.policy.ts';
import type { Clock } from '../../ports/clock.port.ts';
import type { IdGenerator } from '../../ports/id-generator.port.ts';
import type { RewardPoolRepository } from '../../ports/reward-pool-repository.port.ts';
import type { UnitOfWork } from '../../ports/unit-of-work.port.ts';

/** Staff see hidden projects' pools within their scope; everyone else only visible ones. */
function canRead(caller: Caller, pool: RewardPoolRecord): boolean {
  if (caller.staff && canManageProject(caller.staff, pool.projectId)) return true;
  return !pool.projectHidden;
}

function requireManager(caller: Caller, projectId: string): StaffCaller {
  const staff = caller.staff;
  if (!staff) throw forbidden('Staff sign-in required');
  if (!canManageProject(staff, projectId)) throw forbidden("You can only manage your own project's pools");
  return staff;
}

export function makeRewardPools(deps: {
  uow: UnitOfWork;
  pools: RewardPoolRepository;
  ids: IdGenerator;
  clock: Clock;
  /** The methodology version in force now: a new pool is pinned to it. */
  methodologyVersion: () => string;
}) {
  const { pools } = deps;

  const load = async (id: string) => {
    const pool = await pools.findById(id);
    if (!pool) throw notFound('Reward pool');
    return pool;
  };

  return {
    async list(caller: Caller, filter: { projectId?: string; status?: PoolStatus }) {
      const scope = caller.staff ? projectScope(caller.staff) : ({ kind: 'public' } as const);
      return (await pools.list({ scope, ...filter })).map(toPoolView);
    },

    async get(caller: Caller, id: string) {
      const pool = await load(id);
      if (!canRead(caller, pool)) throw notFound('Reward pool');
      return toPoolView(pool);
    },

    async create(caller: Caller, input: PoolInput) {
      const draft = parsePoolInput(input);
      requireManager(caller, draft.projectId);
      if (!(await pools.projectExists(draft.projectId))) {
        throw invalid('projectId does not match any project', [
          { field: 'projectId', message: 'does not match any project' },
        ]);
      }
      const id = deps.ids.uuid();
      await pools.create(id, draft, deps.methodologyVersion(), deps.clock.now());
      return toPoolView(await load(id));
    },

    async update(caller: Caller, id: string, input: PoolInput) {
      const current = await load(id);
      requireManager(caller, current.projectId);
      const draft = parsePoolInput(input);
      // Moving a pool to another project needs the right to manage both.
      if (draft.projectId !== current.projectId) {
        requireManager(caller, draft.projectId);
        if (!(await pools.projectExists(draft.projectId))) {
          throw invalid('projectId does not match any project', [
            { field: 'projectId', message: 'does not match any project' },
          ]);
        }
      }
      // Under the pool's row lock, so no approval lands between the check and the write.
      await deps.uow.run(async (tx) => {
        const money = await tx.pools.lockMoney(id);
        if (!money) throw notFound('Reward pool');
        if (!totalCoversPaidOut(draft.totalAmountCents, money)) {
          throw conflict(
            `totalAmountUsd cannot be below the $${centsToDollars(money.paidOutCents).toFixed(2)} already paid out`,
          );
        }
        await tx.pools.update(id, draft, deps.clock.now());
      });
      return toPoolView(await load(id));
    },

    async remove(caller: Caller, id: string) {
      const current = await load(id);
      requireManager(caller, current.projectId);
      await deps.uow.run(async (tx) => {
        const money = await tx.pools.lockMoney(id);
        if (!money) throw notFound('Reward pool');
        if (!poolDeletable(money)) {
          throw conflict('This pool has approved payouts and cannot be deleted: close it instead');
        }
        await tx.pools.delete(id);
      });
    },

    /** For the project pages: each project's total reward pool, in cents. */
    totalCentsByProject: (projectIds: string[]) => pools.totalCentsByProject(projectIds),
  };
}

export type RewardPools = ReturnType<typeof makeRewardPools>;
