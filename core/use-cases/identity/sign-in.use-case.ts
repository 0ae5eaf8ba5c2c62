import type { AccountRepository } from '../../ports/account-repository.port.ts';
import type { IdGenerator } from '../../ports/id-generator.port.ts';
import type { SocialProfile } from '../../ports/social-data-source.port.ts';
import type { AttributeReferral } from './referrals.use-case.ts';

export interface SignInResult {
  userId: string;
  created: boolean;
  referrerId: string | null;
}

/** Something that reacts to a completed sign-in (points for the referrer, badges…). */
export type SignInListener = (result: SignInResult) => Promise<void>;

/**
 * X sign-in (OAuth or the demo page): the X profile is the only source of identity.
 * A first sign-in creates the user and KOL and may attribute a referral; a returning
 * one refreshes the profile and never changes the referrer.
 */
export function makeSignInWithX(deps: {
  accounts: AccountRepository;
  ids: IdGenerator;
  attributeReferral: AttributeReferral;
  listeners?: SignInListener[];
}) {
  return async (profile: SocialProfile, ref: string | null): Promise<SignInResult> => {
    const { userId, created } = await deps.accounts.upsertFromX(profile, {
      userId: deps.ids.uuid(),
      kolId: deps.ids.uuid(),
      referralCode: deps.ids.referralCode(),
    });
    const referrerId = created ? await deps.attributeReferral(userId, ref) : null;
    const result = { userId, created, referrerId };
    for (const listener of deps.listeners ?? []) await listener(result);
    return result;
  };
}
export type SignInWithX = ReturnType<typeof makeSignInWithX>;
