import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import { writeResultsSection } from './results-file.ts';
import {
  admin,
  DB,
  dropDatabase,
  log,
  type MixEntry,
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
 * SOAK_ROUTE_CONNECTIONS (1 and 5) clients for SOAK_ROUTE_SECONDS (3) each, against one
 * API replica. At this concurrency a busy machine matters much less than under 200
 * clients, so the numbers say which routes are slow, not how loaded the machine is.
 * "tx/req" is the growth of PostgreSQL's committed transactions in the soak database
 * per request (each statement outside a transaction is one), minus the background rate
 * of the idle processes: a proxy for the queries a request costs.
 *
 * SOAK_BASELINE=<git ref> also starts that commit's server (extracted with git archive
 * into a temporary folder, sharing node_modules) on SOAK_PORT+2 against the same
 * database, and measures both in turns (two each, alternating who goes first): on a shared
 * machine only a ratio measured in the same minutes means anything. docs/operations.md, "Soak".
 */
const SECONDS = Number(process.env.SOAK_ROUTE_SECONDS ?? 3);
const CONNECTIONS = (process.env.SOAK_ROUTE_CONNECTIONS ?? '1,5').split(',').map(Number);
const PORT = Number(process.env.SOAK_PORT ?? 3101);
const ONLY = process.env.SOAK_ROUTES ? new RegExp(process.env.SOAK_ROUTES) : null;
const BASELINE = process.env.SOAK_BASELINE ?? '';

const fixtures = await prepareDatabase();
const processes = await startProcesses(fixtures.databaseUrl, [PORT, PORT + 1]);
let baseline: Awaited<ReturnType<typeof startProcesses>> | null = null;
let baselineSha = '';
if (BASELINE) {
  baselineSha = execFileSync('git', ['rev-parse', '--short', BASELINE], { encoding: 'utf8' }).trim();
  const dir = `${os.tmpdir()}/soak-baseline-${baselineSha}`;
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true });
    execFileSync('sh', ['-c', `git archive ${baselineSha} | tar -x -C ${dir}`]);
    symlinkSync(`${process.cwd()}/node_modules`, `${dir}/node_modules`);
  }
  // Both servers share this tree's database, so the baseline gets this tree's migrations
  // too (it refuses to start on a database holding a migration it does not know): the
  // schema, indexes included, is the same for both; the ratio compares the code.
  for (const name of readdirSync('migrations')) {
    if (!existsSync(`${dir}/migrations/${name}`))
      copyFileSync(`migrations/${name}`, `${dir}/migrations/${name}`);
  }
  baseline = await startProcesses(fixtures.databaseUrl, [PORT + 2], dir, false);
  log(`baseline ${BASELINE} (${baselineSha}) on :${PORT + 2}`);
}
const token = await staffToken(PORT);
const mix = soakMix(fixtures, token).filter(([, name]) => !ONLY || ONLY.test(name));
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

/** CPU time (user + system) of a process so far, in ms, from /proc (0 once it is gone). */
const cpuMs = (pid: number | undefined) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').pop()?.trim().split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the name; clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
};
/** CPU of every PostgreSQL backend on the soak database (both servers' pools), in ms by pid. */
const dbCpu = async () =>
  new Map(
    (await admin<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [DB])).map((r) => [
      r.pid,
      cpuMs(r.pid),
    ]),
  );

interface Sample {
  times: number[];
  errors: number;
  elapsed: number;
  tx: number;
  /** CPU ms spent by the server process and by the database's backends during the turn. */
  serverCpu: number;
  dbCpu: number;
}
async function measure(
  port: number,
  pid: number | undefined,
  make: MixEntry[2],
  connections: number,
): Promise<Sample> {
  const times: number[] = [];
  let errors = 0;
  await sleep(1100);
  const before = await commits();
  const serverBefore = cpuMs(pid);
  const dbBefore = await dbCpu();
  const began = performance.now();
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const { ms, status } = await send(port, make);
        times.push(ms);
        if (status === 0 || status >= 500) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  const serverCpu = cpuMs(pid) - serverBefore;
  // Backends opened during the turn count from zero; the other server's idle polling is noise.
  const dbCpuUsed = [...(await dbCpu()).entries()].reduce((n, [p, ms]) => n + ms - (dbBefore.get(p) ?? 0), 0);
  await sleep(1100);
  const tx = (await commits()) - before - background * (elapsed + 2.2);
  return { times, errors, elapsed, tx, serverCpu, dbCpu: dbCpuUsed };
}
const merge = (samples: Sample[]): Sample => ({
  times: samples.flatMap((s) => s.times).sort((a, b) => a - b),
  errors: samples.reduce((n, s) => n + s.errors, 0),
  elapsed: samples.reduce((n, s) => n + s.elapsed, 0),
  tx: samples.reduce((n, s) => n + s.tx, 0),
  serverCpu: samples.reduce((n, s) => n + s.serverCpu, 0),
  dbCpu: samples.reduce((n, s) => n + s.dbCpu, 0),
});
const cells = (s: Sample) => {
  const mean = s.times.reduce((a, b) => a + b, 0) / Math.max(1, s.times.length);
  return [
    s.times.length,
    (s.times.length / s.elapsed).toFixed(0),
    mean.toFixed(1),
    quantile(s.times, 0.5).toFixed(1),
    quantile(s.times, 0.99).toFixed(1),
    Math.max(0, s.tx / Math.max(1, s.times.length)).toFixed(1),
    (s.serverCpu / Math.max(1, s.times.length)).toFixed(2),
    (s.dbCpu / Math.max(1, s.times.length)).toFixed(2),
    s.errors,
  ];
};

