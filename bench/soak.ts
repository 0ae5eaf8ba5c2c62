import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { connectDatabase } from '../adapters/db/connect.ts';
import { migrateToLatest } from '../adapters/db/migrate.ts';
import { loadConfig } from '../adapters/main/config.ts';
import { buildCore } from '../adapters/main/core.ts';
import { writeResultsSection } from './results-file.ts';

/**
 * The soak (last step of `npm run bench`, or `npx tsx bench/soak.ts`): two API replicas
 * (WORKER=off) and one worker on one PostgreSQL database with the demo data set;
 * SOAK_CLIENTS concurrent clients (200) for SOAK_SECONDS (30 by default; SOAK_SECONDS=300
 * is the full run recorded in bench/RESULTS.md) with a realistic mix: leaderboard pages at
 * random depths, KOL score receipts, project pages, narratives, signed-in creators' social
 * card and submissions, staff lists and reviews. Each client waits SOAK_THINK_MS (1000,
 * jittered ±50%) between requests as a person does; SOAK_THINK_MS=0 is a closed-loop
 * saturation test instead. p50/p99 and errors per route and each process's resident
 * memory at start and end go to bench/RESULTS.md. Ports SOAK_PORT (3101) and SOAK_PORT+10;
 * database SOAK_DB (mindmark_soak), dropped at the end.
 */
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 200);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 30);
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 1000);
const PORT = Number(process.env.SOAK_PORT ?? 3101);
const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = process.env.SOAK_DB ?? 'mindmark_soak';
const log = (msg: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${msg}`);

async function admin(query: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(query).finally(() => client.end());
}

await admin(`drop database if exists ${DB} with (force)`);
await admin(`create database ${DB}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${DB}`;
const databaseUrl = url.toString();
const database = await connectDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
await migrateToLatest(database.db);
const core = await buildCore(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database);
await core.seedDemoData(42);
await core.staffAuth.create({
  username: 'soak_admin',
  password: 'soak-admin-password',
  role: 'admin',
  projectId: null,
});
const kols = (await database.db.selectFrom('kols').select('id').limit(500).execute()).map((r) => r.id);
const slugs = (await database.db.selectFrom('projects').select('twitter_username').execute()).map(
  (r) => r.twitter_username,
);
const pools = (await database.db.selectFrom('reward_pools').select('id').execute()).map((r) => r.id);
const submissions = (
  await database.db.selectFrom('reward_submissions').select('id').limit(200).execute()
).map((r) => r.id);
// Signed-in creators: users with a KOL, each with a session cookie of their own.
const creatorIds = (
  await database.db.selectFrom('users').select('id').where('kol_id', 'is not', null).limit(200).execute()
).map((r) => r.id);
const creatorCookies = await Promise.all(
  creatorIds.map(async (id) => `sid=${(await core.sessions.start(id)).token}`),
);
const openPools = (
  await database.db.selectFrom('reward_pools').select('id').where('status', '=', 'active').execute()
).map((r) => r.id);
await core.jobs.stop();
await database.close();
log(
  `seeded: ${kols.length} KOLs sampled, ${slugs.length} projects, ${pools.length} pools (${openPools.length} active), ${creatorCookies.length} creators`,
);

const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl,
  DATABASE_POOL_SIZE: '20',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DEMO_SEED: 'false',
  DEMO_SIGN_IN: 'false',
  JWT_SECRET: 'soak-secret-0123456789abcdef-0123456789',
  RANKINGS_INTERVAL_MINUTES: '0',
  RANKINGS_FULL_RUN_HOUR: 'off',
  RATE_LIMIT_WRITES_PER_MINUTE: '0',
  SHUTDOWN_DRAIN_MS: '0',
};
const start = (extra: Record<string, string>, ready: string): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'adapters/main/main.ts'], {
      env: { ...env, ...extra },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout?.on('data', (c: Buffer) => {
      if (c.toString().includes(ready)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}`)));
  });
const ports = [PORT, PORT + 10];
const replicas = await Promise.all(
  ports.map((p) =>
    start({ PORT: String(p), PUBLIC_ORIGIN: `http://localhost:${p}`, WORKER: 'off' }, 'is running'),
  ),
);
const worker = await start(
  { PORT: '0', PUBLIC_ORIGIN: 'http://localhost:3000', WORKER: 'only' },
  'worker is running',
);
const rss = (child: ChildProcess) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const login = await fetch(`http://127.0.0.1:${PORT}/api/auth/admin/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'soak_admin', password: 'soak-admin-password' }),
});
const token = ((await login.json()) as { token: string }).token;
const auth = { authorization: `Bearer ${token}` };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)] as T;

/** The mix: mostly public reads at random depths, some signed-in creators, some staff. */
const mix: [number, string, (origin: string) => { path: string; init?: RequestInit }][] = [
  [
    30,
    'leaderboard page',
    () => ({
      path: `/api/influencers/paginate?limit=20&page=${1 + Math.floor(Math.random() * 50)}&sortField=mindoMetric`,
    }),
  ],
  [12, 'KOL score receipt', () => ({ path: `/api/influencers/${pick(kols)}/score` })],
  [12, 'project page', () => ({ path: `/api/projects/slug/${pick(slugs)}` })],
  [8, 'projects featured', () => ({ path: '/api/projects/featured' })],
  [8, 'narratives', () => ({ path: '/api/narratives?period=30d' })],
  [8, 'pool detail', () => ({ path: `/api/reward-pools/${pick(pools)}` })],
  [
    6,
    'social card (creator)',
    () => ({ path: '/api/me/social-card', init: { headers: { cookie: pick(creatorCookies) } } }),
  ],
  [
    3,
    'submission (creator)',
    (origin) => ({
      path: '/api/submissions',
      init: {
        method: 'POST',
        headers: { cookie: pick(creatorCookies), origin, 'content-type': 'application/json' },
        body: JSON.stringify({
          rewardPoolId: pick(openPools.length ? openPools : pools),
          contentUrl: `https://x.com/soak/status/${Date.now()}${Math.floor(Math.random() * 1e6)}`,
        }),
      },
    }),
  ],
  [
    5,
    'submissions (staff list)',
    () => ({ path: `/api/submissions?rewardPoolId=${pick(pools)}`, init: { headers: auth } }),
  ],
  [
    5,
    'review (staff)',
    () => ({
      path: `/api/submissions/${pick(submissions)}`,
      init: {
        method: 'PATCH',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ status: pick(['approved', 'rejected', 'pending']), views: 1000 }),
      },
    }),
  ],
];
const total = mix.reduce((s, [w]) => s + w, 0);
const choose = () => {
  let r = Math.random() * total;
  for (const entry of mix) {
    r -= entry[0];
    if (r < 0) return entry;
  }
  return mix[0] as (typeof mix)[number];
};

