/**
 * A pool's public payout statement (docs/rewards.md, "Payout statement"): the ledger
 * rows, the net allocation per submission, and a Merkle tree over the allocations so
 * anyone can check that one allocation belongs to the published root.
 *
 * Tree: leaves sorted ascending (as 32-byte values); each level pairs neighbours
 * left to right, a parent is hash(min(a, b) ‖ max(a, b)), an odd last node moves up
 * unchanged; the root of no leaves is 32 zero bytes. A proof is the list of siblings
 * from leaf to root, and checking it folds the same sorted-pair hash, which is what
 * OpenZeppelin's MerkleProof.verify does. The hashing itself (keccak256 of the ABI
 * encoding) is an adapter's: core stays free of libraries.
 */
export type Hex = `0x${string}`;

export interface LedgerEntry {
  entryId: string;
  submissionId: string;
  /** The creator's X handle; '' when the KOL profile was removed since. */
  kolHandle: string;
  kind: 'payout' | 'reversal';
  /** Signed: payouts ≥ 0, reversals ≤ 0. */
  amountCents: number;
  at: Date;
}

export interface Allocation {
  submissionId: string;
  kolHandle: string;
  /** Net of the submission's payouts and reversals: what it holds now, ≥ 0. */
  amountCents: number;
}

export interface StatementHasher {
  leaf(poolId: string, allocation: Allocation): Hex;
  /** hash(a ‖ b) of two 32-byte values, in the order given. */
  pair(a: Hex, b: Hex): Hex;
}

export const EMPTY_ROOT: Hex = `0x${'0'.repeat(64)}`;

/** One allocation per submission with a ledger row, sorted by submission id. */
export function allocationsOf(entries: readonly LedgerEntry[]): Allocation[] {
  const bySubmission = new Map<string, Allocation>();
  for (const e of entries) {
    const a = bySubmission.get(e.submissionId);
    if (a) a.amountCents += e.amountCents;
    else
      bySubmission.set(e.submissionId, {
        submissionId: e.submissionId,
        kolHandle: e.kolHandle,
        amountCents: e.amountCents,
      });
  }
  return [...bySubmission.values()].sort((a, b) =>
    a.submissionId < b.submissionId ? -1 : a.submissionId > b.submissionId ? 1 : 0,
  );
}

const sortedPair = (hasher: StatementHasher, a: Hex, b: Hex): Hex =>
  a.toLowerCase() <= b.toLowerCase() ? hasher.pair(a, b) : hasher.pair(b, a);

/** Every level of the tree, leaves first (sorted), root last. */
export function merkleLevels(leaves: readonly Hex[], hasher: StatementHasher): Hex[][] {
  const first = leaves.map((l) => l.toLowerCase() as Hex).sort();
  const levels: Hex[][] = [first];
  let level = first;
  while (level.length > 1) {
    const next: Hex[] = [];
    for (let i = 0; i < level.length; i += 2) {
      next.push(i + 1 < level.length ? sortedPair(hasher, level[i], level[i + 1]) : level[i]);
    }
    levels.push(next);
    level = next;
  }
  return levels;
}

export const merkleRootOf = (levels: readonly Hex[][]): Hex => levels[levels.length - 1][0] ?? EMPTY_ROOT;

/** The siblings from `leaf` up to the root, or null when the leaf is not in the tree. */
export function merkleProof(levels: readonly Hex[][], leaf: Hex): Hex[] | null {
  let index = levels[0].indexOf(leaf.toLowerCase() as Hex);
  if (index < 0) return null;
  const proof: Hex[] = [];
  for (const level of levels.slice(0, -1)) {
    const sibling = index % 2 === 0 ? index + 1 : index - 1;
    if (sibling < level.length) proof.push(level[sibling]);
    index = Math.floor(index / 2);
  }
  return proof;
}

export function verifyMerkleProof(
  leaf: Hex,
  proof: readonly Hex[],
  root: Hex,
  hasher: StatementHasher,
): boolean {
  let node = leaf.toLowerCase() as Hex;
  for (const sibling of proof) node = sortedPair(hasher, node, sibling.toLowerCase() as Hex);
  return node === root.toLowerCase();
}
