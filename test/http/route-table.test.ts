import Fastify from 'fastify';
import t from 'tap';
import { routeTable } from '#contracts/route-table.ts';
import { NoQuery } from '#contracts/schemas/common.schema.ts';
import { routeContractPlugin } from '#adapters/http/plugins/route-contract.plugin.ts';
import { buildTestApp } from '../helpers/app.ts';
import { freshDatabase } from '../helpers/databases.ts';

/**
 * One default app over one PGlite for the two tests that read the whole app: both only read
 * (its registered routes, its OpenAPI document, one GET of a page), so neither needs a fresh
 * one; a fresh app and database cost about 1.5 s of CPU (docs/testing.md, "Thirteenth pass").
 */
let shared: ReturnType<typeof buildTestApp> | undefined;
async function sharedApp() {
  shared ??= freshDatabase(t, 'pglite').then((db) => buildTestApp(t, db));
  return (await shared).app;
}

t.test('the whole app registers exactly the route table, with its schema objects', async (t) => {
  const app = await sharedApp();
  await app.ready();
  const registered = app.contractRoutes.map((r) => r.key);
  const table = Object.keys(routeTable);
  t.same(
    registered.filter((k) => !table.includes(k)),
    [],
    'every registered API route has a table entry',
  );
  t.same(
    table.filter((k) => !registered.includes(k)),
    [],
    'every table entry is registered',
  );
  t.equal(new Set(registered).size, registered.length, 'no route registered twice');
  for (const { key, schema } of app.contractRoutes) {
    const entry = routeTable[key as keyof typeof routeTable] as Record<string, unknown>;
    for (const part of ['params', 'querystring', 'body', 'response'] as const) {
      if (schema[part] !== entry[part]) t.fail(`${key}: ${part} differs from the table`);
    }
  }
  t.ok(app.accessTable.length >= table.length, 'every table route also declares its access');
});

t.test('the OpenAPI document declares the HTML sign-in page as text/html', async (t) => {
  const app = await sharedApp();
  const doc = (await app.inject('/api/openapi.json')).json();
  const ok = doc.paths['/api/auth/demo'].get.responses['200'];
  t.same(Object.keys(ok.content), ['text/html'], 'GET /api/auth/demo answers an HTML page, not JSON');
  t.equal(ok.content['text/html'].schema.type, 'string');
  const page = await app.inject('/api/auth/demo');
  t.match(page.headers['content-type'], /^text\/html/, 'and the route really answers HTML');
});

t.test('registering an API route without a table entry fails', async (t) => {
  const app = Fastify();
  t.teardown(() => app.close());
  await app.register(routeContractPlugin);
  await t.rejects(
    (async () => {
      app.get('/api/not-in-the-table', { schema: { querystring: NoQuery } }, async () => ({}));
    })(),
    /GET \/api\/not-in-the-table has no entry/,
  );
});

t.test('registering a table route with its own copy of the schema fails', async (t) => {
  const app = Fastify();
  t.teardown(() => app.close());
  await app.register(routeContractPlugin);
  const { response } = routeTable['GET /healthz'];
  await t.rejects(
    (async () => {
      app.get('/healthz', { schema: { querystring: NoQuery, response: { ...response } } }, async () => ({}));
    })(),
    /GET \/healthz: schema.(querystring|response) is not the route table's/,
  );
});

t.test('hidden routes need no entry', async (t) => {
  const app = Fastify();
  t.teardown(() => app.close());
  await app.register(routeContractPlugin);
  app.get('/internal', { schema: { hide: true } }, async () => ({}));
  await app.ready();
  t.same(app.contractRoutes, []);
});
