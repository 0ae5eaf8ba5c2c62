import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { connectDatabase } from '../adapters/db/connect.ts';
import { migrateToLatest } from '../adapters/db/migrate.ts';
import { loadConfig } from '../adapters/main/config.ts';
import { buildCore } from '../adapters/main/core.ts';

/**
 * What the soak (bench/soak.ts) and its per-route service-time companion
 * (bench/soak-routes.ts) share: the database with the demo data set, the processes (API
 * replicas with WORKER=off and one WORKER=only worker, as deployed: docs/operations.md),
 * and the request mix. See docs/operations.md, "Soak".
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const DB = process.env.SOAK_DB ?? 'mindmark_soak';
/** Demo KOLs seeded (the demo data set's own size by default: 2,000 KOLs, 100 leaderboard pages of 20). */
const KOLS = Number(process.env.SOAK_KOLS ?? 2000);
export const log = (msg: string) => console.log(`[soak ${new Date().toISOString().slice(11, 19)}] ${msg}`);

export async function admin<T extends pg.QueryResultRow = pg.QueryResultRow>(
  query: string,
  values: unknown[] = [],
  database?: string,
): Promise<T[]> {
  const url = new URL(ADMIN_URL);
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query<T>(query, values)).rows;
  } finally {
    await client.end();
  }
}

export interface SoakFixtures {
  databaseUrl: string;
  kols: string[];
  leaderboardPages: number;
  slugs: string[];
  pools: string[];
  openPools: string[];
  submissions: string[];
  creatorCookies: string[];
}

/**
 * Creates and seeds the soak database, or with SOAK_REUSE_DB=1 keeps one already seeded
 * (seeding takes minutes on a busy machine). A reused database is not the same: the
 * creators' submissions of earlier runs stay (about 1,800 per 5-minute soak), so record
 * runs seed afresh. Creator sessions are new each time.
 */
export async function prepareDatabase(): Promise<SoakFixtures> {
  const reuse =
    process.env.SOAK_REUSE_DB === '1' &&
    (await admin('select 1 from pg_database where datname = $1', [DB])).length > 0;
  if (!reuse) {
    await admin(`drop database if exists ${DB} with (force)`);
    await admin(`create database ${DB}`);
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB}`;
  const databaseUrl = url.toString();
  const database = await connectDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
  await migrateToLatest(database.db);
  const core = await buildCore(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database, {
    demoKolCount: KOLS,
  });
  const began = Date.now();
  const { seeded } = await core.seedDemoData(42);
  if (seeded) log(`seeded ${KOLS} KOLs in ${((Date.now() - began) / 1000).toFixed(0)} s`);
  if (
    !(await database.db
      .selectFrom('staff_users')
      .select('id')
      .where('username', '=', 'soak_admin')
      .executeTakeFirst())
  ) {
    await core.staffAuth.create({
      username: 'soak_admin',
      password: 'soak-admin-password',
      role: 'admin',
      projectId: null,
    });
  }
  // In leaderboard order: people open the receipts of the KOLs they see on the pages they browse.
  const kols = (
    await database.db
      .selectFrom('kols as k')
      .leftJoin('kol_score_rows as s', 's.kol_id', 'k.id')
      .select('k.id')
      .orderBy(sql`s.mindo_metric desc nulls last`)
      .orderBy('k.id')
      .execute()
  ).map((r) => r.id);
  const slugs = (await database.db.selectFrom('projects').select('twitter_username').execute()).map(
    (r) => r.twitter_username,
  );
  const pools = (await database.db.selectFrom('reward_pools').select('id').execute()).map((r) => r.id);
  const openPools = (
    await database.db.selectFrom('reward_pools').select('id').where('status', '=', 'active').execute()
  ).map((r) => r.id);
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
  await core.jobs.stop();
  await database.close();
  return {
    databaseUrl,
    kols,
    leaderboardPages: Math.max(1, Math.ceil(kols.length / 20)),
    slugs,
    pools,
    openPools: openPools.length ? openPools : pools,
    submissions,
    creatorCookies,
  };
}

export async function dropDatabase(): Promise<void> {
  if (process.env.SOAK_KEEP_DB === '1') return;
  await admin(`drop database if exists ${DB} with (force)`);
}

export interface Processes {
  replicas: ChildProcess[];
  worker: ChildProcess | null;
  all: ChildProcess[];
  stop(): Promise<void>;
}

/**
 * Two API replicas (WORKER=off) on `ports` and one worker (WORKER=only), production mode.
 * SOAK_CPU_PROF=<dir> starts the replicas under `--cpu-prof` (profiles written at exit).
 */
export async function startProcesses(
  databaseUrl: string,
  ports: number[],
  cwd: string = process.cwd(),
  withWorker = true,
): Promise<Processes> {
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
    // The soak's writes come from 200 clients on one address; per-address limits would turn them into 429s.
    RATE_LIMIT_WRITES_PER_MINUTE: '0',
    SHUTDOWN_DRAIN_MS: '0',
    // Metrics on, as in production; the soak reads each replica's heap from them.
    METRICS_TOKEN: SOAK_METRICS_TOKEN,
  };
  const prof = process.env.SOAK_CPU_PROF;
  const start = (extra: Record<string, string>, ready: string, profile: boolean): Promise<ChildProcess> =>
    new Promise((resolve, reject) => {
      const flags = profile && prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : [];
      const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'adapters/main/main.ts'], {
        cwd,
        env: { ...env, ...extra },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      child.stdout?.on('data', (c: Buffer) => {
        if (c.toString().includes(ready)) resolve(child);
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}`)));
    });
  const replicas = await Promise.all(
    ports.map((p) =>
      start({ PORT: String(p), PUBLIC_ORIGIN: `http://localhost:${p}`, WORKER: 'off' }, 'is running', true),
    ),
  );
  const worker = withWorker
    ? await start(
        { PORT: '0', PUBLIC_ORIGIN: 'http://localhost:3000', WORKER: 'only' },
        'worker is running',
        false,
      )
    : null;
  const all = worker ? [...replicas, worker] : replicas;
  return {
    replicas,
    worker,
    all,
    async stop() {
      for (const child of all) child.kill('SIGTERM');
      await Promise.all(all.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
    },
  };
}

