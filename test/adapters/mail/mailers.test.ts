import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import t from 'tap';
import { outboxMailer } from '#adapters/mail/outbox-mailer.ts';
import { smtpMailer } from '#adapters/mail/smtp-mailer.ts';

const message = {
  to: 'reader@example.com',
  subject: 'Your Mindmark sign-in link',
  text: 'https://x/verify?token=SECRET123',
};

t.test('the outbox mailer writes a file and logs where, never the link', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
  const lines: string[] = [];
  await outboxMailer(dir, (l) => lines.push(l)).send(message);
  const [file] = await readdir(dir);
  t.match(await readFile(path.join(dir, file), 'utf8'), /To: reader@example.com[\s\S]*token=SECRET123/);
  t.match(lines.join('\n'), /to reader@example.com written to/);
  t.notMatch(lines.join('\n'), /SECRET123/);
});

t.test('the SMTP mailer speaks SMTP to a real server', async (t) => {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let data = '';
      stream.on('data', (c: Buffer) => {
        data += c.toString();
      });
      stream.on('end', () => {
        received.push({
          from: String(session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        done();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => server.close(() => r())));
  const port = (server.server.address() as AddressInfo).port;

  await smtpMailer(`smtp://127.0.0.1:${port}`, 'Mindmark <no-reply@mindmark.test>').send(message);
  t.equal(received.length, 1);
  t.equal(received[0].from, 'no-reply@mindmark.test');
  t.same(received[0].to, ['reader@example.com']);
  t.match(received[0].data, /Subject: Your Mindmark sign-in link/);
  t.match(received[0].data, /token=SECRET123/);
});
