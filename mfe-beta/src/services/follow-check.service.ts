import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import type { ApiResponse } from '@mindmark/mfe-kit/api-contract.ts';

export type FollowCheck = ApiResponse<'POST /api/me/missions/follow-x/check'>;

/**
 * Starts the follow check and reads it until X has answered: the server asks X in a job
 * and answers `checking` at once (docs/operations.md, "Jobs"), so the button waits here,
 * not on an open request. Gives up reading after `maxWaitMs` (the job keeps running; a
 * later check shows its outcome).
 */
export async function checkFollowOnX(
  api: ApiClient,
  { intervalMs = 1000, maxWaitMs = 45_000 }: { intervalMs?: number; maxWaitMs?: number } = {},
): Promise<FollowCheck> {
  let answer: FollowCheck = await api.call('POST /api/me/missions/follow-x/check');
  const until = Date.now() + maxWaitMs;
  while (answer.status === 'checking' && answer.checkId && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    answer = await api.call('GET /api/me/missions/follow-x/check/:id', { params: { id: answer.checkId } });
  }
  return answer;
}

/** What the card says after a check. */
export function followCheckNote(result: FollowCheck): string {
  switch (result.status) {
    case 'completed':
      return `Thanks for following! +${result.pointsAwarded} points.`;
    case 'not-following':
      return 'We could not find your follow yet. Follow us on X, then check again.';
    case 'unverified':
      return 'Follows cannot be checked right now (X is not connected on this server).';
    case 'checking':
      return 'X is slow to answer: we keep checking, look again in a minute.';
    case 'failed':
      return result.message ?? 'X did not answer: try again later.';
  }
}
