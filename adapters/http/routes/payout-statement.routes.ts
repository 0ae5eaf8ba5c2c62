import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeTable } from '#contracts/route-table.ts';
import type { PayoutStatements } from '#core/use-cases/rewards/payout-statement.use-case.ts';

export interface PayoutStatementRoutesOptions {
  statements: PayoutStatements;
}

/**
 * Public payout statements of reward pools (docs/rewards.md): JSON with the Merkle
 * root, the same ledger as CSV, and one submission's inclusion proof.
 */
export const payoutStatementRoutes: FastifyPluginAsyncTypebox<PayoutStatementRoutesOptions> = async (
  app,
  opts,
) => {
  const tags = ['reward pools'];
  const config = { access: 'public' as const };

  app.get(
    '/api/reward-pools/:id/statement',
    {
      config,
      schema: {
        tags,
        summary: "A pool's payout statement: ledger rows, net allocations and their Merkle root",
        ...routeTable['GET /api/reward-pools/:id/statement'],
      },
    },
    async (request) => opts.statements.statement(request.caller, request.params.id),
  );

  app.get(
    '/api/reward-pools/:id/statement.csv',
    {
      config,
      schema: {
        tags,
        summary: "A pool's payout ledger as CSV, each row with the methodology version and Merkle root",
        produces: ['text/csv'],
        ...routeTable['GET /api/reward-pools/:id/statement.csv'],
      },
    },
    async (request, reply) => {
      const { csv, filename } = await opts.statements.statementCsv(request.caller, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );

  app.get(
    '/api/reward-pools/:id/statement/proof/:submissionId',
    {
      config,
      schema: {
        tags,
        summary: "One submission's allocation and its Merkle inclusion proof",
        ...routeTable['GET /api/reward-pools/:id/statement/proof/:submissionId'],
      },
    },
    async (request) => opts.statements.proof(request.caller, request.params.id, request.params.submissionId),
  );
};
