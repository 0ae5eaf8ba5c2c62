import type { KolSortField, ProjectSortField, UserSortField } from '../domain/admin-lists.ts';
import type { Paged } from '../domain/paged.ts';
import type { PoolStatus, RewardPoolRecord } from '../domain/reward-pool.ts';
import type { SubmissionStatus } from '../domain/reward-submission.ts';
import type { StaffRole } from '../domain/user.ts';
import type { ProjectScope } from '../policies/access.policy.ts';
import type { SubmissionRecord } from './submission-repository.port.ts';

/** A search over one admin list: free text, a page, and the sort the list offers. */
export interface DirectoryQuery<F extends string = string> {
  search: string | null;
  page: number;
  limit: number;
  sortField: F;
  sortDirection: 'asc' | 'desc';
}

/** A page of reward pools or submissions, filtered; the order is fixed per list. */
export interface RewardListQuery {
  search: string | null;
  page: number;
  limit: number;
  projectId: string | null;
}

export interface PoolPageQuery extends RewardListQuery {
  status: PoolStatus | null;
}

export interface SubmissionPageQuery extends RewardListQuery {
  status: SubmissionStatus | null;
  rewardPoolId: string | null;
}

export type { KolSortField, ProjectSortField, UserSortField };

export interface AdminProjectRow {
  id: string;
  twitterUsername: string;
  twitterDisplayName: string | null;
  twitterAvatarUrl: string | null;
  mindsharePercent: number | null;
  twitterFollowersCount: number | null;
  coinMarketCap: number | null;
  coinPrice: number | null;
  featured: boolean;
  hidden: boolean;
  poolCount: number;
}

export interface AdminKolRow {
  id: string;
  twitterUsername: string;
  twitterDisplayName: string | null;
  twitterAvatarUrl: string | null;
  twitterFollowersCount: number | null;
  smartFollowersCount: number | null;
  submissionCount: number;
  createdAt: Date;
}

/** A creator account as staff see it: counts only, never a wallet address. */
export interface AdminUserRow {
  id: string;
  email: string | null;
  twitterHandle: string | null;
  xVerified: boolean;
  walletCount: number;
  earnedPoints: number;
  referrals: number;
  createdAt: Date;
}

export interface StaffListRow {
  id: string;
  username: string;
  role: StaffRole;
  projectId: string | null;
  projectName: string | null;
  disabled: boolean;
  createdAt: Date;
}

/** The searchable, paged lists of the admin app; rows come ready to show. */
export interface AdminDirectory {
  projects(scope: ProjectScope, query: DirectoryQuery<ProjectSortField>): Promise<Paged<AdminProjectRow>>;
  kols(query: DirectoryQuery<KolSortField>): Promise<Paged<AdminKolRow>>;
  users(query: DirectoryQuery<UserSortField>): Promise<Paged<AdminUserRow>>;
  staff(): Promise<StaffListRow[]>;
  /** Pools of the scope, newest first; search on the title and the project's name. */
  pools(scope: ProjectScope, query: PoolPageQuery): Promise<Paged<RewardPoolRecord>>;
  /**
   * The review queue: pending first, then oldest first (the longest wait on top);
   * search on the creator's handle, the content URL and the pool's title.
   */
  submissions(scope: ProjectScope, query: SubmissionPageQuery): Promise<Paged<SubmissionRecord>>;
}
