import type { ApiRoutes } from '@mindmark/mfe-kit/api-contract.ts';
import { type RewardListParams, rewardListQuery } from './admin-lists.ts';
import type { StaffCall } from './admin-session.tsx';

export type Submission = ApiRoutes['GET /api/submissions']['response'][number];
export type SubmissionStatus = Submission['status'];
export type Preview = ApiRoutes['POST /api/admin/submissions/:id/review-preview']['response'];
export type Review = ApiRoutes['GET /api/submissions/:id/reviews']['response'][number];

/** The longest reviewer note the server takes (docs/rewards.md). */
export const REVIEW_NOTE_MAX = 500;

export const SUBMISSION_STATUSES: SubmissionStatus[] = ['pending', 'approved', 'rejected'];

/** What a review changes: the queue, the submission, its pool's numbers, ledger and list. */
export const REVIEW_WRITES = [
  ['admin-submissions'],
  ['admin-submission'],
  ['admin-pools'],
  ['admin-pool'],
  ['admin-pool-ledger'],
  ['admin-pool-submissions'],
  ['admin-submission-reviews'],
  ['admin-review-preview'],
] as const;

export const submissionsService = (call: StaffCall) => ({
  /** One page of the review queue (pending first, oldest first), filtered on the server. */
  async page(p: RewardListParams & { pool: string }) {
    const res = await call('GET /api/admin/submissions', {
      query: {
        ...rewardListQuery(p),
        status: (p.status || undefined) as SubmissionStatus | undefined,
        rewardPoolId: p.pool || undefined,
      },
    });
    return { rows: res.data, total: res.total, limit: res.limit };
  },
  get: (id: string) => call('GET /api/submissions/:id', { params: { id } }),
  list: (filter: { status?: string; rewardPoolId?: string }) =>
    call('GET /api/submissions', {
      query: {
        status: (filter.status || undefined) as SubmissionStatus | undefined,
        rewardPoolId: filter.rewardPoolId || undefined,
      },
    }),
  preview: (id: string, status: SubmissionStatus, views?: number | null) =>
    call('POST /api/admin/submissions/:id/review-preview', {
      params: { id },
      body: views === undefined ? { status } : { status, views },
    }),
  /** A review; `note` goes to the creator and replaces the last one (none when left empty). */
  review: (id: string, status: SubmissionStatus, views?: number | null, note?: string) =>
    call('PATCH /api/submissions/:id', {
      params: { id },
      body: {
        status,
        ...(views === undefined ? {} : { views }),
        ...(note?.trim() ? { note: note.trim() } : {}),
      },
    }),
  reviews: (id: string) => call('GET /api/submissions/:id/reviews', { params: { id } }),
  kol: (id: string) => call('GET /api/influencers/:id', { params: { id } }),
});
