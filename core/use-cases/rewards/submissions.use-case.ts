import { parseContentUrl } from '../../domain/content-url.ts';
import { centsToDollars } from '../../domain/money.ts';
import { hostBelongsTo, normalizePlatform, PLATFORMS, type Platform } from '../../domain/platforms.ts';
import {
  MAX_NOTES_LENGTH,
  type RewardSubmission,
  type SubmissionStatus,
} from '../../domain/reward-submission.ts';
import { conflict, forbidden, invalid, notFound, unauthorized } from '../../errors.ts';
import { type Caller, canManageProject, projectScope } from '../../policies/access.policy.ts';
import type { Clock } from '../../ports/clock.port.ts';
import type { IdGenerator } from '../../ports/id-generator.port.ts';
import type { RewardPoolRepository } from '../../ports/reward-pool-repository.port.ts';
import type { SubmissionRecord, SubmissionRepository } from '../../ports/submission-repository.port.ts';

export interface SubmitContentInput {
  rewardPoolId?: string | null;
  contentUrl?: string | null;
  notes?: string | null;
  /** Accepted from older clients that send it; must be the signed-in creator's own when present. */
  kolId?: string | null;
}

export function toSubmissionView(s: SubmissionRecord): RewardSubmission {
  return {
    id: s.id,
    rewardPoolId: s.rewardPoolId,
    kolId: s.kolId,
    contentUrl: s.contentUrl,
    notes: s.notes,
    status: s.status,
    views: s.views,
    payoutUsd: centsToDollars(s.payoutCents),
    reviewNote: s.reviewNote,
    kol: s.kolUsername === null ? null : { twitterUsername: s.kolUsername },
    rewardPool: { projectId: s.projectId, title: s.poolTitle },
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const platformList = (platforms: Platform[]) =>
  platforms.map((p) => `${p} (${PLATFORMS[p].join(', ')})`).join(', ');

export function makeSubmissions(deps: {
  pools: Pick<RewardPoolRepository, 'findSubmissionTarget'>;
  submissions: Pick<SubmissionRepository, 'create' | 'findById' | 'list'>;
  ids: IdGenerator;
  clock: Clock;
}) {
  return {
    /** A creator submits a post to a pool; every refusal says what to do about it. */
    async submit(caller: Caller, input: SubmitContentInput) {
      const user = caller.user;
      if (!user) throw unauthorized('Sign in with X to submit content');
      if (!user.kolId) {
        throw forbidden('Only creators with a KOL profile can submit: sign in with your X account first');
      }
      if (input.kolId && input.kolId !== user.kolId) {
        throw forbidden('You can only submit content as yourself: remove kolId or use your own');
      }
      const poolId = input.rewardPoolId?.trim() ?? '';
      if (!poolId) {
        throw invalid('Choose the reward pool to submit to', [
          { field: 'rewardPoolId', message: 'is required' },
        ]);
      }
      const pool = UUID.test(poolId) ? await deps.pools.findSubmissionTarget(poolId) : null;
      if (!pool || pool.projectHidden) throw notFound('Reward pool');
      if (pool.status !== 'active') {
        throw conflict(
          pool.status === 'upcoming'
            ? 'This pool has not opened yet: come back when it is active'
            : 'This pool is closed and no longer accepts submissions',
        );
      }
      if (pool.deadline && deps.clock.now().getTime() > pool.deadline.getTime()) {
        throw conflict(`The deadline of this pool passed on ${pool.deadline.toISOString()}`);
      }

      const contentUrl = input.contentUrl?.trim() ?? '';
      if (!contentUrl)
        throw invalid('Enter the link to your post', [{ field: 'contentUrl', message: 'is required' }]);
      const url = parseContentUrl(contentUrl);
      if (!url) {
        throw invalid('The content link must be a full http(s) URL, such as https://x.com/you/status/123', [
          { field: 'contentUrl', message: 'must be an http(s) URL' },
        ]);
      }
      const platforms = pool.platforms.map(normalizePlatform).filter((p): p is Platform => p !== null);
      if (platforms.length > 0 && !platforms.some((p) => hostBelongsTo(url.host, p))) {
        throw invalid(`This pool accepts links from ${platformList(platforms)} only`, [
          { field: 'contentUrl', message: 'is not on one of the pool platforms' },
        ]);
      }
      const notes = input.notes?.trim() || null;
      if (notes && notes.length > MAX_NOTES_LENGTH) {
        throw invalid(`Notes must be at most ${MAX_NOTES_LENGTH.toLocaleString('en-US')} characters`, [
          { field: 'notes', message: `must be at most ${MAX_NOTES_LENGTH} characters` },
        ]);
      }

      const created = await deps.submissions.create({
        id: deps.ids.uuid(),
        rewardPoolId: pool.id,
        kolId: user.kolId,
        contentUrl: url.href,
        normalizedUrl: url.normalized,
        notes,
        at: deps.clock.now(),
      });
      if (created === 'duplicate') throw conflict('This link has already been submitted to this pool');
      return toSubmissionView(created);
    },

    /** Staff listing: PROJECT staff only ever see their own project's submissions. */
    async listForStaff(caller: Caller, filter: { rewardPoolId?: string; status?: SubmissionStatus }) {
      if (!caller.staff) throw unauthorized('Staff sign-in required');
      const rows = await deps.submissions.list({ scope: projectScope(caller.staff), ...filter });
      return rows.map(toSubmissionView);
    },

    async getForStaff(caller: Caller, id: string) {
      if (!caller.staff) throw unauthorized('Staff sign-in required');
      const record = await deps.submissions.findById(id);
      if (!record) throw notFound('Submission');
      if (!canManageProject(caller.staff, record.projectId)) {
        throw forbidden("You can only see your own project's submissions");
      }
      return toSubmissionView(record);
    },

    /** The signed-in creator's own submissions, newest first. */
    async listMine(caller: Caller) {
      const kolId = caller.user?.kolId;
      if (!caller.user) throw unauthorized('Sign in with X first');
      if (!kolId) return [];
      return (await deps.submissions.list({ scope: { kind: 'kol', kolId } })).map(toSubmissionView);
    },
  };
}

export type Submissions = ReturnType<typeof makeSubmissions>;
