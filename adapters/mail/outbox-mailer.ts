import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Mailer } from '#core/ports/mailer.port.ts';

/**
 * The default mailer: each message becomes a file in the outbox folder, and the log
 * says where. The message itself (it carries sign-in links) never goes to the log.
 */
export function outboxMailer(dir: string, log: (line: string) => void): Mailer {
  let sequence = 0;
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${Date.now()}-${++sequence}.txt`);
      await writeFile(file, `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`, {
        mode: 0o600,
      });
      log(`mail "${message.subject}" to ${message.to} written to ${file}`);
    },
  };
}
