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
 * `npx tsx bench/soak.ts`: two API replicas (WORKER=off) and one worker on one
 * PostgreSQL database with the demo data set; SOAK_CLIENTS concurrent clients (200)
 * for SOAK_SECONDS (300) with a realistic mix (leaderboard pages at random depths, KOL
 * score receipts, project pages, narratives, the social card, submissions and
 * reviews); p50/p99 and errors per route and each replica's resident memory at start
 * and end go to bench/RESULTS.md. Ports SOAK_PORT (3101) and SOAK_PORT+10.
 */
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 200);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const PORT = Number(process.env.SOAK_PORT ?? 3101);
const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = 'mindmark_soak';
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
await core.jobs.stop();
await database.close();
log(`seeded: ${kols.length} KOLs sampled, ${slugs.length} projects, ${pools.length} pools`);

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
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)] as T;

/** The mix: mostly reads at random depths, some staff reviews (submissions need a creator session: reads only). */
const mix: [number, string, () => { path: string; init?: RequestInit }][] = [
  [
    30,
    'leaderboard page',
    () => ({
      path: `/api/influencers/paginate?limit=20&page=${1 + Math.floor(Math.random() * 50)}&sortField=mindoMetric`,
    }),
  ],
  [15, 'KOL score receipt', () => ({ path: `/api/influencers/${pick(kols)}/score` })],
  [15, 'project page', () => ({ path: `/api/projects/slug/${pick(slugs)}` })],
  [10, 'projects featured', () => ({ path: '/api/projects/featured' })],
  [10, 'narratives', () => ({ path: '/api/narratives?period=30' })],
  [10, 'pool detail', () => ({ path: `/api/reward-pools/${pick(pools)}` })],
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

const stats = new Map<string, { ms: number[]; errors: number }>();
const rssStart = [...replicas, worker].map(rss);
log(`${CLIENTS} clients for ${SECONDS} s against :${ports.join(', :')}`);
const until = Date.now() + SECONDS * 1000;
await Promise.all(
  Array.from({ length: CLIENTS }, async (_, n) => {
    const base = `http://127.0.0.1:${ports[n % ports.length]}`;
    while (Date.now() < until) {
      const [, name, make] = choose();
      const { path, init } = make();
      const began = performance.now();
      let ok = false;
      try {
        const res = await fetch(base + path, init);
        await res.arrayBuffer();
        ok = res.status < 500;
      } catch {
        ok = false;
      }
      const s = stats.get(name) ?? { ms: [], errors: 0 };
      s.ms.push(performance.now() - began);
      if (!ok) s.errors++;
      stats.set(name, s);
    }
  }),
);
const rssEnd = [...replicas, worker].map(rss);
for (const child of [...replicas, worker]) child.kill('SIGTERM');

const q = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const rows = [...stats.entries()].map(([name, s]) => {
  const sorted = [...s.ms].sort((a, b) => a - b);
  return `| ${name} | ${sorted.length} | ${q(sorted, 0.5).toFixed(1)} | ${q(sorted, 0.99).toFixed(1)} | ${s.errors} |`;
});
const mem = ['replica A', 'replica B', 'worker']
  .map((name, i) => `| ${name} | ${rssStart[i]?.toFixed(0)} | ${rssEnd[i]?.toFixed(0)} |`)
  .join('\n');
const markdown = `## Soak: two replicas and a worker on PostgreSQL

\`npx tsx bench/soak.ts\` on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${new Date().toISOString().slice(0, 10)}: ${CLIENTS} concurrent clients for ${SECONDS} s, the client in the same machine as both replicas, the worker and PostgreSQL. Errors are 5xx answers and failed connections.

| route | requests | p50 ms | p99 ms | errors |
| ----- | -------- | ------ | ------ | ------ |
${rows.join('\n')}

| process | RSS at start (MB) | RSS at end (MB) |
| ------- | ----------------- | --------------- |
${mem}
`;
writeResultsSection('soak', markdown);
console.log(markdown);
process.exit(0);
