import { Type } from 'typebox';
import t from 'tap';
import { conflict, invalid } from '#core/errors.ts';
import { buildTestApp } from '../helpers/app.ts';
import { freshDatabase } from '../helpers/databases.ts';

t.test('every error answers the uniform body', async (t) => {
  const { app } = await buildTestApp(t, await freshDatabase(t, 'pglite'));
  // Probe routes exercise the root error handler the real routes share; hidden, so the
  // route-table check (docs/architecture.md) leaves these test-only routes alone.
  app.get(
    '/probe/validated',
    {
      config: { access: 'public' },
      schema: { hide: true, querystring: Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 100 }) }) },
    },
    async () => ({ ok: true }),
  );
  app.get('/probe/crash', { config: { access: 'public' }, schema: { hide: true } }, async () => {
    throw new Error('connection string postgres://admin:hunter2@db leaked');
  });
  app.get('/probe/conflict', { config: { access: 'public' }, schema: { hide: true } }, async () => {
    throw conflict('That address is already linked');
  });
  app.get('/probe/invalid', { config: { access: 'public' }, schema: { hide: true } }, async () => {
    throw invalid('Check the form', [{ field: 'title', message: 'is required' }]);
  });

  const bad = await app.inject('/probe/validated?limit=500');
  t.equal(bad.statusCode, 400);
  t.same(bad.json(), {
    statusCode: 400,
    error: 'Bad Request',
    message: 'query.limit must be <= 100',
    details: [{ field: 'query.limit', message: 'must be <= 100' }],
  });

  const missing = await app.inject('/probe/validated');
  t.equal(missing.json().message, "query.limit must have required property 'limit'");

  // Other GET paths are pages (the shell answers them); an unknown API path is a 404.
  const notFound = await app.inject('/api/nothing/here?x=1');
  t.equal(notFound.statusCode, 404);
  t.same(notFound.json(), {
    statusCode: 404,
    error: 'Not Found',
    message: 'Route GET /api/nothing/here not found',
  });

  const crash = await app.inject('/probe/crash');
  t.equal(crash.statusCode, 500);
  const body = crash.json();
  t.same(Object.keys(body).sort(), ['error', 'message', 'statusCode']);
  t.notMatch(body.message, /hunter2|postgres/, 'internals stay out of the answer');
  t.match(body.message, crash.headers['x-request-id'] as string, 'the request id is named');

  t.same((await app.inject('/probe/conflict')).json(), {
    statusCode: 409,
    error: 'Conflict',
    message: 'That address is already linked',
  });
  t.same((await app.inject('/probe/invalid')).json().details, [{ field: 'title', message: 'is required' }]);

  const badJson = await app.inject({
    method: 'POST',
    url: '/probe/validated',
    headers: { 'content-type': 'application/json' },
    payload: '{nope',
  });
  t.ok(badJson.statusCode >= 400 && badJson.statusCode < 500, 'malformed JSON is a 4xx');
  t.equal(badJson.json().statusCode, badJson.statusCode);
});
