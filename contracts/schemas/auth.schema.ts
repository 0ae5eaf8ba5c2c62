import { Type } from 'typebox';
import { Nullable } from './common.schema.ts';
import { KolSchema } from './kol.schema.ts';

export const StaffRoleSchema = Type.Union([Type.Literal('admin'), Type.Literal('PROJECT')]);

/** The signed-in creator, `GET /api/auth/me` (docs/data-model.md). */
export const MeResponse = Type.Object({
  id: Type.String(),
  username: Nullable(Type.String()),
  email: Nullable(Type.String()),
  avatarUrl: Nullable(Type.String()),
  referralCode: Type.String(),
  referrals: Type.Array(Type.Object({ username: Nullable(Type.String()), createdAt: Type.String() })),
  earnedPoints: Type.Number(),
  badges: Type.Array(
    Type.Object({
      id: Type.String(),
      label: Type.String(),
      awardedAt: Type.String(),
      seat: Type.Optional(Type.Integer({ minimum: 1 })),
    }),
  ),
  baseMultiplier: Type.Number(),
  kol: Nullable(KolSchema),
  wallets: Type.Array(
    Type.Object({
      address: Type.String(),
      chain: Type.String(),
      rubyWalletScore: Nullable(Type.Number()),
      nomisWalletScore: Nullable(Type.Number()),
    }),
  ),
  primaryWallet: Nullable(Type.Object({ address: Type.String() })),
  role: Nullable(StaffRoleSchema),
  projectId: Nullable(Type.String()),
});

/** `GET /api/auth/session`: the browser's check, 200 whether signed in or not. */
export const SessionResponse = Type.Object({ user: Nullable(MeResponse) });

export const OkResponse = Type.Object({ ok: Type.Literal(true) });

export const EmailLoginBody = Type.Object({ email: Type.String({ minLength: 3, maxLength: 320 }) });
export const EmailLoginResponse = Type.Object({
  message: Type.String(),
  /** Always null: only opening the emailed link signs in. */
  user: Type.Null(),
});
export const EmailVerifyQuery = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) });

export const TwitterLoginBody = Type.Object({ ref: Type.Optional(Nullable(Type.String({ maxLength: 64 }))) });

export const StartXQuery = Type.Object({
  redirectAfterCallback: Type.Optional(Type.String({ maxLength: 2000 })),
  ref: Type.Optional(Type.String({ maxLength: 64 })),
});
export const XCallbackQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 2000 })),
  state: Type.Optional(Type.String({ maxLength: 2000 })),
  error: Type.Optional(Type.String({ maxLength: 200 })),
  error_description: Type.Optional(Type.String({ maxLength: 2000 })),
});
export const DemoSignInBody = Type.Object({
  handle: Type.String({ maxLength: 100 }),
  redirectAfterCallback: Type.Optional(Type.String({ maxLength: 2000 })),
  ref: Type.Optional(Type.String({ maxLength: 64 })),
});

export const StaffUserSchema = Type.Object({
  id: Type.String(),
  username: Type.String(),
  role: StaffRoleSchema,
  projectId: Nullable(Type.String()),
});
export const AdminLoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 100 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});
export const AdminLoginResponse = Type.Object({ token: Type.String(), user: StaffUserSchema });

export const AdminListUserSchema = Type.Object({
  id: Type.String(),
  email: Nullable(Type.String()),
  twitterHandle: Nullable(Type.String()),
  createdAt: Type.String(),
});

export const TrackBody = Type.Object({
  event: Type.String({ minLength: 1, maxLength: 64 }),
  props: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  /** Accepted from older clients and ignored: the user comes from the session. */
  userId: Type.Optional(Type.Unknown()),
});
