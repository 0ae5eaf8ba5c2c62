import { ConfigError } from '../main/config.ts';
import { withCore } from './cli-database.ts';

/**
 * `npm run rankings -- recompute [full|day]`: runs the engine once and prints the run.
 * `npm run rankings -- sync USERNAME…`: pulls those accounts' profiles, last 7 days of
 * posts and following lists from the X API (X_API_BEARER_TOKEN), then recompute.
 */
const USAGE =
  'usage: npm run rankings -- recompute [full|day]\n       npm run rankings -- sync USERNAME [USERNAME…]';
const [command, ...rest] = process.argv.slice(2);
const mode = rest[0] ?? 'full';
if (
  !(command === 'recompute' && (mode === 'full' || mode === 'day')) &&
  !(command === 'sync' && rest.length > 0)
) {
  console.error(USAGE);
  process.exit(2);
}
try {
  await withCore(async (core) => {
    if (command === 'sync') {
      if (!core.syncSocialSource) throw new Error('X is not configured: set X_API_BEARER_TOKEN');
      const summary = await core.syncSocialSource(rest);
      console.log(
        `synced ${summary.accounts} accounts, ${summary.posts} posts, ${summary.follows} follow edges${summary.missing.length ? `; unknown on X: ${summary.missing.join(', ')}` : ''}`,
      );
    } else {
      // Run here and now (recorded like any run); the worker's queue is for the server's schedule and admins.
      const run = await core.recomputeRankings(mode as 'full' | 'day');
      console.log(
        `${run.mode} recompute as of ${run.asOf}: ${run.postsConsidered} posts in ${run.durationMs} ms (methodology ${run.methodologyVersion})`,
      );
    }
  });
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : `${command} failed: ${(error as Error).message}`,
  );
  process.exit(1);
}
