import os from 'node:os';
import { writeResultsSection } from './results-file.ts';
import {
  admin,
  DB,
  dropDatabase,
  log,
  prepareDatabase,
  quantile,
  send,
  soakMix,
  staffToken,
  startProcesses,
} from './soak-setup.ts';

/**
 * Service time of each route of the soak's mix at low concurrency (`npm run bench:soak-routes`):
 * the same database and processes as the soak, but each route alone, closed loop, with
 * SOAK_ROUTE_CONNECTIONS (1 and 5) clients for SOAK_ROUTE_SECONDS (3) each. At this
 * concurrency a busy machine matters much less than under 200 clients, so the numbers
 * say which routes are slow, not how loaded the machine is. "transactions/request" is
 * the growth of PostgreSQL's committed transactions in the soak database per request
 * (each statement outside a transaction is one), minus the background rate of the idle
 * processes: a proxy for the queries a request costs. See docs/operations.md, "Soak".
 */
const SECONDS = Number(process.env.SOAK_ROUTE_SECONDS ?? 3);
const CONNECTIONS = (process.env.SOAK_ROUTE_CONNECTIONS ?? '1,5').split(',').map(Number);
const PORT = Number(process.env.SOAK_PORT ?? 3101);
const ONLY = process.env.SOAK_ROUTES ? new RegExp(process.env.SOAK_ROUTES) : null;

const fixtures = await prepareDatabase();
const processes = await startProcesses(fixtures.databaseUrl, [PORT, PORT + 1]);
const mix = soakMix(fixtures, await staffToken(PORT)).filter(([, name]) => !ONLY || ONLY.test(name));
const commits = async () =>
  Number(
    (await admin<{ n: string }>('select xact_commit as n from pg_stat_database where datname = $1', [DB]))[0]
      ?.n ?? 0,
  );
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Background transactions (version reads, the worker's queue) per second, from an idle spell.
// pg_stat_database is updated when a backend reports (at most every second): wait it out.
await sleep(1500);
const idleFrom = await commits();
await sleep(5000);
const background = ((await commits()) - idleFrom) / 5;
log(`background: ${background.toFixed(1)} transactions/s`);

const load = os.loadavg()[0] ?? 0;
const rows: string[] = [];
for (const [, name, make] of mix) {
  for (let i = 0; i < 5; i++) await send(PORT, make);
  for (const connections of CONNECTIONS) {
    const times: number[] = [];
    let errors = 0;
    await sleep(1100);
    const before = await commits();
    const began = performance.now();
    const until = Date.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: connections }, async (_, n) => {
        // Both replicas, as in the soak.
        const port = n % 2 === 0 ? PORT : PORT + 1;
        while (Date.now() < until) {
          const { ms, status } = await send(port, make);
          times.push(ms);
          if (status === 0 || status >= 500) errors++;
        }
      }),
    );
    const elapsed = (performance.now() - began) / 1000;
    await sleep(1100);
    const tx = (await commits()) - before - background * (elapsed + 2.2);
    times.sort((a, b) => a - b);
    const mean = times.reduce((s, t) => s + t, 0) / Math.max(1, times.length);
    rows.push(
      `| ${name} | ${connections} | ${times.length} | ${(times.length / elapsed).toFixed(0)} | ${mean.toFixed(1)} | ${quantile(times, 0.5).toFixed(1)} | ${quantile(times, 0.99).toFixed(1)} | ${Math.max(0, tx / Math.max(1, times.length)).toFixed(1)} | ${errors} |`,
    );
    log(rows.at(-1) as string);
  }
}
const loadEnd = os.loadavg()[0] ?? 0;
await processes.stop();
await dropDatabase();

const markdown = `## Soak routes: service time at low concurrency

\`npm run bench:soak-routes\` on ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: each route of the soak's mix alone against the same two replicas, worker and database, closed loop, ${SECONDS} s per row. Load average (1 min) ${load.toFixed(1)} at the start, ${loadEnd.toFixed(1)} at the end. "tx/req": PostgreSQL transactions committed per request in the soak database, background subtracted (${background.toFixed(1)}/s).

| route | clients | requests | req/s | mean ms | p50 ms | p99 ms | tx/req | errors |
| ----- | ------- | -------- | ----- | ------- | ------ | ------ | ------ | ------ |
${rows.join('\n')}
`;
if (!ONLY) writeResultsSection('soak-routes', markdown);
console.log(markdown);
process.exit(0);
