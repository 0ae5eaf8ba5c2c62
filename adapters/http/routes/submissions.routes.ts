import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { onSendHookHandler } from 'fastify';
import type { ReviewSubmission } from '#core/use-cases/rewards/review-submission.use-case.ts';
import type { Submissions } from '#core/use-cases/rewards/submissions.use-case.ts';
import { routeTable } from '#contracts/route-table.ts';

export interface SubmissionRoutesOptions {
  submissions: Submissions;
  reviewSubmission: ReviewSubmission;
}

/**
 * The pool page shows a failed submission's `error` as is (docs/rewards.md), so this
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
        ...routeTable['POST /api/submissions'],
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
        ...routeTable['GET /api/me/submissions'],
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
        ...routeTable['GET /api/submissions'],
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
        ...routeTable['GET /api/submissions/:id'],
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
        ...routeTable['PATCH /api/submissions/:id'],
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
        ...routeTable['GET /api/submissions/:id/reviews'],
      },
    },
    async (request) => opts.reviewSubmission.history(request.caller, request.params.id),
  );
};