const SOAK_METRICS_TOKEN = 'soak-metrics-token-0123456789';

/** A replica's V8 heap in use, in MB, from its /metrics (NaN when it does not answer). */
export async function heapUsed(port: number): Promise<number> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${SOAK_METRICS_TOKEN}` },
    });
    const text = await res.text();
    const m = /^nodejs_heap_size_used_bytes\s+([\d.e+]+)/m.exec(text);
    return m ? Number(m[1]) / 1024 / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Resident memory of a process in MB, from /proc. */
export const rss = (child: ChildProcess) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

export async function staffToken(port: number): Promise<string> {
  const login = await fetch(`http://127.0.0.1:${port}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'soak_admin', password: 'soak-admin-password' }),
  });
  return ((await login.json()) as { token: string }).token;
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)] as T;

/**
 * Leaderboard depth as people browse it: most stop in the first five pages, the rest go
 * anywhere down to the last page (half and half, so deep pages are a real share).
 */
const leaderboardPage = (pages: number) =>
  Math.random() < 0.5
    ? 1 + Math.floor(Math.random() * Math.min(5, pages))
    : 1 + Math.floor(Math.random() * pages);
/** A KOL as seen on such a page (kols are in leaderboard order). */
const kolOnAPage = (kols: string[]) => {
  const page = leaderboardPage(Math.ceil(kols.length / 20));
  return kols[Math.min(kols.length - 1, (page - 1) * 20 + Math.floor(Math.random() * 20))] as string;
};

export type MixEntry = [
  weight: number,
  name: string,
  make: (origin: string) => { path: string; init?: RequestInit },
];

/** The mix: mostly public reads at random depths, some signed-in creators, some staff. */
export function soakMix(f: SoakFixtures, staffBearer: string): MixEntry[] {
  const auth = { authorization: `Bearer ${staffBearer}` };
  return [
    [
      30,
      'leaderboard page',
      () => ({
        path: `/api/influencers/paginate?limit=20&page=${leaderboardPage(f.leaderboardPages)}&sortField=mindoMetric`,
      }),
    ],
    [12, 'KOL score receipt', () => ({ path: `/api/influencers/${kolOnAPage(f.kols)}/score` })],
    [12, 'project page', () => ({ path: `/api/projects/slug/${pick(f.slugs)}` })],
    [8, 'projects featured', () => ({ path: '/api/projects/featured' })],
    [8, 'narratives', () => ({ path: '/api/narratives?period=30d' })],
    [8, 'pool detail', () => ({ path: `/api/reward-pools/${pick(f.pools)}` })],
    [
      6,
      'social card (creator)',
      () => ({ path: '/api/me/social-card', init: { headers: { cookie: pick(f.creatorCookies) } } }),
    ],
    [
      3,
      'submission (creator)',
      (origin) => ({
        path: '/api/submissions',
        init: {
          method: 'POST',
          headers: { cookie: pick(f.creatorCookies), origin, 'content-type': 'application/json' },
          body: JSON.stringify({
            rewardPoolId: pick(f.openPools),
            contentUrl: `https://x.com/soak/status/${Date.now()}${Math.floor(Math.random() * 1e6)}`,
          }),
        },
      }),
    ],
    [
      5,
      'submissions (staff queue page)',
      // The admin app's review queue (GET /api/admin/submissions, 20 a page): half the time
      // the whole queue's first pages, half one pool's first page. The unpaged
      // GET /api/submissions grows with every submission the soak sends, which no screen shows.
      () => ({
        path:
          Math.random() < 0.5
            ? `/api/admin/submissions?limit=20&page=${1 + Math.floor(Math.random() * 3)}`
            : `/api/admin/submissions?limit=20&page=1&rewardPoolId=${pick(f.pools)}`,
        init: { headers: auth },
      }),
    ],
    [
      5,
      'review (staff)',
      () => ({
        path: `/api/submissions/${pick(f.submissions)}`,
        init: {
          method: 'PATCH',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ status: pick(['approved', 'rejected', 'pending']), views: 1000 }),
        },
      }),
    ],
  ];
}

/** One request of the mix; its time, and the status (0 when the connection failed). */
export async function send(port: number, make: MixEntry[2]) {
  const { path, init } = make(`http://localhost:${port}`);
  const began = performance.now();
  let status = 0;
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, init);
    await res.arrayBuffer();
    status = res.status;
  } catch {}
  return { ms: performance.now() - began, status };
}

export const quantile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
