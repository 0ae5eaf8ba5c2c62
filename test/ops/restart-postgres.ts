import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * How this machine's PostgreSQL can be restarted by a test (test/ops/postgres-restart.test.ts),
 * or why it cannot. TEST_POSTGRES_RESTART_COMMAND names a command of your own (e.g.
 * `docker restart pg`); otherwise the Debian cluster tools restart the local cluster
 * that listens on the test URL's port, which needs root or the cluster's owner.
 */
export type PostgresRestart = { command: string[] } | { skip: string };

export function postgresRestart(adminUrl: string): PostgresRestart {
  const own = process.env.TEST_POSTGRES_RESTART_COMMAND;
  if (own) return { command: ['sh', '-c', own] };
  const url = new URL(adminUrl);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    return {
      skip: `PostgreSQL at ${url.hostname} is not on this machine (set TEST_POSTGRES_RESTART_COMMAND)`,
    };
  }
  const port = url.port || '5432';
  let clusters: string;
  try {
    clusters = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
  } catch {
    return { skip: 'pg_lsclusters is not installed (set TEST_POSTGRES_RESTART_COMMAND)' };
  }
  // "15  main    5432 online postgres /var/lib/postgresql/15/main /var/log/..."
  const cluster = clusters
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .find((f) => f[2] === port && f[3]?.startsWith('online'));
  if (!cluster) return { skip: `no online local cluster listens on port ${port}` };
  const [version, name, , , owner] = cluster as string[];
  const user = process.getuid?.() === 0 ? 'root' : (process.env.USER ?? '');
  if (user !== 'root' && user !== owner) {
    return { skip: `restarting cluster ${version}/${name} needs root or "${owner}" (running as "${user}")` };
  }
  // Fast mode: sessions are ended at once (as a crash-free restart does), not waited for.
  return { command: ['pg_ctlcluster', version as string, name as string, 'restart', '-m', 'fast'] };
}

/** Runs the restart without blocking the event loop: the load goes on while the server is down. */
export async function runRestart(restart: { command: string[] }): Promise<void> {
  const [file, ...args] = restart.command as [string, ...string[]];
  await promisify(execFile)(file, args, { timeout: 60_000 });
}