const load = os.loadavg()[0] ?? 0;
const rows: string[] = [];
for (const [, name, make] of mix) {
  for (let i = 0; i < 5; i++) await send(PORT, make);
  if (baseline) for (let i = 0; i < 5; i++) await send(PORT + 2, make);
  for (const connections of CONNECTIONS) {
    const ours: Sample[] = [];
    const theirs: Sample[] = [];
    for (let round = 0; round < (baseline ? 2 : 1); round++) {
      // Turns alternate who goes first, so neither always follows the other's warm caches.
      const theirPid = baseline?.replicas[0]?.pid;
      if (baseline && round % 2 === 1) theirs.push(await measure(PORT + 2, theirPid, make, connections));
      ours.push(await measure(PORT, processes.replicas[0]?.pid, make, connections));
      if (baseline && round % 2 === 0) theirs.push(await measure(PORT + 2, theirPid, make, connections));
    }
    const now = merge(ours);
    let row = `| ${name} | ${connections} | ${cells(now).join(' | ')} |`;
    if (baseline) {
      const then = merge(theirs);
      const mean = (s: Sample) => s.times.reduce((a, b) => a + b, 0) / Math.max(1, s.times.length);
      const cpu = (x: Sample) => (x.serverCpu + x.dbCpu) / Math.max(1, x.times.length);
      row += ` ${cells(then).slice(2).join(' | ')} | ${(mean(now) / mean(then)).toFixed(2)} | ${(cpu(now) / cpu(then)).toFixed(2)} |`;
    }
    rows.push(row);
    log(row);
  }
}
const loadEnd = os.loadavg()[0] ?? 0;
await processes.stop();
await baseline?.stop();
await dropDatabase();

const head = baseline
  ? `| route | clients | requests | req/s | mean ms | p50 ms | p99 ms | tx/req | server CPU ms/req | db CPU ms/req | errors | baseline mean ms | p50 ms | p99 ms | tx/req | server CPU | db CPU | errors | mean vs baseline | CPU vs baseline |
| ----- | ------- | -------- | ----- | ------- | ------ | ------ | ------ | ---- | ---- | ------ | ---- | ---- | ---- | ---- | ---- | ---- | ---- | ---- | ---- |`
  : `| route | clients | requests | req/s | mean ms | p50 ms | p99 ms | tx/req | server CPU ms/req | db CPU ms/req | errors |
| ----- | ------- | -------- | ----- | ------- | ------ | ------ | ------ | ---- | ---- | ------ |`;
const markdown = `## Soak routes: service time at low concurrency

\`npm run bench:soak-routes\`${baseline ? ` with \`SOAK_BASELINE=${BASELINE}\` (${baselineSha})` : ''} on ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: each route of the soak's mix alone against one replica${baseline ? ' of this tree and one of the baseline, in turns (two turns each)' : ''} on the soak's database, closed loop, ${SECONDS} s per turn. Load average (1 min) ${load.toFixed(1)} at the start, ${loadEnd.toFixed(1)} at the end. "tx/req": PostgreSQL transactions committed per request in the soak database, background subtracted (${background.toFixed(1)}/s); both servers share the database, so the baseline's column is only as clean as the turns are apart. "server CPU" is the replica's own CPU time (user + system, /proc) per request, "db CPU" that of every PostgreSQL backend on the soak database during the turn (both servers' pools: the idle one's polling is included); CPU time depends far less on a busy machine than wall time, so "CPU vs baseline" (server + db) is the steadier ratio.

${head}
${rows.join('\n')}
`;
if (!ONLY) writeResultsSection('soak-routes', markdown);
console.log(markdown);
process.exit(0);
