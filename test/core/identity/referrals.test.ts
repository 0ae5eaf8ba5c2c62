import t from 'tap';
import { REFERRAL_WINDOW_MS, referralWindowStart } from '#core/domain/referral.ts';
import type { AccountRepository } from '#core/ports/account-repository.port.ts';
import { makeAttributeReferral } from '#core/use-cases/identity/referrals.use-case.ts';
import { fixedClock } from '../../helpers/in-memory-ports.ts';

/**
 * The referral window is core's: the fake applies the cut-off it is given, as the
 * repository's single statement does, so moving the window moves what these see.
 */
function world() {
  const users = new Map<string, { code: string; createdAt: Date; referredBy: string | null }>();
  const accounts: Pick<AccountRepository, 'findIdByReferralCode' | 'attributeReferral'> = {
    async findIdByReferralCode(code) {
      return [...users].find(([, u]) => u.code === code.toUpperCase())?.[0] ?? null;
    },
    async attributeReferral(userId, referrerId, { createdAfter }) {
      const user = users.get(userId);
      if (!user || user.referredBy || user.createdAt <= createdAfter) return false;
      for (let id: string | null = referrerId; id; id = users.get(id)?.referredBy ?? null) {
        if (id === userId) return false;
      }
      user.referredBy = referrerId;
      return true;
    },
  };
  const clock = fixedClock('2026-11-23T12:00:00Z');
  const attribute = makeAttributeReferral({ accounts: accounts as AccountRepository, clock });
  const add = (id: string, code: string, ageMs: number) =>
    users.set(id, { code, createdAt: new Date(clock.now().getTime() - ageMs), referredBy: null });
  return { users, attribute, add };
}

t.test('the window is 7 days after sign-up, computed by core', async (t) => {
  t.equal(REFERRAL_WINDOW_MS, 7 * 24 * 3600 * 1000);
  t.same(referralWindowStart(new Date('2026-11-23T12:00:00Z')), new Date('2026-11-16T12:00:00Z'));
  const { attribute, add, users } = world();
  add('ref', 'REFCODE', 30 * 86_400_000);
  add('fresh', 'F', 0);
  add('six-days', 'S', 6 * 86_400_000 + 23 * 3_600_000);
  add('exactly-seven', 'E', REFERRAL_WINDOW_MS);
  add('eight-days', 'G', 8 * 86_400_000);
  t.equal(await attribute('fresh', 'refcode'), 'ref', 'codes are case-insensitive');
  t.equal(await attribute('six-days', ' REFCODE '), 'ref');
  t.equal(await attribute('exactly-seven', 'REFCODE'), null, 'the window is open, not closed, at 7 days');
  t.equal(await attribute('eight-days', 'REFCODE'), null);
  t.equal(users.get('eight-days')?.referredBy, null);
});

t.test('unknown codes, self-referrals, second referrers and cycles are refused', async (t) => {
  const { attribute, add } = world();
  add('a', 'A', 0);
  add('b', 'B', 0);
  add('c', 'C', 0);
  t.equal(await attribute('a', ''), null);
  t.equal(await attribute('a', 'NOPE'), null);
  t.equal(await attribute('a', 'A'), null, 'not oneself');
  t.equal(await attribute('b', 'A'), 'a');
  t.equal(await attribute('b', 'C'), null, 'the first referrer stays');
  t.equal(await attribute('c', 'B'), 'b');
  t.equal(await attribute('a', 'C'), null, 'a → c → b → a would be a cycle');
});
