import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startServer } from '../adapters/main/server.ts';

/** `npm start`: builds the front ends that are not built yet, then starts the server. */
const FRONTENDS = ['shell', 'mfe-onboarding', 'mfe-beta', 'mfe-admin'];
const missing = FRONTENDS.filter((w) => existsSync(`${w}/rspack.config.ts`) && !existsSync(`${w}/dist`));
for (const workspace of missing) {
  console.log(`building ${workspace} (first start only)…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`building ${workspace} failed; see the output above`);
    process.exit(1);
  }
}
await startServer();
