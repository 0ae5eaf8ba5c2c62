import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import t from 'tap';
import { typescriptNodeArgs, typescriptNodeEnv } from '../helpers/typescript-child.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));

/** Starts the real entry point with an environment and returns how it ended. */
async function start(env: Record<string, string>) {
  try {
    await run(
      process.execPath,
      [...typescriptNodeArgs(), '-e', "import('./adapters/main/server.ts').then((m) => m.startServer())"],
      {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', ...typescriptNodeEnv(), ...env },
        timeout: 60_000,
      },
    );
    return { code: 0, stderr: '', stdout: '' };
  } catch (e) {
    const err = e as { code: number; stderr: string; stdout: string };
    return { code: err.code, stderr: err.stderr, stdout: err.stdout };
  }
}

t.test('a wrong setting stops start with a message naming it', async (t) => {
  const r = await start({ PORT: 'abc' });
  t.equal(r.code, 1);
  t.match(r.stderr, /PORT must be an integer/);
});

t.test('an unreachable database gives one clear line and exit 1', async (t) => {
  const r = await start({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', LOG_LEVEL: 'silent' });
  t.equal(r.code, 1);
  const lines = (r.stdout + r.stderr).trim().split('\n');
  t.equal(lines.length, 1, 'one line, no stack trace');
  t.match(lines[0], /cannot open the database \(PostgreSQL at DATABASE_URL\)/);
});
