import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { MailMessage } from '#core/ports/mailer.port.ts';

/**
 * A queued message waits in `job_runs`, and a sign-in email carries a live link: the
 * row must not hand it to whoever reads the database or a backup (session and link
 * tokens are stored only as digests for the same reason). So the message is sealed
 * with AES-256-GCM under a key derived from the server secret (JWT_SECRET); only a
 * process with that secret can open it (docs/operations.md, "Jobs").
 */
export function mailSeal(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'mindmark', 'queued mail v1', 32));
  return {
    seal(message: MailMessage): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(message), 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    open(sealed: string): MailMessage {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('queued mail is not a sealed message');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      return JSON.parse(text) as MailMessage;
    },
  };
}
export type MailSeal = ReturnType<typeof mailSeal>;
