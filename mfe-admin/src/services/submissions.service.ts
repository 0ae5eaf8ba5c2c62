import type { ApiRoutes } from '@mindmark/mfe-kit/api-contract.ts';
import type { StaffCall } from './admin-session.tsx';

export type Submission = ApiRoutes['GET /api/submissions']['response'][number];
export type SubmissionStatus = Submission['status'];
export type Preview = ApiRoutes['POST /api/admin/submissions/:id/review-preview']['response'];
export type Review = ApiRoutes['GET /api/submissions/:id/reviews']['response'][number];

export const SUBMISSION_STATUSES: SubmissionStatus[] = ['pending', 'approved', 'rejected'];

export const submissionsService = (call: StaffCall) => ({
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
  review: (id: string, status: SubmissionStatus, views?: number | null) =>
    call('PATCH /api/submissions/:id', {
      params: { id },
      body: views === undefined ? { status } : { status, views },
    }),
  reviews: (id: string) => call('GET /api/submissions/:id/reviews', { params: { id } }),
  kol: (id: string) => call('GET /api/influencers/:id', { params: { id } }),
});

/**
 * The review queue's order: pending first, then oldest first, so the submission that
 * has waited longest is at the top (the server lists newest first).
 */
export function queueOrder(rows: Submission[]): Submission[] {
  const rank = (s: SubmissionStatus) => (s === 'pending' ? 0 : 1);
  return [...rows].sort(
    (a, b) =>
      rank(a.status) - rank(b.status) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
}
