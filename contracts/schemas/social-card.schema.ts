import { Type } from 'typebox';
import { IsoDateTime, Nullable, Uuid } from './common.schema.ts';

export const MissionSchema = Type.Object({
  id: Type.Union([Type.Literal('follow-x'), Type.Literal('invite-friends'), Type.Literal('connect-wallet')]),
  title: Type.String(),
  points: Type.Integer({ description: 'Points paid (per friend for invite-friends), before the multiplier' }),
  completed: Type.Boolean(),
  verification: Type.Union([Type.Literal('verified'), Type.Literal('unverified')], {
    description: 'unverified: the server cannot check this mission (no X API access); never completed then',
  }),
  count: Type.Integer({ minimum: 0 }),
});

/** The social card's data. No wallet addresses: the card is made to be shared. */
export const SocialCardResponse = Type.Object({
  username: Nullable(Type.String()),
  avatarUrl: Nullable(Type.String()),
  referralCode: Type.String(),
  referralLink: Type.String({ description: 'Public origin + /?ref= + referral code' }),
  referralsCount: Type.Integer({ minimum: 0 }),
  earnedPoints: Type.Integer({ minimum: 0 }),
  xScore: Nullable(Type.Number({ description: "The user's kolScore" })),
  walletScore: Nullable(
    Type.Number({
      description: 'Primary wallet: rubyWalletScore + 100 × nomisWalletScore; null shows a dash',
    }),
  ),
  baseMultiplier: Type.Number({ description: 'Shown with one decimal' }),
  badge: Nullable(
    Type.Object({
      label: Type.String(),
      seat: Nullable(Type.Integer({ minimum: 1 })),
      awardedAt: IsoDateTime,
    }),
  ),
  earlyBadge: Type.Union([Type.Literal('claimed'), Type.Literal('supply-gone'), Type.Literal('off')], {
    description: 'claimed; supply-gone: every Early n-Badge went before you joined; off: none are offered',
  }),
  linkedWallets: Type.Object(
    { evm: Type.Boolean(), solana: Type.Boolean() },
    { description: 'Which kinds of wallet you have proven; never the addresses' },
  ),
  missions: Type.Array(MissionSchema),
});

export const FollowCheckResponse = Type.Object({
  status: Type.Union(
    [
      Type.Literal('completed'),
      Type.Literal('not-following'),
      Type.Literal('unverified'),
      Type.Literal('checking'),
      Type.Literal('failed'),
    ],
    {
      description:
        '`checking`: X is being asked in a background job (read it again at GET …/check/{checkId}); `failed`: X did not answer after every retry',
    },
  ),
  pointsAwarded: Type.Integer({ minimum: 0 }),
  checkId: Type.Optional(Uuid),
  message: Type.Optional(Type.String()),
});
