import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const FRONTENDS = ['shell', 'mfe-onboarding', 'mfe-beta', 'mfe-admin'];

/**
 * Builds each front end that has no dist/ yet (a fresh clone), so `npm start` and
 * `npm test` work as the first command. An existing build is kept: `npm run build`
 * rebuilds after front-end changes.
 */
export function buildMissingFrontends(reason: string): void {
  const missing = FRONTENDS.filter((w) => existsSync(`${w}/rspack.config.ts`) && !existsSync(`${w}/dist`));
  for (const workspace of missing) {
    console.log(`building ${workspace} (${reason})…`);
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`building ${workspace} failed; see the output above`);
      process.exit(1);
    }
  }
}
