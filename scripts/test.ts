import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensurePostgresTemplate, sharedPostgresTemplateName } from '../test/helpers/database-templates.ts';
import { seededDemoTemplate, seededPostgresDemoTemplate } from '../test/helpers/demo-template.ts';
import { RUN_TEMPLATE_PREFIX } from '../test/helpers/run-templates.ts';
import { buildMissingFrontends } from './build-missing-frontends.ts';
import { COVERAGE_DIR, enforceFloor, FLOOR_FILE, SUMMARY_FILE } from './coverage-floor.ts';
import { TreeCpu } from '../test/helpers/process-tree-cpu.ts';
import { ALWAYS_ALONE, removeGroups, writeGroups } from './test-groups.ts';

/**
 * `npm test`: one tap run over every test file. Database tests run on PGlite always
 * and on PostgreSQL when TEST_DATABASE_URL is set or 127.0.0.1:5432 answers; under
 * CI (CI=true) PostgreSQL is required, so its tests can never be silently skipped.
 * Ends with one plain line `N passed, N failed` taken from tap's own summary. A full run
 * (no test files named) runs the unit, adapters, HTTP and ops files a few processes to an area
 * (scripts/test-groups.ts), then checks the coverage floor (scripts/coverage-floor.ts).
 */
const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const adminUrl = process.env.TEST_DATABASE_URL || DEFAULT_ADMIN_URL;
// Names this run: the browser tests share one seeded demo per run (test/helpers/demo-template.ts).
const runId = `run${process.pid}`;
const env: NodeJS.ProcessEnv = { ...process.env, TEST_RUN_ID: runId };
// ts-node's transpile, cached on disk (scripts/ts-transpile-cache.cjs): the same output
// without transpiling the app graph again in every test process. An absolute path: child
// processes started from other directories (depcruise in test/core/import-boundaries) read
// it too, and a relative one made them fail. (.taprc's test-env could only give a relative one.)
env.TS_NODE_PROJECT ??= fileURLToPath(new URL('./tsconfig.tap.json', import.meta.url));
let runTemplate: string | undefined;
if (await postgresAnswers(adminUrl)) {
  env.TEST_POSTGRES_URL = adminUrl;
  // One migrated template for this run, copied by every test database and dropped at the end.
  runTemplate = `${sharedPostgresTemplateName()}_run${process.pid}`;
  env.TEST_POSTGRES_TEMPLATE = await ensurePostgresTemplate(adminUrl, runTemplate);
  console.log(`database tests: PGlite and PostgreSQL (${adminUrl.replace(/:[^:@/]*@/, ':***@')})`);
} else if (process.env.CI === 'true' || process.env.REQUIRE_POSTGRES === '1') {
  console.error(
    `PostgreSQL is required here (CI) but ${adminUrl} does not answer; its tests would be skipped.`,
  );
  process.exit(1);
} else {
  console.log('database tests: PGlite only (PostgreSQL did not answer; its tests are skipped)');
}
if (process.env.CI === 'true') env.REQUIRE_POSTGRES = '1';
// TEST_BACKENDS narrows a process to one backend (test/helpers/databases.ts); a full run sets
// it only inside the two halves of a split file (scripts/test-groups.ts, SPLIT_BY_BACKEND).
// Inherited, it would leave the other backend's tests out of every file: never under CI.
if (process.env.TEST_BACKENDS && env.REQUIRE_POSTGRES === '1') {
  console.error(
    `TEST_BACKENDS=${process.env.TEST_BACKENDS} would leave a backend's tests out; not under CI.`,
  );
  process.exit(1);
}

// The browser tests run against the production build.
buildMissingFrontends('for the browser tests');

const args = process.argv.slice(2);
const fullRun = args.every((arg) => arg.startsWith('-'));
// A PostgreSQL restart breaks the connections of every test running beside it: its test
// runs alone after the others in a full run, or when named (test/ops/postgres-restart.test.ts).
const RESTART_TEST = ALWAYS_ALONE[0] as string;
if (args.some((arg) => arg.endsWith('postgres-restart.test.ts'))) env.TEST_POSTGRES_RESTART = '1';

