import { AWARDS, awardKeys } from '../../domain/points.ts';
import { earlyBadgeStatus, type Mission, type SocialCard } from '../../domain/social-card.ts';
import { displayedWalletScore } from '../../domain/wallet.ts';
import { unauthorized } from '../../errors.ts';
import type { AccountRepository } from '../../ports/account-repository.port.ts';
import type { FollowVerifier } from '../../ports/follow-verifier.port.ts';
import type { PointsLedger } from '../../ports/points-ledger.port.ts';

/** The referral link is the site origin plus `?ref={referralCode}` (docs/identity.md, "Referrals"). */
export const referralLink = (origin: string, code: string) => `${origin}/?ref=${encodeURIComponent(code)}`;

/** The signed-in user's social card: counters, scores, badge, multiplier and missions. */
export function makeSocialCard(deps: {
  accounts: Pick<AccountRepository, 'findMe'>;
  ledger: PointsLedger;
  follow: Pick<FollowVerifier, 'configured'>;
  publicOrigin: string;
  /** How many Early n-Badges there are (N), to tell "all claimed" from "not offered". */
  earlyBadgeSupply: number;
}) {
  return async (userId: string): Promise<SocialCard> => {
    const me = await deps.accounts.findMe(userId);
    if (!me) throw unauthorized('Sign in with X first');
    const followed = await deps.ledger.hasAward(awardKeys.followedOnX(userId));
    const primary = me.wallets.find((w) => w.address === me.primaryWallet?.address) ?? me.wallets[0];
    const missions: Mission[] = [
      {
        id: 'follow-x',
        title: 'Follow us on X',
        points: AWARDS.followedOnX.basePoints,
        completed: followed,
        verification: followed || deps.follow.configured ? 'verified' : 'unverified',
        count: followed ? 1 : 0,
      },
      {
        id: 'invite-friends',
        title: 'Invite friends with your referral link',
        points: AWARDS.referralSignedIn.basePoints,
        completed: me.referrals.length > 0,
        verification: 'verified',
        count: me.referrals.length,
      },
      {
        id: 'connect-wallet',
        title: 'Connect a wallet',
        points: AWARDS.walletConnected.basePoints,
        completed: me.wallets.length > 0,
        verification: 'verified',
        count: me.wallets.length > 0 ? 1 : 0,
      },
    ];
    const badge = me.badges[0];
    return {
      username: me.username,
      avatarUrl: me.avatarUrl,
      referralCode: me.referralCode,
      referralLink: referralLink(deps.publicOrigin, me.referralCode),
      referralsCount: me.referrals.length,
      earnedPoints: me.earnedPoints,
      xScore: me.kol?.kolScore ?? null,
      walletScore: primary ? displayedWalletScore(primary.rubyWalletScore, primary.nomisWalletScore) : null,
      baseMultiplier: me.baseMultiplier,
      badge: badge ? { label: badge.label, seat: badge.seat ?? null, awardedAt: badge.awardedAt } : null,
      earlyBadge: earlyBadgeStatus(Boolean(badge), deps.earlyBadgeSupply),
      linkedWallets: {
        evm: me.wallets.some((w) => w.chain.startsWith('eip155:')),
        solana: me.wallets.some((w) => w.chain.startsWith('solana:')),
      },
      missions,
    };
  };
}
export type SocialCardQuery = ReturnType<typeof makeSocialCard>;
