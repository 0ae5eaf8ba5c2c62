import { Type } from 'typebox';
import { IsoDateTime, Nullable, Uuid } from './common.schema.ts';

const Hex32 = Type.String({ pattern: '^0x[0-9a-f]{64}$', description: '32 bytes, lower-case hex' });

export const ProofParams = Type.Object({ id: Uuid, submissionId: Uuid });

/** A pool's public payout statement (docs/rewards.md, "Payout statement"). */
export const PayoutStatement = Type.Object({
  poolId: Type.String(),
  poolTitle: Type.String(),
  projectHandle: Nullable(Type.String()),
  status: Type.String(),
  methodologyVersion: Type.String(),
  currency: Type.Literal('USD'),
  totalAmountUsd: Type.Number(),
  paidOutUsd: Type.Number(),
  asOf: Nullable(IsoDateTime),
  leafEncoding: Type.String(),
  treeRule: Type.String(),
  merkleRoot: Hex32,
  allocations: Type.Array(
    Type.Object({
      submissionId: Type.String(),
      kolHandle: Type.String({ description: "The creator's X handle ('' if the profile was removed)" }),
      amountCents: Type.Integer({ minimum: 0, description: 'Net of payouts and reversals: the leaf value' }),
      amountUsd: Type.Number(),
      leaf: Hex32,
    }),
  ),
  entries: Type.Array(
    Type.Object({
      entryId: Type.String(),
      submissionId: Type.String(),
      kolHandle: Type.String(),
      kind: Type.Union([Type.Literal('payout'), Type.Literal('reversal')]),
      amountUsd: Type.Number({ description: 'Signed: reversals are negative' }),
      at: IsoDateTime,
    }),
  ),
});

export const PayoutProof = Type.Object({
  poolId: Type.String(),
  submissionId: Type.String(),
  kolHandle: Type.String(),
  amountCents: Type.Integer({ minimum: 0 }),
  amountUsd: Type.Number(),
  leaf: Hex32,
  proof: Type.Array(Hex32, { description: 'Siblings from the leaf up to the root' }),
  merkleRoot: Hex32,
  leafEncoding: Type.String(),
});

/** A CSV answer, declared per media type so the OpenAPI document says text/csv, not JSON. */
export const CsvFile = (columns: string) => ({
  description: `CSV (RFC 4180), columns: ${columns}`,
  content: { 'text/csv': { schema: Type.String({ description: columns }) } },
});

export const STATEMENT_CSV_COLUMNS =
  'pool_id, entry_id, submission_id, kol_handle, kind, amount_usd, at, methodology_version, merkle_root';
export const RANKING_CSV_COLUMNS =
  'position, twitter_username, display_name, mindo_metric, kol_score, quality_score, proof_of_work, engagement_rate, smart_followers, followers, total_posts, methodology_version';
