import t from 'tap';
import { concat, encodeAbiParameters, type Hex, keccak256, parseAbiParameters } from 'viem';
import { keccakStatementHasher as hasher } from '#adapters/system/keccak-statement-hasher.ts';
import { merkleLevels, merkleProof, merkleRootOf } from '#core/domain/payout-statement.ts';
import { verifyPayoutProof } from '../../../mfe-beta/src/services/payout-proof.service.ts';

/**
 * The worked example of docs/methodology.md ("Re-verifying a payout statement without
 * our code"): the page's numbers, computed by the recipe in its prose, by the server's
 * tree and by the browser's check, so the page cannot drift from the code.
 */
const POOL = '0b1e5c1a-7f3e-4c2d-9a4b-2f6d8e1c3a50';
const ALLOCATIONS = [
  { submissionId: '3f2a9c4e-1b7d-4e8a-b5c6-0d9e8f7a6b51', kolHandle: 'alice_onchain', amountCents: 1250 },
  { submissionId: '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e42', kolHandle: 'bob_builds', amountCents: 0 },
  { submissionId: 'c4b3a291-8f7e-4d6c-9b5a-4e3d2c1b0a93', kolHandle: 'carol_card', amountCents: 2500 },
];
const DOC = {
  leaves: [
    '0x25a47a8ad106bdc857816944c23b577eda18e014dca41674717548fa50c28bdf',
    '0x84da709ecf52a79d6f04be244042519b3977cf045a3b8b5f33e29fda44bcc837',
    '0x13b522204d879a46ebcdbc8c8b401624b52760f5deb11a5dfc093adc9f3920c8',
  ],
  firstPair: '0xea6cd35bd7917d92f05425f5c28f2b22e792361f53e98408e0a2f082521c08a6',
  root: '0x383c2a41ec077ff96f52bc7101b457392ba08e5f891ae4155b0fedf08ff0b162',
  tamperedCarol: '0x6c3adc2fcc13788fdd069d33272d6e6db908c4c12570bf0c978e28398b80d787',
};

// The recipe as the page words it, with viem and nothing of ours.
const leafOf = (a: (typeof ALLOCATIONS)[number]) =>
  keccak256(
    encodeAbiParameters(
      parseAbiParameters('string poolId, string submissionId, string kolHandle, uint256 amountCents'),
      [POOL, a.submissionId, a.kolHandle, BigInt(a.amountCents)],
    ),
  );
const parent = (a: Hex, b: Hex) => keccak256(a < b ? concat([a, b]) : concat([b, a]));

t.test("the page's leaves, pair and root, by the page's recipe", async (t) => {
  const leaves = ALLOCATIONS.map(leafOf);
  t.same(leaves, DOC.leaves, 'the three leaves');
  const [carol, alice, bob] = [...leaves].sort();
  t.equal(carol, DOC.leaves[2], 'carol sorts first');
  const first = parent(carol as Hex, alice as Hex);
  t.equal(first, DOC.firstPair);
  t.equal(parent(first, bob as Hex), DOC.root, 'bob moves up unchanged, then the last pair is the root');
  t.equal(
    leafOf({ ...(ALLOCATIONS[2] as (typeof ALLOCATIONS)[number]), amountCents: 2501 }),
    DOC.tamperedCarol,
  );
});

t.test("the server's tree and the browser's check agree with the page", async (t) => {
  const leaves = ALLOCATIONS.map((a) => hasher.leaf(POOL, a));
  const levels = merkleLevels(leaves, hasher);
  t.equal(merkleRootOf(levels), DOC.root, "the server's root");
  const proof = merkleProof(levels, DOC.leaves[2] as Hex) ?? [];
  t.same(proof, [DOC.leaves[0], DOC.leaves[1]], "carol's proof: alice's leaf, then bob's");
  const carol = { poolId: POOL, ...(ALLOCATIONS[2] as (typeof ALLOCATIONS)[number]), proof };
  t.ok((await verifyPayoutProof(carol, DOC.root)).ok, 'the browser check accepts her 2,500 cents');
  const tampered = await verifyPayoutProof({ ...carol, amountCents: 2501 }, DOC.root);
  t.notOk(tampered.ok, 'and refuses 2,501');
  t.equal(tampered.leaf, DOC.tamperedCarol);
});
