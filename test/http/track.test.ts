import t from 'tap';
import { buildTestApp } from '../helpers/app.ts';
import { demoSignIn, ORIGIN } from '../helpers/actors.ts';
import { freshDatabase } from '../helpers/databases.ts';

t.test('POST /api/track', async (t) => {
  const database = await freshDatabase(t, 'pglite');
  const { app } = await buildTestApp(t, database);
  const track = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/track',
      headers: { origin: ORIGIN, ...headers },
      payload: payload as object,
    });

  t.equal(
    (await track({ event: 'page_view', props: { path: '/admin' } })).statusCode,
    202,
    'a visitor may track',
  );
  const unknown = await track({ event: 'drop_tables' });
  t.equal(unknown.statusCode, 400);
  t.match(unknown.json().message, /Unknown event "drop_tables"; allowed: page_view/);
  const big = await track({ event: 'page_view', props: { blob: 'x'.repeat(3000) } });
  t.equal(big.statusCode, 400);
  t.match(big.json().message, /props must be at most 2048 bytes/);

  const jar = await demoSignIn(app, 'tracker');
  const me = (await app.inject({ url: '/api/auth/me', headers: { cookie: jar.header() } })).json();
  const forged = '11111111-1111-4111-8111-111111111111';
  await track({ event: 'login', props: {}, userId: forged }, { cookie: jar.header() });
  const rows = await database.db
    .selectFrom('track_events')
    .select(['event', 'user_id'])
    .orderBy('id')
    .execute();
  t.same(rows.at(-1), { event: 'login', user_id: me.id }, 'the user comes from the session, not the body');
  t.equal(rows[0].user_id, null);

  let limited = 0;
  for (let i = 0; i < 130; i++) if ((await track({ event: 'page_view' })).statusCode === 429) limited++;
  t.ok(limited > 0, 'a flood is rate-limited');
  const res = await track({ event: 'page_view' });
  t.equal(res.statusCode, 429);
  t.match(res.json().message, /Too many requests/);
  t.ok(res.headers['retry-after'], 'with Retry-After');
});
