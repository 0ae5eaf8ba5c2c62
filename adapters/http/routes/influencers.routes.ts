import type { FastifyPluginAsyncTypebox, Static } from '@fastify/type-provider-typebox';
import type { BrowseRankings } from '#core/use-cases/browse-rankings.use-case.ts';
import type { ManageCatalog } from '#core/use-cases/manage-catalog.use-case.ts';
import type { ProfileLookup as Lookup } from '#core/use-cases/lookup-profile.use-case.ts';
import { errorResponses, IdParams } from '../schemas/common.schema.ts';
import {
  EnrichBody,
  Influencer,
  KolInputBody,
  NoContent,
  InfluencerList,
  InfluencerListQuery,
  InfluencerPage,
  InfluencerPageQuery,
  ProfileLookup,
  ScoreBreakdown,
  UsernameParams,
} from '../schemas/influencers.schema.ts';
import type { VersionedCache } from '../versioned-cache.ts';

export interface InfluencerRoutesOptions {
  rankings: BrowseRankings;
  lookupProfile: (username: string) => Promise<Lookup>;
  catalog: ManageCatalog;
  /** Serialized leaderboard pages per rankings version; the leaderboard is the hot read. */
  pageCache: VersionedCache;
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
    async (req, reply) => {
      const q = req.query;
      const body = await opts.pageCache.get(
        `${q.page}|${q.limit}|${q.sortField}|${q.sortDirection}`,
        async () =>
          // The route's own response serializer, so a cached page is exactly what the schema sends.
          Buffer.from(reply.serialize(await opts.rankings.influencersPage(q)) as string),
      );
      // Already serialized JSON: Fastify sends a Buffer as is, the typed reply only knows the object form.
      return reply
        .type('application/json; charset=utf-8')
        .send(body as unknown as Static<typeof InfluencerPage>);
    },
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

  const admin = { access: 'admin' as const };
  const security = [{ staffToken: [] }];

  app.post(
    '/api/influencers',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a KOL (admin)',
        security,
        body: KolInputBody,
        response: { 201: Influencer, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (req, reply) => reply.status(201).send(await opts.catalog.createKol(req.body)),
  );

  app.post(
    '/api/influencers/enrich',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Look a username up on X and create or refresh the KOL (admin)',
        security,
        body: EnrichBody,
        response: { 200: Influencer, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req) => opts.catalog.enrichKol(req.body.username),
  );

  app.put(
    '/api/influencers/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Update a KOL (admin)',
        security,
        params: IdParams,
        body: KolInputBody,
        response: { 200: Influencer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => opts.catalog.updateKol(req.params.id, req.body),
  );

  app.delete(
    '/api/influencers/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a KOL and their posts (admin)',
        security,
        params: IdParams,
        response: { 204: NoContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      await opts.catalog.deleteKol(req.params.id);
      return reply.status(204).send(null);
    },
  );
};
