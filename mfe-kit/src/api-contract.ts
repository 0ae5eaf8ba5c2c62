import type { Static } from 'typebox';
import type { ErrorBody } from '../../adapters/http/schemas/common.schema.ts';
import type { InfluencerList, InfluencerPage } from '../../adapters/http/schemas/influencers.schema.ts';
import type { Project, ProjectList, ProjectPage } from '../../adapters/http/schemas/projects.schema.ts';
import type { NarrativeList } from '../../adapters/http/schemas/rankings.schema.ts';
import type { SubmissionSchema, SubmitBody } from '../../adapters/http/schemas/submissions.schema.ts';
import type {
  FollowCheckResponse,
  SocialCardResponse,
} from '../../adapters/http/schemas/social-card.schema.ts';
import type { ClientConfig } from '../../adapters/http/schemas/system.schema.ts';
import type {
  AddWalletBody,
  AddWalletResponse,
  OwnWalletsResponse,
  RemoveWalletBody,
  RemoveWalletResponse,
  WalletNonceResponse,
} from '../../adapters/http/schemas/wallets.schema.ts';
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
  'POST /api/wallets/nonce': { body: undefined; response: Static<typeof WalletNonceResponse> };
  'POST /api/wallets/add': { body: Static<typeof AddWalletBody>; response: Static<typeof AddWalletResponse> };
  'POST /api/wallets/remove': {
    body: Static<typeof RemoveWalletBody>;
    response: Static<typeof RemoveWalletResponse>;
  };
  'GET /api/me/wallets': { body: undefined; response: Static<typeof OwnWalletsResponse> };
  'POST /api/submissions': { body: Static<typeof SubmitBody>; response: Static<typeof SubmissionSchema> };
}

export type ApiRoute = keyof ApiRoutes;
export type ApiErrorBody = Static<typeof ErrorBody>;
export type ClientConfigBody = Static<typeof ClientConfig>;
export type NarrativeRow = Static<typeof NarrativeList>[number];
export type InfluencerRow = Static<typeof InfluencerPage>['data'][number];
export type ProjectRow = Static<typeof ProjectList>[number];
export type PoolRow = ProjectRow['rewardPools'][number];
export type SocialCard = Static<typeof SocialCardResponse>;
export type OwnWallet = Static<typeof OwnWalletsResponse>['wallets'][number];