/** One tap run; resolves with its exit code and its `{ total: … }` summary line. */
function runTap(tapArgs: string[], runEnv: NodeJS.ProcessEnv): Promise<{ code: number; summary: string }> {
  const child = spawn('npx', ['tap', '-R', 'base', ...tapArgs], {
    env: runEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let summary = '';
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    const m = /# \{ total: \d+[^}]*\}/.exec(chunk.toString());
    if (m) summary = m[0];
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code: code ?? 1, summary })));
}

async function dropRunTemplate(): Promise<void> {
  if (!runTemplate) return;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  // The run's own templates (the seeded demo, data set A) are named after it (test/helpers/run-templates.ts).
  const seeded = await client
    .query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [
      `${runTemplate}_`,
    ])
    .catch(() => ({ rows: [] as { datname: string }[] }));
  for (const { datname } of seeded.rows)
    await client.query(`drop database if exists ${datname} with (force)`).catch(() => {});
  await client.query(`drop database if exists ${runTemplate} with (force)`).catch(() => {});
  await client.end();
}

/** ts-node's cached transpiles (scripts/ts-transpile-cache.cjs) not written in a week: old sources. */
function pruneTranspileCache(): void {
  const dir = path.join(tmpdir(), 'mindmark-ts-cache');
  const weekAgo = Date.now() - 7 * 24 * 3600_000;
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      if (statSync(file).mtimeMs < weekAgo) rmSync(file, { force: true });
    } catch {
      // another run removed it
    }
  }
}

/** The run's PGlite templates (test/helpers/run-templates.ts): the seeded demo, data set A. */
function removeRunDemoTemplates(): void {
  for (const name of readdirSync(tmpdir())) {
    if (name.startsWith(RUN_TEMPLATE_PREFIX) && name.includes(`-${runId}.tar`))
      rmSync(path.join(tmpdir(), name), { force: true });
  }
}

/**
 * The run's own account of where the time went (docs/testing.md, "Suite time"): the test
 * processes tap started, the sum of their wall times and the longest, from tap's
 * `.tap/processinfo` (read before the restart run replaces it).
 */
function processTimes(): string {
  const dir = '.tap/processinfo';
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return 'test processes: no .tap/processinfo';
  }
  const runs: { file: string; seconds: number }[] = [];
  for (const name of names) {
    try {
      const info = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as {
        externalID?: string;
        runtime?: number;
      };
      if (info.externalID && info.runtime) runs.push({ file: info.externalID, seconds: info.runtime / 1000 });
    } catch {
      // a process still writing, or not ours
    }
  }
  runs.sort((a, b) => b.seconds - a.seconds);
  const sum = runs.reduce((s, r) => s + r.seconds, 0);
  const top = runs.slice(0, 8).map((r) => `${r.file} ${r.seconds.toFixed(0)} s`);
  return `test processes: ${runs.length}, ${sum.toFixed(0)} s of wall time together; longest: ${top.join(', ')}`;
}

