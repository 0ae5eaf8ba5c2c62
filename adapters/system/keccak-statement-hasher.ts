import { concat, encodeAbiParameters, keccak256, parseAbiParameters } from 'viem';
import type { StatementHasher } from '#core/domain/payout-statement.ts';

/**
 * The leaf encoding of payout statements (docs/rewards.md, "Leaf encoding"):
 * keccak256(abi.encode(string poolId, string submissionId, string kolHandle, uint256 amountCents)).
 * One hash is enough: an ABI encoding of four strings and a number is at least 224
 * bytes, so no leaf preimage can pass for the 64-byte preimage of an inner node.
 */
export const LEAF_ABI = 'string poolId, string submissionId, string kolHandle, uint256 amountCents';
const leafParams = parseAbiParameters(LEAF_ABI);

export const keccakStatementHasher: StatementHasher = {
  leaf: (poolId, a) =>
    keccak256(encodeAbiParameters(leafParams, [poolId, a.submissionId, a.kolHandle, BigInt(a.amountCents)])),
  pair: (a, b) => keccak256(concat([a, b])),
};
