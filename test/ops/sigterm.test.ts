import t from 'tap';
import { postgresTemplate } from '../helpers/database-templates.ts';
import { createPostgresDatabase, postgresAdminUrl, postgresOnly } from '../helpers/databases.ts';
import { sleep, startProduct } from './processes.ts';

/**
 * SIGTERM under load (docs/operations.md, "Graceful shutdown"): readiness turns 503
 * first, every request sent before the signal is answered, then the process exits 0.
 */
postgresOnly(t, 'SIGTERM under load loses no accepted request', async (t) => {
  const adminUrl = postgresAdminUrl() as string;
  const { url, drop } = await createPostgresDatabase({ template: await postgresTemplate(adminUrl) });
  t.teardown(drop);
  const server = await startProduct(t, {
    databaseUrl: url,
    worker: 'on',
    env: { SHUTDOWN_DRAIN_MS: '1500' },
  });

  let signalAt = Number.POSITIVE_INFINITY;
  const before: { status: number; error?: string }[] = [];
  const after: { status: number; error?: string }[] = [];
  let readyDuringDrain: number | null = null;
  const paths = [
    '/api/narratives',
    '/api/influencers/paginate?limit=20',
    '/api/projects/featured',
    '/readyz',
  ];
  const client = async (n: number) => {
    for (let i = 0; ; i++) {
      const sentAt = Date.now();
      if (sentAt > signalAt + 4000) return;
      const path = paths[(n + i) % paths.length] as string;
      const outcome: { status: number; error?: string } = await fetch(`${server.url}${path}`).then(
        async (res) => {
          await res.arrayBuffer();
          if (path === '/readyz' && sentAt > signalAt + 100 && res.status === 503) readyDuringDrain = 503;
          return { status: res.status };
        },
        (error: Error) => ({ status: 0, error: String(error.cause ?? error.message) }),
      );
      // Readiness is the load balancer's probe, not a request to serve: it turns 503 on purpose.
      if (path !== '/readyz') (sentAt < signalAt ? before : after).push(outcome);
      if (outcome.status === 0 && sentAt > signalAt) return;
    }
  };
  const clients = Array.from({ length: 20 }, (_, n) => client(n));
  await sleep(2000);
  signalAt = Date.now();
  server.child.kill('SIGTERM');
  await Promise.all(clients);
  t.comment(`clients done ${Date.now() - signalAt} ms after the signal`);
  const code = await server.exited;
  t.comment(`exited ${Date.now() - signalAt} ms after the signal`);

  const failedBefore = before.filter((o) => !(o.status >= 200 && o.status < 300));
  t.ok(before.length > 50, `${before.length} requests sent before the signal`);
  t.same(failedBefore, [], 'every one of them answered 2xx');
  t.equal(readyDuringDrain, 503, 'readiness answered 503 while draining');
  t.ok(
    after.some((o) => o.status >= 200 && o.status < 300),
    'requests during the drain were still served',
  );
  t.equal(code, 0, 'then the process exited cleanly');
});
