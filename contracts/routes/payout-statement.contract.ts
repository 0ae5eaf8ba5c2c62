import { errorResponses, IdParams, NoQuery } from '../schemas/common.schema.ts';
import { InfluencerPageQuery } from '../schemas/influencers.schema.ts';
import {
  CsvFile,
  PayoutProof,
  PayoutStatement,
  ProofParams,
  RANKING_CSV_COLUMNS,
  STATEMENT_CSV_COLUMNS,
} from '../schemas/payout-statement.schema.ts';

/** Payout statements of reward pools and the rankings' CSV exports (docs/rewards.md, docs/methodology.md). */
export const payoutStatementRoutes = {
  'GET /api/reward-pools/:id/statement': {
    params: IdParams,
    querystring: NoQuery,
    response: { 200: PayoutStatement, ...errorResponses(400, 404) },
  },
  'GET /api/reward-pools/:id/statement.csv': {
    params: IdParams,
    querystring: NoQuery,
    response: { 200: CsvFile(STATEMENT_CSV_COLUMNS), ...errorResponses(400, 404) },
  },
  'GET /api/reward-pools/:id/statement/proof/:submissionId': {
    params: ProofParams,
    querystring: NoQuery,
    response: { 200: PayoutProof, ...errorResponses(400, 404) },
  },
  'GET /api/influencers/paginate.csv': {
    querystring: InfluencerPageQuery,
    response: { 200: CsvFile(RANKING_CSV_COLUMNS), ...errorResponses(400) },
  },
  'GET /api/projects/:id/influencers.csv': {
    params: IdParams,
    querystring: NoQuery,
    response: { 200: CsvFile(RANKING_CSV_COLUMNS), ...errorResponses(400, 404) },
  },
} as const;
