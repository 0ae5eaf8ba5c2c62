import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Appeals } from '#core/use-cases/trust/appeals.use-case.ts';
import type { OwnRankQuery as OwnRankUseCase } from '#core/use-cases/trust/own-rank.use-case.ts';
import { errorResponses, IdParams, NoQuery } from '../schemas/common.schema.ts';
import {
  AppealBody,
  AppealDecisionBody,
  AppealQueueQuery,
  OwnAppeal,
  OwnAppealList,
  OwnRank,
  OwnRankQuery,
  StaffAppeal,
  StaffAppealPage,
} from '../schemas/trust.schema.ts';

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
        querystring: OwnRankQuery,
        response: { 200: OwnRank, ...errorResponses(400, 401, 403, 404) },
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
        querystring: NoQuery,
        response: { 200: OwnAppealList, ...errorResponses(400, 401) },
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
        querystring: NoQuery,
        body: AppealBody,
        response: { 201: OwnAppeal, ...errorResponses(400, 401, 403, 404, 409, 429) },
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
        querystring: AppealQueueQuery,
        response: { 200: StaffAppealPage, ...errorResponses(400, 401, 403) },
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
        params: IdParams,
        querystring: NoQuery,
        body: AppealDecisionBody,
        response: { 200: StaffAppeal, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => opts.appeals.decide(req.caller.staff, req.params.id, req.body),
  );
};
