import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import t from 'tap';
import type { Database } from '#adapters/db/database.ts';
import { unitOfWork } from '#adapters/db/unit-of-work.ts';
import { multipliedPoints } from '#core/domain/points.ts';
import { makeAwardPoints } from '#core/use-cases/points/award-points.use-case.ts';
import { eachBackend, freshDatabase } from '../../helpers/databases.ts';

async function newUser(db: Kysely<Database>, multiplierTenths = 10): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto('users')
    .values({ id, referral_code: id.slice(0, 8).toUpperCase(), base_multiplier_tenths: multiplierTenths })
    .execute();
  return id;
}

/** Awards as the product pays them: core prices, the unit of work writes. */
const pointsLedger = (db: Kysely<Database>) => ({ award: makeAwardPoints({ uow: unitOfWork(db) }) });

const totals = async (db: Kysely<Database>, userId: string) => {
  const user = await db
    .selectFrom('users')
    .select('earned_points')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const ledger = await db
    .selectFrom('points_ledger')
    .select([sql<number>`count(*)::int`.as('rows'), sql<number>`coalesce(sum(points), 0)::int`.as('sum')])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { earned: user.earned_points, rows: ledger.rows, sum: ledger.sum };
};

t.test('the same award fired 50 times at once pays exactly once', async (t) => {
  await eachBackend(t, async (t, { db }) => {
    const ledger = pointsLedger(db);
    const userId = await newUser(db, 15);
    const award = { userId, key: `race:${userId}`, kind: 'referral-signed-in' as const, basePoints: 100 };
    const results = await Promise.all(Array.from({ length: 50 }, () => ledger.award(award)));
    t.equal(results.filter((r) => r.awarded).length, 1, 'one call reports the award');
    t.same(await totals(db, userId), { earned: 150, rows: 1, sum: 150 }, 'one row, 100 × 1.5');
  });
});

t.test('the ledger is append-only and its arithmetic is checked by the database', async (t) => {
  await eachBackend(t, async (t, { db }) => {
    const ledger = pointsLedger(db);
    const userId = await newUser(db);
    await ledger.award({ userId, key: `k:${userId}`, kind: 'mission-wallet-connected', basePoints: 200 });
    await t.rejects(db.updateTable('points_ledger').set({ points: 1_000_000 }).execute(), /append-only/);
    await t.rejects(db.deleteFrom('points_ledger').execute(), /append-only/);
    await t.rejects(
      db
        .insertInto('points_ledger')
        .values({
          user_id: userId,
          award_key: 'forged',
          kind: 'x',
          base_points: 10,
          multiplier_tenths: 10,
          points: 99,
        })
        .execute(),
      /points_ledger_arithmetic/,
    );
    t.same(
      await ledger.award({ userId: crypto.randomUUID(), key: 'ghost', kind: 'x' as never, basePoints: 5 }),
      {
        awarded: false,
        points: 0,
      },
    );
    await db.deleteFrom('users').where('id', '=', userId).execute();
    t.equal(
      (await db.selectFrom('points_ledger').selectAll().execute()).length,
      0,
      'deleting a user cascades',
    );
  });
});

t.test('property: earnedPoints equals the ledger sum over random award sequences', async (t) => {
  const { db } = await freshDatabase(t, 'pglite');
  const ledger = pointsLedger(db);
  const step = fc.oneof(
    fc.record({
      op: fc.constant('award' as const),
      key: fc.integer({ min: 0, max: 6 }),
      base: fc.integer({ min: 1, max: 1000 }),
    }),
    fc.record({ op: fc.constant('multiplier' as const), tenths: fc.integer({ min: 10, max: 50 }) }),
  );
  await fc.assert(
    fc.asyncProperty(fc.array(step, { maxLength: 25 }), async (steps) => {
      const userId = await newUser(db);
      const paid = new Map<number, number>();
      let tenths = 10;
      for (const s of steps) {
        if (s.op === 'multiplier') {
          tenths = s.tenths;
          await db
            .updateTable('users')
            .set({ base_multiplier_tenths: tenths })
            .where('id', '=', userId)
            .execute();
        } else {
          const first = !paid.has(s.key);
          const result = await ledger.award({
            userId,
            key: `${userId}:${s.key}`,
            kind: 'referral-signed-in',
            basePoints: s.base,
          });
          if (result.awarded !== first) return false;
          if (first) {
            // Paid at the multiplier of that moment, whatever changes later.
            if (result.points !== multipliedPoints(s.base, tenths)) return false;
            paid.set(s.key, result.points);
          }
        }
      }
      const expected = [...paid.values()].reduce((a, b) => a + b, 0);
      const got = await totals(db, userId);
      return got.earned === got.sum && got.sum === expected && got.rows === paid.size;
    }),
    { numRuns: 60 },
  );
  t.pass('held for 60 random sequences');
});
