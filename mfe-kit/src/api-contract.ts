import type { Static } from 'typebox';
import type {
  AdminKolPage,
  AdminProjectPage,
  AdminUserPage,
  CreateStaffBody,
  CreateStaffResponse,
  LedgerRow,
  PayoutPreview,
  RankingRunsResponse,
  RewardPlatforms,
  StaffDisabledBody,
  StaffRow,
} from '../../adapters/http/schemas/admin.schema.ts';
import type { ErrorBody } from '../../adapters/http/schemas/common.schema.ts';
import type {
  Influencer,
  InfluencerList,
  InfluencerPage,
  KolInputBody,
  ProfileLookup,
} from '../../adapters/http/schemas/influencers.schema.ts';
import type {
  Project,
  ProjectInputBody,
  ProjectList,
  ProjectPage,
} from '../../adapters/http/schemas/projects.schema.ts';
import type { RankingRun } from '../../adapters/http/schemas/rankings.schema.ts';
import type { RewardPoolBody, RewardPoolSchema } from '../../adapters/http/schemas/reward-pools.schema.ts';
import type { NarrativeList } from '../../adapters/http/schemas/rankings.schema.ts';
import type {
  ReviewBody,
  SubmissionReviewSchema,
  SubmissionSchema,
  SubmitBody,
} from '../../adapters/http/schemas/submissions.schema.ts';
import type {
  FollowCheckResponse,
  SocialCardResponse,
} from '../../adapters/http/schemas/social-card.schema.ts';
import type { ClientConfig } from '../../adapters/http/schemas/system.schema.ts';
import type {
  AdminLoginRequest,
  AdminLoginResponse,
  AdminUser,
  EmailLoginRequest,
  EmailLoginResponse,
  Ok,
  SessionUser,
  TrackRequest,
  TwitterLoginRequest,
} from './auth-contract.ts';

/**
 * Every call the front ends make, keyed by method and path, with the request body and
 * the response body. Each type comes from the server's TypeBox schemas, so changing a
 * route's schema breaks the front end's type-check.
 */
export interface ApiRoutes {
  'GET /config': { body: undefined; response: Static<typeof ClientConfig> };
  'GET /api/auth/me': { body: undefined; response: SessionUser };
  'POST /api/auth/logout': { body: undefined; response: Ok };
  'POST /api/auth/login/email': { body: EmailLoginRequest; response: EmailLoginResponse };
  'POST /api/auth/login/twitter': { body: TwitterLoginRequest; response: { user: SessionUser } };
  'POST /api/auth/admin/login': { body: AdminLoginRequest; response: AdminLoginResponse };
  'GET /api/auth/admin/me': { body: undefined; response: AdminUser };
  'POST /api/track': { body: TrackRequest; response: Ok };
  'GET /api/narratives': { body: undefined; response: Static<typeof NarrativeList> };
  'GET /api/influencers/paginate': { body: undefined; response: Static<typeof InfluencerPage> };
  'GET /api/projects/paginate': { body: undefined; response: Static<typeof ProjectPage> };
  'GET /api/projects/featured': { body: undefined; response: Static<typeof ProjectList> };
  'GET /api/projects/slug/:slug': { body: undefined; response: Static<typeof Project> };
  'GET /api/projects/:id/influencers': { body: undefined; response: Static<typeof InfluencerList> };
  'GET /api/me/social-card': { body: undefined; response: Static<typeof SocialCardResponse> };
  'POST /api/me/missions/follow-x/check': { body: undefined; response: Static<typeof FollowCheckResponse> };
  'POST /api/submissions': { body: Static<typeof SubmitBody>; response: Static<typeof SubmissionSchema> };
  // Staff (the admin app): every call carries the bearer token.
  'GET /api/admin/projects': { body: undefined; response: Static<typeof AdminProjectPage> };
  'GET /api/projects/:id': { body: undefined; response: Static<typeof Project> };
  'POST /api/projects': { body: Static<typeof ProjectInputBody>; response: Static<typeof Project> };
  'PUT /api/projects/:id': { body: Static<typeof ProjectInputBody>; response: Static<typeof Project> };
  'DELETE /api/projects/:id': { body: undefined; response: null };
  'GET /api/influencers/search-protokols/:username': {
    body: undefined;
    response: Static<typeof ProfileLookup>;
  };
  'GET /api/admin/kols': { body: undefined; response: Static<typeof AdminKolPage> };
  'GET /api/influencers/:id': { body: undefined; response: Static<typeof Influencer> };
  'POST /api/influencers': { body: Static<typeof KolInputBody>; response: Static<typeof Influencer> };
  'PUT /api/influencers/:id': { body: Static<typeof KolInputBody>; response: Static<typeof Influencer> };
  'DELETE /api/influencers/:id': { body: undefined; response: null };
  'POST /api/influencers/enrich': { body: { username: string }; response: Static<typeof Influencer> };
  'GET /api/admin/users': { body: undefined; response: Static<typeof AdminUserPage> };
  'GET /api/reward-pools': { body: undefined; response: Static<typeof RewardPoolSchema>[] };
  'GET /api/reward-pools/:id': { body: undefined; response: Static<typeof RewardPoolSchema> };
  'POST /api/reward-pools': {
    body: Static<typeof RewardPoolBody>;
    response: Static<typeof RewardPoolSchema>;
  };
  'PUT /api/reward-pools/:id': {
    body: Static<typeof RewardPoolBody>;
    response: Static<typeof RewardPoolSchema>;
  };
  'DELETE /api/reward-pools/:id': { body: undefined; response: { ok: true } };
  'GET /api/admin/reward-platforms': { body: undefined; response: Static<typeof RewardPlatforms> };
  'GET /api/admin/reward-pools/:id/ledger': { body: undefined; response: Static<typeof LedgerRow>[] };
  'GET /api/submissions': { body: undefined; response: Static<typeof SubmissionSchema>[] };
  'PATCH /api/submissions/:id': {
    body: Static<typeof ReviewBody>;
    response: Static<typeof SubmissionSchema>;
  };
  'GET /api/submissions/:id/reviews': { body: undefined; response: Static<typeof SubmissionReviewSchema>[] };
  'POST /api/admin/submissions/:id/review-preview': {
    body: Static<typeof ReviewBody>;
    response: Static<typeof PayoutPreview>;
  };
  'GET /api/admin/rankings/runs': { body: undefined; response: Static<typeof RankingRunsResponse> };
  'POST /api/admin/rankings/recompute': { body: undefined; response: Static<typeof RankingRun> };
  'GET /api/admin/staff': { body: undefined; response: Static<typeof StaffRow>[] };
  'POST /api/admin/staff': {
    body: Static<typeof CreateStaffBody>;
    response: Static<typeof CreateStaffResponse>;
  };
  'PUT /api/admin/staff/:username/disabled': { body: Static<typeof StaffDisabledBody>; response: Ok };
}

export type ApiRoute = keyof ApiRoutes;
export type ApiErrorBody = Static<typeof ErrorBody>;
export type ClientConfigBody = Static<typeof ClientConfig>;
export type NarrativeRow = Static<typeof NarrativeList>[number];
export type InfluencerRow = Static<typeof InfluencerPage>['data'][number];
export type ProjectRow = Static<typeof ProjectList>[number];
export type PoolRow = ProjectRow['rewardPools'][number];
export type SocialCard = Static<typeof SocialCardResponse>;
