import Fastify from 'fastify';
import t from 'tap';
import { errorHandlerPlugin } from '#adapters/http/plugins/error-handler.plugin.ts';
import { isTransientDatabaseError } from '#adapters/http/transient-errors.ts';

/** Errors shaped as pg, pg-pool and Node raise them (docs/operations.md, "Faults"). */
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

t.test('a database that is briefly unreachable or busy is told apart from a bug', async (t) => {
  const transient = [
    withCode('terminating connection due to administrator command', '57P01'),
    withCode('the database system is starting up', '57P03'),
    withCode('sorry, too many clients already', '53300'),
    withCode('could not serialize access due to concurrent update', '40001'),
    withCode('deadlock detected', '40P01'),
    withCode('connection failure', '08006'),
    withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    new Error('timeout exceeded when trying to connect'),
    new Error('Connection terminated unexpectedly'),
    new Error('request failed', { cause: withCode('terminated', '57P01') }),
  ];
  for (const error of transient) t.ok(isTransientDatabaseError(error), error.message);
  const bugs = [
    new Error('boom'),
    withCode('duplicate key value violates unique constraint', '23505'),
    withCode('syntax error at or near "selec"', '42601'),
    withCode('route not ready', 'FST_ERR_INSTANCE_ALREADY_LISTENING'),
    undefined,
    'a string',
  ];
  for (const error of bugs)
    t.notOk(isTransientDatabaseError(error), String((error as Error)?.message ?? error));
});

t.test('the root error handler answers 503 with Retry-After for them and 500 for the rest', async (t) => {
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  app.get('/dropped', async () => {
    throw withCode('terminating connection due to administrator command', '57P01');
  });
  app.get('/pool', async () => {
    throw new Error('timeout exceeded when trying to connect');
  });
  app.get('/bug', async () => {
    throw withCode('duplicate key value violates unique constraint', '23505');
  });
  t.teardown(() => app.close());

  for (const url of ['/dropped', '/pool']) {
    const res = await app.inject(url);
    t.equal(res.statusCode, 503, url);
    t.equal(res.headers['retry-after'], '1', url);
    t.match(res.json(), {
      statusCode: 503,
      error: 'Service Unavailable',
      message: /try again.*request id req-/,
    });
    t.notMatch(res.body, /administrator|timeout exceeded/, 'internals stay in the log');
  }
  const bug = await app.inject('/bug');
  t.equal(bug.statusCode, 500);
  t.notOk(bug.headers['retry-after']);
  t.match(bug.json().message, /Something went wrong on our side \(request id req-/);
});