/** CPU seconds (user + system) of every process this run started and waited for (Linux). */
function childrenCpuSeconds(): number | undefined {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    // After the command name: cutime and cstime are fields 14 and 15, in clock ticks (100 a second).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

const count = (summary: string, key: string) => Number(new RegExp(`${key}: (\\d+)`).exec(summary)?.[1] ?? 0);
// The seeded demo of the browser files and http/trust/receipts (test/helpers/demo-template.ts),
// seeded here beside the first files (adapters, core: none needs it) rather than inside
// whichever file asks first, where its ~18 s of CPU (minutes under load) counted against that file's timeout.
// Files that ask earlier wait on its lock as before; a failure here leaves it to them.
// Only in a full run: a run of named files seeds on demand, as the files ask.
// Data set A of the defence files (test/helpers/data-set-a.ts) is not written here: the files
// that ask for it are adapters files, which start with the run, so they would only wait on its
// lock while this one process wrote it beside the demo; the first of them writes it instead
// (about 6 s of CPU on PGlite, far inside its timeout), side by side with the demo's seeding.
for (const key of ['TEST_RUN_ID', 'TEST_POSTGRES_URL', 'TEST_POSTGRES_TEMPLATE']) {
  if (env[key] !== undefined) process.env[key] = env[key];
}
const demoReady = fullRun
  ? Promise.all([
      seededDemoTemplate(42).then(() => undefined),
      env.TEST_POSTGRES_URL ? seededPostgresDemoTemplate(42) : undefined,
    ]).catch((error: unknown) => console.error(`seeding the run's demo copy beforehand failed: ${error}`))
  : undefined;
// A full run puts the unit, adapters, HTTP and ops files into a few processes per area
// (scripts/test-groups.ts): the same tests, without paying tap's and the app's start-up per file.
// tap's default is one job on a 2-core machine (it leaves one of up to four CPUs free); a full
// run asks for two, which keeps both cores busy (docs/testing.md, "Two jobs"); `--jobs=1` overrides.
const jobs = fullRun && !args.some((arg) => arg.startsWith('--jobs') || arg === '-j') ? ['--jobs=2'] : [];
const started = Date.now();
// The CPU of everything this run starts, Chromium's renderers included: they outlive the
// browser process at close, so the reaped time below never counts them (process-tree-cpu.ts).
const treeCpu = new TreeCpu();
const startCpu = treeCpu.seconds();
const sampling = setInterval(() => treeCpu.seconds(), 2000);
// TEST_FILE_TIMES=<file>: every test process's CPU and wall time, and per file inside the
// groups (test/helpers/process-cpu.mjs, test/helpers/file-times.ts; docs/testing.md, "Per-file times").
const timesArgs = env.TEST_FILE_TIMES
  ? [`--node-arg=--import=${new URL('../test/helpers/process-cpu.mjs', import.meta.url).href}`]
  : [];
const main = await runTap(
  [
    ...timesArgs,
    ...jobs,
    ...(fullRun ? [...args, ...writeGroups(undefined, Boolean(env.TEST_POSTGRES_URL))] : args),
  ],
  env,
);
if (fullRun) removeGroups();
clearInterval(sampling);
const treeSeconds = treeCpu.seconds() - startCpu;
const own = process.cpuUsage();
console.log(
  `main run: ${((Date.now() - started) / 1000).toFixed(0)} s of wall time; CPU (user + system): ` +
    `${treeSeconds.toFixed(0)} s in the whole process tree (browsers' renderers included), ` +
    `${childrenCpuSeconds()?.toFixed(0) ?? '?'} s reaped from the processes it started, ` +
    `${((own.user + own.system) / 1e6).toFixed(0)} s in this one (templates, seeding); ${processTimes()}`,
);
await demoReady;
let code = main.code;
let [passed, failed, skipped] = ['pass', 'fail', 'skip'].map((key) => count(main.summary, key)) as [
  number,
  number,
  number,
];
// The floor is read from the first run's report, before the second run can touch .tap/.
if (code === 0 && fullRun && !enforceFloor(SUMMARY_FILE, FLOOR_FILE, COVERAGE_DIR)) code = 1;
if (fullRun && env.TEST_POSTGRES_URL) {
  const alone = await runTap(['--disable-coverage', RESTART_TEST], { ...env, TEST_POSTGRES_RESTART: '1' });
  if (alone.code !== 0) code = alone.code;
  // Its skipped place-holder in the first run is replaced by the real run.
  skipped = Math.max(0, skipped - 1) + count(alone.summary, 'skip');
  passed += count(alone.summary, 'pass');
  failed += count(alone.summary, 'fail');
}
await dropRunTemplate().catch(() => {});
removeRunDemoTemplates();
if (fullRun) pruneTranspileCache();
if (main.summary) {
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
} else {
  console.log('0 passed, 1 failed');
}
process.exit(code);