/** One request of the mix; its time, and the status (0 when the connection failed). */
async function send(port: number, name: string, make: (typeof mix)[number][2]) {
  const { path, init } = make(`http://localhost:${port}`);
  const began = performance.now();
  let status = 0;
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, init);
    await res.arrayBuffer();
    status = res.status;
  } catch {}
  return { name, ms: performance.now() - began, status };
}

// What each route costs alone: one client, one request at a time, after a warm-up pass.
// Set beside the loaded numbers, it tells a slow route from a saturated machine.
const alone = new Map<string, number>();
for (const [, name, make] of mix) {
  for (let i = 0; i < 3; i++) await send(PORT, name, make);
  const times: number[] = [];
  for (let i = 0; i < 15; i++) times.push((await send(PORT, name, make)).ms);
  times.sort((a, b) => a - b);
  alone.set(name, times[Math.floor(times.length / 2)] ?? 0);
}

const stats = new Map<string, { ms: number[]; errors: number; codes: Map<number, number> }>();
const loadStart = os.loadavg()[0] ?? 0;
const rssStart = [...replicas, worker].map(rss);
log(`${CLIENTS} clients for ${SECONDS} s against :${ports.join(', :')}`);
const until = Date.now() + SECONDS * 1000;
await Promise.all(
  Array.from({ length: CLIENTS }, async (_, n) => {
    const port = ports[n % ports.length] as number;
    // Clients start spread over one think time, not all in the same millisecond.
    await sleep(Math.random() * THINK_MS);
    while (Date.now() < until) {
      const [, name, make] = choose();
      const { ms, status } = await send(port, name, make);
      const s = stats.get(name) ?? { ms: [] as number[], errors: 0, codes: new Map<number, number>() };
      s.ms.push(ms);
      if (status === 0 || status >= 500) {
        s.errors++;
        s.codes.set(status, (s.codes.get(status) ?? 0) + 1);
      }
      stats.set(name, s);
      if (THINK_MS > 0) await sleep(THINK_MS * (0.5 + Math.random()));
    }
  }),
);
const rssEnd = [...replicas, worker].map(rss);
const loadEnd = os.loadavg()[0] ?? 0;
for (const child of [...replicas, worker]) child.kill('SIGTERM');
await Promise.all([...replicas, worker].map((c) => new Promise((r) => c.once('exit', r))));
await admin(`drop database if exists ${DB} with (force)`);

const q = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const rows = [...stats.entries()].map(([name, s]) => {
  const sorted = [...s.ms].sort((a, b) => a - b);
  const codes = [...s.codes.entries()].map(([c, n]) => `${n}× ${c || 'no answer'}`).join(', ');
  return `| ${name} | ${(alone.get(name) ?? 0).toFixed(1)} | ${sorted.length} | ${q(sorted, 0.5).toFixed(1)} | ${q(sorted, 0.99).toFixed(1)} | ${s.errors}${codes ? ` (${codes})` : ''} |`;
});
const mem = ['replica A', 'replica B', 'worker']
  .map((name, i) => `| ${name} | ${rssStart[i]?.toFixed(0)} | ${rssEnd[i]?.toFixed(0)} |`)
  .join('\n');
const markdown = `## Soak: two replicas and a worker on PostgreSQL

\`npx tsx bench/soak.ts\` on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${new Date().toISOString().slice(0, 10)}: ${CLIENTS} concurrent clients for ${SECONDS} s, ${THINK_MS ? `each waiting ${THINK_MS / 2}-${(THINK_MS * 3) / 2} ms between requests` : 'no wait between requests (closed loop)'}, the client in the same machine as both replicas, the worker and PostgreSQL. Errors are 5xx answers and failed connections. Load average (1 min) ${loadStart.toFixed(1)} at the start, ${loadEnd.toFixed(1)} at the end. "alone" is the median of 15 requests from one client before the load.

| route | alone ms | requests | p50 ms | p99 ms | errors |
| ----- | -------- | -------- | ------ | ------ | ------ |
${rows.join('\n')}

| process | RSS at start (MB) | RSS at end (MB) |
| ------- | ----------------- | --------------- |
${mem}
`;
writeResultsSection('soak', markdown);
console.log(markdown);
process.exit(0);
