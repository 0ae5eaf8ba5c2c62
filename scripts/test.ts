import { spawn } from 'node:child_process';
import pg from 'pg';
import { ensurePostgresTemplate, sharedPostgresTemplateName } from '../test/helpers/database-templates.ts';
import { buildMissingFrontends } from './build-missing-frontends.ts';
import { enforceFloor } from './coverage-floor.ts';

/**
 * `npm test`: one tap run over every test file. Database tests run on PGlite always
 * and on PostgreSQL when TEST_DATABASE_URL is set or 127.0.0.1:5432 answers; under
 * CI (CI=true) PostgreSQL is required, so its tests can never be silently skipped.
 * Ends with one plain line `N passed, N failed` taken from tap's own summary. A full run
 * (no test files named) then checks the coverage floor (scripts/coverage-floor.ts).
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
const env = { ...process.env };
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

// The browser tests run against the production build.
buildMissingFrontends('for the browser tests');

const fullRun = process.argv.slice(2).every((arg) => arg.startsWith('-'));
const child = spawn('npx', ['tap', '-R', 'base', ...process.argv.slice(2)], {
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
let summary = '';
child.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  const text = chunk.toString();
  const m = /# \{ total: \d+[^}]*\}/.exec(text);
  if (m) summary = m[0];
});
async function dropRunTemplate(): Promise<void> {
  if (!runTemplate) return;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${runTemplate} with (force)`).catch(() => {});
  await client.end();
}

child.on('close', async (code) => {
  await dropRunTemplate().catch(() => {});
  const count = (key: string) => Number(new RegExp(`${key}: (\\d+)`).exec(summary)?.[1] ?? 0);
  if (summary) {
    const skipped = count('skip');
    console.log(`${count('pass')} passed, ${count('fail')} failed${skipped ? `, ${skipped} skipped` : ''}`);
  } else {
    console.log('0 passed, 1 failed');
  }
  if (code === 0 && fullRun && !enforceFloor()) process.exit(1);
  process.exit(code ?? 1);
});
