import type { Kysely } from 'kysely';
import t from 'tap';
import type { Database } from '#adapters/db/database.ts';
import { accountRepository } from '#adapters/db/repositories/account.repository.ts';
import { REFERRAL_WINDOW_MS } from '#core/domain/referral.ts';
import { makeAttributeReferral } from '#core/use-cases/identity/referrals.use-case.ts';
import { eachBackend } from '../../helpers/databases.ts';

const DAY = 86_400_000;
const NOW = new Date('2026-11-23T12:00:00Z');

async function user(db: Kysely<Database>, code: string, ageMs: number): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto('users')
    .values({ id, referral_code: code, created_at: new Date(NOW.getTime() - ageMs) })
    .execute();
  return id;
}

/** The window is core's; the repository's statement applies the cut-off it is given. */
t.test('a referral is attributed only within core’s window after sign-up', async (t) => {
  await eachBackend(t, async (t, { db }) => {
    const attribute = makeAttributeReferral({ accounts: accountRepository(db), clock: { now: () => NOW } });
    const referrer = await user(db, 'REFWIN', 30 * DAY);
    const inside = await user(db, 'IN6D', REFERRAL_WINDOW_MS - 3_600_000);
    const outside = await user(db, 'OUT8D', REFERRAL_WINDOW_MS + 3_600_000);
    t.equal(await attribute(inside, 'refwin'), referrer, 'six days and 23 hours after sign-up');
    t.equal(await attribute(outside, 'REFWIN'), null, 'seven days and one hour after');
    const rows = await db
      .selectFrom('users')
      .select(['id', 'referred_by'])
      .where('id', 'in', [inside, outside])
      .execute();
    t.same(
      new Map(rows.map((r) => [r.id, r.referred_by])),
      new Map([
        [inside, referrer],
        [outside, null],
      ]),
    );
  });
});
