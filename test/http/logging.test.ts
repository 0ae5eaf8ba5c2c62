import { Writable } from 'node:stream';
import t from 'tap';
import { redactUrl } from '#adapters/http/logging.ts';
import { buildTestApp } from '../helpers/app.ts';
import { freshDatabase } from '../helpers/databases.ts';

t.test('logs carry request ids and never secrets', async (t) => {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const { app } = await buildTestApp(t, await freshDatabase(t, 'pglite'), {
    env: { LOG_LEVEL: 'info' },
    overrides: { logStream },
  });
  app.get('/probe/echo', { config: { access: 'public' }, schema: { hide: true } }, async (request) => {
    request.log.info({ headers: request.headers, body: { password: 'pw-secret-1' } }, 'probe');
    return { ok: true };
  });
  const res = await app.inject({
    url: '/probe/echo?token=tok-secret-2&page=2',
    headers: { cookie: 'sid=sid-secret-3', authorization: 'Bearer jwt-secret-4', 'x-request-id': 'req-abc' },
  });
  t.equal(res.headers['x-request-id'], 'req-abc', 'an incoming request id is kept and echoed');
  const log = lines.join('');
  t.match(log, /"reqId":"req-abc"/);
  t.match(log, /page=2/, 'harmless query parameters are kept');
  for (const secret of ['pw-secret-1', 'tok-secret-2', 'sid-secret-3', 'jwt-secret-4']) {
    t.notMatch(log, secret, `${secret} is not logged`);
  }
});

t.test('redactUrl', async (t) => {
  t.equal(redactUrl('/cb?code=abc&state=xyz&x=1'), '/cb?code=[redacted]&state=[redacted]&x=1');
  t.equal(redactUrl('/plain'), '/plain');
});
