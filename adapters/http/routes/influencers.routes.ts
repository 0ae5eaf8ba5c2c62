import type { FastifyPluginAsyncTypebox, Static } from '@fastify/type-provider-typebox';
import type { BrowseRankings } from '#core/use-cases/browse-rankings.use-case.ts';
import type { ManageCatalog } from '#core/use-cases/manage-catalog.use-case.ts';
import type { ProfileLookup as Lookup } from '#core/use-cases/lookup-profile.use-case.ts';
import type { InfluencerPage } from '#contracts/schemas/influencers.schema.ts';
import {
  presentInfluencer,
  presentInfluencerPage,
  presentInfluencers,
} from '../presenters/influencer.presenter.ts';
import { servedPages } from '../served-page.ts';
import type { VersionedCache } from '../versioned-cache.ts';
import { routeTable } from '#contracts/route-table.ts';

export interface InfluencerRoutesOptions {
  rankings: BrowseRankings;
  lookupProfile: (username: string) => Promise<Lookup>;
  catalog: ManageCatalog;
  /** Serialized leaderboard pages per rankings version; the leaderboard is the hot read. */
  pageCache: VersionedCache;
}

const tags = ['influencers'];
const access = { access: 'public' as const, caller: 'none' as const };

export const influencerRoutes: FastifyPluginAsyncTypebox<InfluencerRoutesOptions> = async (app, opts) => {
  const sendPage = servedPages();
  app.get(
    '/api/influencers',
    {
      config: access,
      schema: {
        tags,
        summary: 'KOLs by the product score (mindoMetric), at most 100',
        ...routeTable['GET /api/influencers'],
      },
    },
    async (req) => presentInfluencers(await opts.rankings.influencersTop(req.query.limit)),
  );

  app.get(
    '/api/influencers/paginate',
    {
      config: access,
      schema: {
        tags,
        summary: 'The leaderboard, paged; deep pages cost what the first does',
        ...routeTable['GET /api/influencers/paginate'],
      },
    },
    async (req, reply) => {
      const q = req.query;
      const body = await opts.pageCache.get(
        `${q.page}|${q.limit}|${q.sortField}|${q.sortDirection}`,
        async () =>
          // The route's own response serializer, so a cached page is exactly what the schema sends.
          Buffer.from(
            reply.serialize(presentInfluencerPage(await opts.rankings.influencersPage(q))) as string,
          ),
      );
      // Already serialized JSON (gzip or br when accepted, 304 on a matching ETag): Fastify sends a
      // Buffer as is, the typed reply only knows the object form.
      const page = sendPage(req, reply, body);
      const sent = page instanceof Promise ? await page : page;
      return reply.send((sent ?? undefined) as unknown as Static<typeof InfluencerPage>);
    },
  );

  app.get(
    '/api/influencers/search-protokols/:username',
    {
      config: access,
      schema: {
        tags,
        summary: 'Profile lookup by X username (live from X when configured, else the stored account)',
        ...routeTable['GET /api/influencers/search-protokols/:username'],
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
        ...routeTable['GET /api/influencers/:id'],
      },
    },
    async (req) => presentInfluencer(await opts.rankings.influencer(req.params.id)),
  );

  app.get(
    '/api/influencers/:id/score',
    {
      config: access,
      schema: {
        tags,
        summary: 'The KOL score rebuilt from its components, with every discount',
        ...routeTable['GET /api/influencers/:id/score'],
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
        ...routeTable['POST /api/influencers'],
      },
    },
    async (req, reply) => reply.status(201).send(presentInfluencer(await opts.catalog.createKol(req.body))),
  );

  app.post(
    '/api/influencers/enrich',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Look a username up on X and create or refresh the KOL (admin)',
        security,
        ...routeTable['POST /api/influencers/enrich'],
      },
    },
    async (req) => presentInfluencer(await opts.catalog.enrichKol(req.body.username)),
  );

  app.put(
    '/api/influencers/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Update a KOL (admin)',
        security,
        ...routeTable['PUT /api/influencers/:id'],
      },
    },
    async (req) => presentInfluencer(await opts.catalog.updateKol(req.params.id, req.body)),
  );

  app.delete(
    '/api/influencers/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a KOL and their posts (admin)',
        security,
        ...routeTable['DELETE /api/influencers/:id'],
      },
    },
    async (req, reply) => {
      await opts.catalog.deleteKol(req.params.id);
      return reply.status(204).send(null);
    },
  );
};
