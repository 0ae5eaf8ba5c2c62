import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Appeals } from '#core/use-cases/trust/appeals.use-case.ts';
import type { OwnRankQuery as OwnRankUseCase } from '#core/use-cases/trust/own-rank.use-case.ts';
import { routeTable } from '#contracts/route-table.ts';

export interface TrustRoutesOptions {
  ownRank: OwnRankUseCase;
  appeals: Appeals;
}

/** Own rank and appeals (docs/methodology.md, "Own rank", "Appeals"). */
export const trustRoutes: FastifyPluginAsyncTypebox<TrustRoutesOptions> = async (app, opts) => {
  const session = [{ session: [] }];
  const staffToken = [{ staffToken: [] }];

  app.get(
    '/api/me/rank',
    {
      config: { access: 'user' },
      schema: {
        tags: ['rankings'],
        summary: "The signed-in creator's own leaderboard row: position by Mindmark Score and its page",
        security: session,
        ...routeTable['GET /api/me/rank'],
      },
    },
    async (req) => opts.ownRank(req.caller.user, req.query.pageSize),
  );

  app.get(
    '/api/me/appeals',
    {
      config: { access: 'user' },
      schema: {
        tags: ['appeals'],
        summary: "The signed-in creator's appeals, newest first",
        security: session,
        ...routeTable['GET /api/me/appeals'],
      },
    },
    async (req) => ({ data: req.caller.user ? await opts.appeals.mine(req.caller.user) : [] }),
  );

  app.post(
    '/api/me/appeals',
    {
      config: { access: 'user' },
      schema: {
        tags: ['appeals'],
        summary: 'Appeal a discount on one of your own posts (one open appeal per post, 5 a day)',
        security: session,
        ...routeTable['POST /api/me/appeals'],
      },
    },
    async (req, reply) => reply.status(201).send(await opts.appeals.file(req.caller.user, req.body)),
  );

  app.get(
    '/api/admin/appeals',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['appeals'],
        summary: 'The appeals queue (admin): open ones oldest first',
        security: staffToken,
        ...routeTable['GET /api/admin/appeals'],
      },
    },
    async (req) =>
      opts.appeals.queue(
        req.query.status === 'all' ? null : req.query.status,
        req.query.page,
        req.query.limit,
      ),
  );

  app.post(
    '/api/admin/appeals/:id/decision',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['appeals'],
        summary:
          'Uphold or overturn an open appeal with a note (admin); an overturn counts from the next run',
        security: staffToken,
        ...routeTable['POST /api/admin/appeals/:id/decision'],
      },
    },
    async (req) => opts.appeals.decide(req.caller.staff, req.params.id, req.body),
  );
};
