import fc from 'fast-check';
import t from 'tap';
import { EARLY_BADGE } from '#core/domain/badge.ts';
import { AWARDS, awardKeys, multipliedPoints } from '#core/domain/points.ts';
import { makeAwardPoints } from '#core/use-cases/points/award-points.use-case.ts';
import { makeGrantLimitedBadge } from '#core/use-cases/points/limited-badge.use-case.ts';
import { emptyState, memoryUnitOfWork } from '../../helpers/in-memory-ports.ts';

/** Points and the Early badge against in-memory ports: core prices, the fakes only store. */
function world(users: Record<string, number>) {
  const state = emptyState();
  for (const [id, tenths] of Object.entries(users)) {
    state.users.set(id, { multiplierTenths: tenths, earnedPoints: 0 });
  }
  const uow = memoryUnitOfWork(state);
  return { uow, award: makeAwardPoints({ uow }), grant: makeGrantLimitedBadge({ uow }) };
}

const early = (userId: string, supply: number, multiplierTenths = 15) => ({
  id: `badge-${userId}`,
  userId,
  kind: EARLY_BADGE.kind,
  label: EARLY_BADGE.label,
  supply,
  multiplierTenths,
});

t.test('an award pays base × multiplier, rounded down, once per key', async (t) => {
  const { uow, award } = world({ u1: 15, u2: 13 });
  const referral = { userId: 'u1', key: awardKeys.referralSignedIn('r1'), ...AWARDS.referralSignedIn };
  t.same(await award(referral), { awarded: true, points: 150 });
  t.same(await award(referral), { awarded: false, points: 0 }, 'the same event never pays twice');
  t.same(
    await award({ userId: 'u2', key: 'odd', kind: 'referral-signed-in', basePoints: 7 }),
    { awarded: true, points: 9 },
    '7 × 1.3 = 9.1 → 9',
  );
  t.same(await award({ ...referral, userId: 'ghost', key: 'ghost' }), { awarded: false, points: 0 });
  t.equal(uow.state().users.get('u1')?.earnedPoints, 150);
  t.same(
    uow.state().points.map((p) => [p.key, p.multiplierTenths, p.points]),
    [
      ['referral-signed-in:r1', 15, 150],
      ['odd', 13, 9],
    ],
  );
});

t.test('the same award fired 50 times at once pays exactly once', async (t) => {
  const { uow, award } = world({ u1: 15 });
  const results = await Promise.all(
    Array.from({ length: 50 }, () =>
      award({ userId: 'u1', key: 'race', kind: 'referral-signed-in', basePoints: 100 }),
    ),
  );
  t.equal(results.filter((r) => r.awarded).length, 1);
  t.equal(uow.state().users.get('u1')?.earnedPoints, 150);
});

t.test('property: multiplied points are floor(base × tenths / 10), never negative', async (t) => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 10, max: 100 }), (base, tenths) => {
      const p = multipliedPoints(base, tenths);
      return Number.isInteger(p) && p >= base && p * 10 <= base * tenths && (p + 1) * 10 > base * tenths;
    }),
  );
  t.pass();
});

t.test('the Early badge: N seats, one per user, multiplier raised and never lowered', async (t) => {
  const { uow, grant, award } = world({ a: 10, b: 10, c: 10, d: 20 });
  t.match(await grant(early('a', 2)), { seat: 1, multiplierTenths: 15 });
  t.equal(await grant(early('a', 2)), null, 'already held: no second seat');
  t.match(await grant(early('d', 2)), { seat: 2 });
  t.equal(await grant(early('b', 2)), null, 'sold out');
  t.equal(await grant(early('ghost', 5)), null, 'a user who is gone takes no seat');
  const s = uow.state();
  t.equal(s.badgeIssued.get(EARLY_BADGE.kind), 2);
  t.equal(s.users.get('a')?.multiplierTenths, 15);
  t.equal(s.users.get('d')?.multiplierTenths, 20, 'a higher multiplier is kept');
  t.same(await award({ userId: 'a', key: 'after', kind: 'mission-wallet-connected', basePoints: 200 }), {
    awarded: true,
    points: 300,
  });
});

t.test('concurrent sign-ups never take a seat past the supply', async (t) => {
  const users = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`u${i}`, 10]));
  const { uow, grant } = world(users);
  const grants = await Promise.all(Object.keys(users).map((id) => grant(early(id, 7))));
  const seats = grants.filter((g) => g !== null).map((g) => g.seat);
  t.same(
    seats.sort((x, y) => x - y),
    [1, 2, 3, 4, 5, 6, 7],
  );
  t.equal(uow.state().badges.length, 7);
  t.equal([...uow.state().users.values()].filter((u) => u.multiplierTenths === 15).length, 7);
});
