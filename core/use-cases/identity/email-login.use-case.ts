import { invalid } from '../../errors.ts';
import type { AccountRepository } from '../../ports/account-repository.port.ts';
import type { Clock } from '../../ports/clock.port.ts';
import type { IdGenerator } from '../../ports/id-generator.port.ts';
import type { Mailer } from '../../ports/mailer.port.ts';
import type { EmailTokenRepository } from '../../ports/session-repository.port.ts';

export const EMAIL_LINK_LIFETIME_MS = 15 * 60 * 1000;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,253}\.[^\s@]{2,}$/;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Sign-in by one-time email link: only opening the link signs in; it expires in 15 minutes and works once. */
export function makeEmailLogin(deps: {
  tokens: EmailTokenRepository;
  accounts: AccountRepository;
  mailer: Mailer;
  ids: IdGenerator;
  clock: Clock;
  linkFor: (token: string) => string;
}) {
  return {
    async request(rawEmail: string): Promise<void> {
      const email = normalizeEmail(rawEmail);
      if (!EMAIL.test(email)) {
        throw invalid('Enter a valid email address', [
          { field: 'body.email', message: 'is not an email address' },
        ]);
      }
      const token = deps.ids.secretToken();
      const expiresAt = new Date(deps.clock.now().getTime() + EMAIL_LINK_LIFETIME_MS);
      await deps.tokens.create({ token, email, expiresAt });
      await deps.mailer.send({
        to: email,
        subject: 'Your Mindmark sign-in link',
        text: `Open this link within 15 minutes to sign in to Mindmark:\n\n${deps.linkFor(token)}\n\nIf you did not ask for it, ignore this email.`,
      });
    },

    /** The user the link signs in, or null when the link is unknown, used or expired. */
    async consume(token: string): Promise<string | null> {
      const email = await deps.tokens.consume(token, deps.clock.now());
      if (!email) return null;
      const { userId } = await deps.accounts.findOrCreateByEmail(email, {
        userId: deps.ids.uuid(),
        referralCode: deps.ids.referralCode(),
      });
      return userId;
    },
  };
}
export type EmailLogin = ReturnType<typeof makeEmailLogin>;
