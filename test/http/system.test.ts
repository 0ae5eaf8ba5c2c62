import net from 'node:net';
import t from 'tap';
import { connectDatabase } from '#adapters/db/connect.ts';
import { buildTestApp } from '../helpers/app.ts';
import { createPostgresDatabase, freshDatabase, postgresOnly } from '../helpers/databases.ts';

t.test('health, config and the API documents', async (t) => {
  const { app } = await buildTestApp(t, await freshDatabase(t, 'pglite'), {
    env: { WALLETCONNECT_PROJECT_ID: 'wc-123', MFE_ADMIN_URL: 'https://admin.example/remoteEntry.js' },
  });
  t.same((await app.inject('/healthz')).json(), { status: 'ok' });
  t.same((await app.inject('/readyz')).json(), { status: 'ready', database: 'up' });

  const config = (await app.inject('/config')).json();
  t.equal(config.walletConnectProjectId, 'wc-123');
  t.equal(config.remotes.admin, 'https://admin.example/remoteEntry.js');

  const doc = (await app.inject('/api/openapi.json')).json();
  t.equal(doc.openapi, '3.1.0');
  t.ok(doc.paths['/config'].get.responses['200'], 'routes are documented from their schemas');
  t.ok(doc.components.schemas.ErrorBody, 'the error body is a shared component');
  const ui = await app.inject('/api/docs/');
  t.equal(ui.statusCode, 200);
  t.match(ui.body, /swagger/i);
});

/** A TCP relay in front of PostgreSQL that can be cut and restored. */
async function relay(targetPort: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      const listener = net.createServer((client) => {
        const upstream = net.connect(targetPort, '127.0.0.1');
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server = listener;
      listener.listen(port, '127.0.0.1', () => {
        port = (listener.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server?.close(() => resolve());
    });
  await open();
  return { port: () => port, cut, restore: open };
}

t.test('readiness follows the database', async (t) => {
  await postgresOnly(t, 'postgres goes away and comes back', async (t) => {
    const { url, drop } = await createPostgresDatabase();
    t.teardown(drop);
    const target = new URL(url);
    const proxy = await relay(Number(target.port || 5432));
    t.teardown(proxy.cut);
    target.host = `127.0.0.1:${proxy.port()}`;
    const database = await connectDatabase({ kind: 'postgres', url: target.toString(), poolSize: 2 });
    t.teardown(() => database.close());
    const { app } = await buildTestApp(t, database);

    t.equal((await app.inject('/readyz')).statusCode, 200);
    await proxy.cut();
    const down = await app.inject('/readyz');
    t.equal(down.statusCode, 503);
    t.same(down.json(), { status: 'unavailable', database: 'down' });
    t.equal((await app.inject('/healthz')).statusCode, 200, 'the process itself is still healthy');
    await proxy.restore();
    // An orchestrator polls readiness; the promise is "ready again within a few probes", not on
    // the first probe whatever the machine's load (CI once saw a single 503 here).
    let ready = 0;
    for (let probe = 0; probe < 10 && ready !== 200; probe++) {
      if (probe) await new Promise((r) => setTimeout(r, 500));
      ready = (await app.inject('/readyz')).statusCode;
    }
    t.equal(ready, 200, 'ready again once the database returns');
  });
});
