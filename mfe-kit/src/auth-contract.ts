import type { Static } from 'typebox';
import type {
  AdminLoginBody,
  AdminLoginResponse as AdminLoginResponseSchema,
  EmailLoginBody,
  EmailLoginResponse as EmailLoginResponseSchema,
  MeResponse,
  OkResponse,
  StaffRoleSchema,
  StaffUserSchema,
  TrackBody as TrackBodySchema,
  TwitterLoginBody,
} from '@mindmark/contracts/schemas/auth.schema.ts';
import type { KolSchema } from '@mindmark/contracts/schemas/kol.schema.ts';

/** The identity routes' bodies, derived from the server's schemas (never restated). */
export type SessionUser = Static<typeof MeResponse>;
export type KolProfile = Static<typeof KolSchema>;
export type StaffRole = Static<typeof StaffRoleSchema>;
export type AdminUser = Static<typeof StaffUserSchema>;
export type AdminLoginRequest = Static<typeof AdminLoginBody>;
export type AdminLoginResponse = Static<typeof AdminLoginResponseSchema>;
export type EmailLoginRequest = Static<typeof EmailLoginBody>;
export type EmailLoginResponse = Static<typeof EmailLoginResponseSchema>;
export type TwitterLoginRequest = Static<typeof TwitterLoginBody>;
export type Ok = Static<typeof OkResponse>;

/** The server accepts any event name and keeps the allow-listed ones; the client sends only these. */
export type TrackEvent = 'page_view' | 'login' | 'identify' | 'logout';
export type TrackRequest = Static<typeof TrackBodySchema> & { event: TrackEvent };
