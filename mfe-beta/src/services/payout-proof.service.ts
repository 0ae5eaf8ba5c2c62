/**
 * "Verify my payout", in the browser (docs/rewards.md, "Leaf encoding and tree"):
 * rebuilds the leaf from the allocation's own fields and folds the inclusion proof
 * into a root, with viem loaded only when someone asks (never on first load).
 */
export interface ProofToCheck {
  poolId: string;
  submissionId: string;
  kolHandle: string;
  amountCents: number;
  proof: string[];
}

export interface ProofCheck {
  ok: boolean;
  leaf: string;
  computedRoot: string;
}

type Hex = `0x${string}`;

export async function verifyPayoutProof(p: ProofToCheck, publishedRoot: string): Promise<ProofCheck> {
  const { concat, encodeAbiParameters, keccak256, parseAbiParameters } = await import('viem');
  const leaf = keccak256(
    encodeAbiParameters(
      parseAbiParameters('string poolId, string submissionId, string kolHandle, uint256 amountCents'),
      [p.poolId, p.submissionId, p.kolHandle, BigInt(p.amountCents)],
    ),
  );
  let node: Hex = leaf;
  for (const s of p.proof as Hex[]) {
    const sibling = s.toLowerCase() as Hex;
    node = keccak256(node < sibling ? concat([node, sibling]) : concat([sibling, node]));
  }
  return { ok: node === publishedRoot.toLowerCase(), leaf, computedRoot: node };
}
