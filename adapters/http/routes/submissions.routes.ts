import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { onSendHookHandler } from 'fastify';
import { Type } from 'typebox';
import type { ReviewSubmission } from '#core/use-cases/rewards/review-submission.use-case.ts';
import type { Submissions } from '#core/use-cases/rewards/submissions.use-case.ts';
import { errorResponses, IdParams, NoQuery } from '../schemas/common.schema.ts';
import {
  ReviewBody,
  SubmissionListQuery,
  SubmissionReviewSchema,
  SubmissionSchema,
  SubmitBody,
} from '../schemas/submissions.schema.ts';

export interface SubmissionRoutesOptions {
  submissions: Submissions;
  reviewSubmission: ReviewSubmission;
}

/**
 * The pool page shows a failed submission's `error` as is (spec section 8), so this
 * route's error bodies carry the human message in `error` as well as in `message`;
 * the shape stays the uniform `{ statusCode, error, message, details? }`.
 */
export const humanErrorBody: onSendHookHandler = async (_request, reply, payload) => {
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
  try {
    const body = JSON.parse(payload) as { error?: unknown; message?: unknown };
    if (typeof body.message !== 'string') return payload;
    return JSON.stringify({ ...body, error: body.message });
  } catch {
    return payload;
  }
};

export const submissionRoutes: FastifyPluginAsyncTypebox<SubmissionRoutesOptions> = async (app, opts) => {
  const tags = ['reward submissions'];
  const staffSecurity = [{ staffToken: [] }];

  app.post(
    '/api/submissions',
    {
      config: { access: 'user' },
      onSend: humanErrorBody,
      schema: {
        tags,
        summary:
          'A signed-in creator submits a post to an active pool; on failure `error` holds a message to show as is',
        security: [{ session: [] }],
        querystring: NoQuery,
        body: SubmitBody,
        response: { 201: SubmissionSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await opts.submissions.submit(request.caller, request.body)),
  );

  app.get(
    '/api/me/submissions',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "The signed-in creator's own submissions, newest first",
        security: [{ session: [] }],
        querystring: NoQuery,
        response: { 200: Type.Array(SubmissionSchema), ...errorResponses(401) },
      },
    },
    async (request) => opts.submissions.listMine(request.caller),
  );

  app.get(
    '/api/submissions',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "Submissions, newest first (PROJECT staff: their own project's only)",
        security: staffSecurity,
        querystring: SubmissionListQuery,
        response: { 200: Type.Array(SubmissionSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => opts.submissions.listForStaff(request.caller, request.query),
  );

  app.get(
    '/api/submissions/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "One submission (PROJECT staff: their own project's only)",
        security: staffSecurity,
        params: IdParams,
        querystring: NoQuery,
        response: { 200: SubmissionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => opts.submissions.getForStaff(request.caller, request.params.id),
  );

  app.patch(
    '/api/submissions/:id',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary:
          'Reviews a submission: approving books a capped payout, leaving approved reverses it; every review is audited',
        security: staffSecurity,
        params: IdParams,
        querystring: NoQuery,
        body: ReviewBody,
        response: { 200: SubmissionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => opts.reviewSubmission.review(request.caller, request.params.id, request.body),
  );

  app.get(
    '/api/submissions/:id/reviews',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "A submission's review audit: who, when, from, to, and the payout moved",
        security: staffSecurity,
        params: IdParams,
        querystring: NoQuery,
        response: { 200: Type.Array(SubmissionReviewSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => opts.reviewSubmission.history(request.caller, request.params.id),
  );
};
