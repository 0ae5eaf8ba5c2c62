import fc from 'fast-check';
import t from 'tap';
import { keccakStatementHasher as hasher } from '#adapters/system/keccak-statement-hasher.ts';
import { centsText, toCsv } from '#core/domain/csv.ts';
import {
  type Allocation,
  allocationsOf,
  EMPTY_ROOT,
  type LedgerEntry,
  merkleLevels,
  merkleProof,
  merkleRootOf,
  verifyMerkleProof,
} from '#core/domain/payout-statement.ts';
import { compareVersions, payoutRulesFor } from '#core/domain/pool-methodology.ts';

const POOL = '8f9c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

const allocationsArb = fc.uniqueArray(
  fc.record({
    submissionId: fc.uuid(),
    kolHandle: fc.stringMatching(/^[A-Za-z0-9_]{0,15}$/),
    amountCents: fc.nat({ max: 10_000_000_000 }),
  }),
  { minLength: 1, maxLength: 40, selector: (a) => a.submissionId },
);

const treeOf = (allocations: Allocation[]) => {
  const leaves = allocations.map((a) => hasher.leaf(POOL, a));
  const levels = merkleLevels(leaves, hasher);
  return { leaves, levels, root: merkleRootOf(levels) };
};

t.test('every allocation proves against the root; a tampered amount does not', async (t) => {
  fc.assert(
    fc.property(allocationsArb, fc.integer({ min: 1, max: 1_000_000 }), (allocations, delta) => {
      const { leaves, levels, root } = treeOf(allocations);
      allocations.forEach((a, i) => {
        const proof = merkleProof(levels, leaves[i]);
        if (!proof || !verifyMerkleProof(leaves[i], proof, root, hasher))
          throw new Error(`no proof for ${i}`);
        const tampered = hasher.leaf(POOL, { ...a, amountCents: a.amountCents + delta });
        if (verifyMerkleProof(tampered, proof, root, hasher))
          throw new Error(`tampered amount verified for ${i}`);
        const otherHandle = hasher.leaf(POOL, { ...a, kolHandle: `${a.kolHandle}x` });
        if (verifyMerkleProof(otherHandle, proof, root, hasher))
          throw new Error(`another handle verified for ${i}`);
      });
    }),
    { numRuns: 60 },
  );
  t.pass('60 random statements of 1-40 allocations');
});

t.test('the root does not depend on the order allocations arrive in', async (t) => {
  fc.assert(
    fc.property(allocationsArb, (allocations) => {
      const reversed = [...allocations].reverse();
      return treeOf(allocations).root === treeOf(reversed).root;
    }),
    { numRuns: 40 },
  );
  t.pass();
});

t.test('edge trees', async (t) => {
  t.equal(merkleRootOf(merkleLevels([], hasher)), EMPTY_ROOT, 'no leaves: 32 zero bytes');
  const one = hasher.leaf(POOL, { submissionId: 's', kolHandle: 'k', amountCents: 1 });
  const levels = merkleLevels([one], hasher);
  t.equal(merkleRootOf(levels), one, 'one leaf is its own root');
  t.same(merkleProof(levels, one), []);
  t.equal(merkleProof(levels, EMPTY_ROOT), null, 'a leaf not in the tree has no proof');
});

t.test('allocations net payouts and reversals per submission', async (t) => {
  fc.assert(
    fc.property(
      fc.array(fc.record({ sub: fc.constantFrom('a', 'b', 'c'), cents: fc.nat({ max: 100_000 }) }), {
        maxLength: 30,
      }),
      (payouts) => {
        // Each payout followed, half the time, by its reversal: the ledger's own shape.
        const entries: LedgerEntry[] = payouts.flatMap((p, i) => {
          const base = { submissionId: p.sub, kolHandle: p.sub, at: new Date(i) };
          const payout = { ...base, entryId: `${i}p`, kind: 'payout' as const, amountCents: p.cents };
          return i % 2
            ? [payout, { ...base, entryId: `${i}r`, kind: 'reversal' as const, amountCents: -p.cents }]
            : [payout];
        });
        const allocations = allocationsOf(entries);
        const total = entries.reduce((n, e) => n + e.amountCents, 0);
        return (
          allocations.reduce((n, a) => n + a.amountCents, 0) === total &&
          allocations.every((a) => a.amountCents >= 0) &&
          allocations.map((a) => a.submissionId).join() ===
            [...new Set(payouts.map((p) => p.sub))].sort().join()
        );
      },
    ),
  );
  t.pass();
});

t.test('CSV cells', async (t) => {
  t.equal(
    toCsv(
      ['a', 'b', 'c', 'd'],
      [
        ['=SUM(A1)', 'x,"y"', -3, centsText(-1205)],
        [null, '@me', 0.5, centsText(7)],
      ],
    ),
    `a,b,c,d\r\n'=SUM(A1),"x,""y""",-3,-12.05\r\n,'@me,0.5,0.07\r\n`,
  );
  t.same(
    [centsText(0), centsText(100), centsText(-1), centsText(123456789)],
    ['0.00', '1.00', '-0.01', '1234567.89'],
  );
});

t.test('a pool is judged by the payout rules of its pinned version', async (t) => {
  t.ok(compareVersions('1.10.0', '1.9.3') > 0);
  t.equal(compareVersions('1.0.0', '1.0'), 0);
  t.same(payoutRulesFor('1.0.0'), { postViews: 'raw' });
  t.same(
    payoutRulesFor('1.4.2'),
    { postViews: 'raw' },
    'a version that changed no payout rule keeps the ones before',
  );
  t.same(payoutRulesFor('0.9.0'), { postViews: 'raw' }, 'older than any entry: the first rules');
});
