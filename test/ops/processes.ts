import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Test } from 'tap';
import { freePort } from '../helpers/free-port.ts';
import { typescriptNodeArgs } from '../helpers/typescript-child.ts';

const MAIN = fileURLToPath(new URL('../../adapters/main/main.ts', import.meta.url));
export const JWT_SECRET = 'ops-test-secret-0123456789abcdef-0123456789';

export interface ProductProcess {
  child: ChildProcess;
  port: number | null;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts the real server entry (adapters/main/main.ts) as its own process on a
 * PostgreSQL database, and waits until it serves (or, for WORKER=only, until it says
 * it runs). Killed at the end of the test if still alive.
 */
export async function startProduct(
  t: Test,
  options: {
    databaseUrl: string;
    worker: 'on' | 'off' | 'only';
    env?: Record<string, string>;
  },
): Promise<ProductProcess> {
  const port = options.worker === 'only' ? null : await freePort();
  const child = spawn(process.execPath, [...typescriptNodeArgs(), MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: options.databaseUrl,
      DATABASE_POOL_SIZE: '8',
      HOST: '127.0.0.1',
      PORT: String(port ?? 0),
      PUBLIC_ORIGIN: `http://localhost:${port ?? 3000}`,
      WORKER: options.worker,
      DEMO_SEED: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      RANKINGS_INTERVAL_MINUTES: '0',
      RANKINGS_FULL_RUN_HOUR: 'off',
      // Load shedding has its own test (operations.test.ts); on a busy 2-core machine it
      // would shed these tests' requests during the other processes' start.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    out += c.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  t.teardown(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  const url = `http://127.0.0.1:${port}`;
  // Generous: on a shared 2-core machine loading the sources can take minutes.
  const until = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited early (${child.exitCode}):\n${out}`);
    if (port === null ? out.includes('worker is running') : out.includes('Mindmark is running')) break;
    if (Date.now() > until) throw new Error(`process did not start in 180 s:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, port, url, output: () => out, exited };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it returns a value, or fails after `timeoutMs`. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}
