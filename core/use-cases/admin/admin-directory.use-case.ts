import { MAX_PAGE_LIMIT } from '../../domain/paged.ts';
import { invalid, unauthorized } from '../../errors.ts';
import { type Caller, projectScope } from '../../policies/access.policy.ts';
import type {
  AdminDirectory,
  DirectoryQuery,
  KolSortField,
  ProjectSortField,
  UserSortField,
} from '../../ports/admin-directory.port.ts';

export interface ListInput<F extends string> {
  search?: string;
  page?: number;
  limit?: number;
  sortField?: F;
  sortDirection?: 'asc' | 'desc';
}

const MAX_SEARCH = 100;

function query<F extends string>(input: ListInput<F>, defaultSort: F): DirectoryQuery<F> {
  const search = input.search?.trim() ?? '';
  if (search.length > MAX_SEARCH) throw invalid(`search: at most ${MAX_SEARCH} characters`);
  return {
    search: search || null,
    page: Math.max(1, input.page ?? 1),
    limit: Math.min(MAX_PAGE_LIMIT, Math.max(1, input.limit ?? 20)),
    sortField: input.sortField ?? defaultSort,
    sortDirection: input.sortDirection ?? 'desc',
  };
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
  };
}

export type AdminDirectoryUseCase = ReturnType<typeof makeAdminDirectory>;
