import { MAX_PAGE_LIMIT } from '../../domain/paged.ts';
import type { PoolStatus } from '../../domain/reward-pool.ts';
import type { SubmissionStatus } from '../../domain/reward-submission.ts';
import { forbidden, invalid, unauthorized } from '../../errors.ts';
import { type Caller, type ProjectScope, projectScope } from '../../policies/access.policy.ts';
import type {
  AdminDirectory,
  DirectoryQuery,
  KolSortField,
  ProjectSortField,
  RewardListQuery,
  UserSortField,
} from '../../ports/admin-directory.port.ts';
import { toPoolView } from '../../domain/reward-pool.ts';
import { toSubmissionView } from '../rewards/submissions.use-case.ts';

export interface ListInput<F extends string> {
  search?: string;
  page?: number;
  limit?: number;
  sortField?: F;
  sortDirection?: 'asc' | 'desc';
}

export interface RewardListInput {
  search?: string;
  page?: number;
  limit?: number;
  projectId?: string;
}

const MAX_SEARCH = 100;

function paging(input: { search?: string; page?: number; limit?: number }) {
  const search = input.search?.trim() ?? '';
  if (search.length > MAX_SEARCH) throw invalid(`search: at most ${MAX_SEARCH} characters`);
  return {
    search: search || null,
    page: Math.max(1, input.page ?? 1),
    limit: Math.min(MAX_PAGE_LIMIT, Math.max(1, input.limit ?? 20)),
  };
}

function query<F extends string>(input: ListInput<F>, defaultSort: F): DirectoryQuery<F> {
  return {
    ...paging(input),
    sortField: input.sortField ?? defaultSort,
    sortDirection: input.sortDirection ?? 'desc',
  };
}

/**
 * The caller's scope for a reward list. A PROJECT member asking for another project
 * (a typed or shared URL) gets a refusal that says why, not an empty page.
 */
function rewardScope(caller: Caller, input: RewardListInput): [ProjectScope, RewardListQuery] {
  if (!caller.staff) throw unauthorized('Staff sign-in required');
  const scope = projectScope(caller.staff);
  if (
    input.projectId &&
    scope.kind !== 'all' &&
    (scope.kind === 'none' || scope.projectId !== input.projectId)
  ) {
    throw forbidden("You can only see your own project's pools and submissions");
  }
  return [scope, { ...paging(input), projectId: input.projectId ?? null }];
}

const iso = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

/**
 * The admin app's lists. PROJECT staff get their own project only; the other lists
 * are admin routes, which the access plugin enforces before this runs.
 */
export function makeAdminDirectory(deps: { directory: AdminDirectory }) {
  return {
    async projects(caller: Caller, input: ListInput<ProjectSortField>) {
      if (!caller.staff) throw unauthorized('Staff sign-in required');
      return deps.directory.projects(projectScope(caller.staff), query(input, 'mindsharePercent'));
    },
    async kols(input: ListInput<KolSortField>) {
      const page = await deps.directory.kols(query(input, 'twitterFollowersCount'));
      return { ...page, data: page.data.map(iso) };
    },
    async users(input: ListInput<UserSortField>) {
      const page = await deps.directory.users(query(input, 'createdAt'));
      return { ...page, data: page.data.map(iso) };
    },
    /** Reward pools of the caller's scope, newest first. */
    async pools(caller: Caller, input: RewardListInput & { status?: PoolStatus }) {
      const [scope, q] = rewardScope(caller, input);
      const page = await deps.directory.pools(scope, { ...q, status: input.status ?? null });
      return { ...page, data: page.data.map(toPoolView) };
    },
    /** The review queue of the caller's scope: pending first, oldest first. */
    async submissions(
      caller: Caller,
      input: RewardListInput & { status?: SubmissionStatus; rewardPoolId?: string },
    ) {
      const [scope, q] = rewardScope(caller, input);
      const page = await deps.directory.submissions(scope, {
        ...q,
        status: input.status ?? null,
        rewardPoolId: input.rewardPoolId ?? null,
      });
      return { ...page, data: page.data.map(toSubmissionView) };
    },
  };
}

export type AdminDirectoryUseCase = ReturnType<typeof makeAdminDirectory>;
