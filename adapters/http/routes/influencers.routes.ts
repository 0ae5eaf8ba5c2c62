import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { BrowseRankings } from '#core/use-cases/browse-rankings.use-case.ts';
import type { ProfileLookup as Lookup } from '#core/use-cases/lookup-profile.use-case.ts';
import { errorResponses, IdParams } from '../schemas/common.schema.ts';
import {
  Influencer,
  InfluencerList,
  InfluencerListQuery,
  InfluencerPage,
  InfluencerPageQuery,
  ProfileLookup,
  ScoreBreakdown,
  UsernameParams,
} from '../schemas/influencers.schema.ts';

export interface InfluencerRoutesOptions {
  rankings: BrowseRankings;
  lookupProfile: (username: string) => Promise<Lookup>;
}

const tags = ['influencers'];
const access = { access: 'public' as const };

export const influencerRoutes: FastifyPluginAsyncTypebox<InfluencerRoutesOptions> = async (app, opts) => {
  app.get(
    '/api/influencers',
    {
      config: access,
      schema: {
        tags,
        summary: 'KOLs by the product score (mindoMetric), at most 100',
        querystring: InfluencerListQuery,
        response: { 200: InfluencerList, ...errorResponses(400) },
      },
    },
    async (req) => opts.rankings.influencersTop(req.query.limit),
  );

  app.get(
    '/api/influencers/paginate',
    {
      config: access,
      schema: {
        tags,
        summary: 'The leaderboard, paged; deep pages cost what the first does',
        querystring: InfluencerPageQuery,
        response: { 200: InfluencerPage, ...errorResponses(400) },
      },
    },
    async (req) => opts.rankings.influencersPage(req.query),
  );

  app.get(
    '/api/influencers/search-protokols/:username',
    {
      config: access,
      schema: {
        tags,
        summary: 'Profile lookup by X username (live from X when configured, else the stored account)',
        params: UsernameParams,
        response: { 200: ProfileLookup, ...errorResponses(400, 404, 503) },
      },
    },
    async (req) => ({ data: await opts.lookupProfile(req.params.username) }),
  );

  app.get(
    '/api/influencers/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'One KOL with every profile-dialog field',
        params: IdParams,
        response: { 200: Influencer, ...errorResponses(400, 404) },
      },
    },
    async (req) => opts.rankings.influencer(req.params.id),
  );

  app.get(
    '/api/influencers/:id/score',
    {
      config: access,
      schema: {
        tags,
        summary: 'The KOL score rebuilt from its components, with every discount',
        params: IdParams,
        response: { 200: ScoreBreakdown, ...errorResponses(400, 404) },
      },
    },
    async (req) => opts.rankings.influencerScore(req.params.id),
  );
};
