import { referralWindowStart } from '../../domain/referral.ts';
import type { AccountRepository } from '../../ports/account-repository.port.ts';
import type { Clock } from '../../ports/clock.port.ts';

/**
 * Attributes a referral code to a user: unknown codes and self-referrals are ignored,
 * a user keeps their first referrer, and links that would close a cycle are refused.
 * Returns the referrer's id when the referral was recorded.
 */
export function makeAttributeReferral(deps: { accounts: AccountRepository; clock: Clock }) {
  return async (userId: string, code: string | null | undefined): Promise<string | null> => {
    const trimmed = code?.trim();
    if (!trimmed) return null;
    const referrerId = await deps.accounts.findIdByReferralCode(trimmed);
    if (!referrerId || referrerId === userId) return null;
    const at = deps.clock.now();
    const recorded = await deps.accounts.attributeReferral(userId, referrerId, {
      at,
      createdAfter: referralWindowStart(at),
    });
    return recorded ? referrerId : null;
  };
}
export type AttributeReferral = ReturnType<typeof makeAttributeReferral>;
