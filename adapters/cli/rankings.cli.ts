import { METHODOLOGY_V1 } from '#core/domain/methodology.ts';
import { makeRecomputeRankings } from '#core/use-cases/recompute-rankings.use-case.ts';
import { makeSyncSocialSource } from '#core/use-cases/sync-social-source.use-case.ts';
import { rankingEngine } from '../db/repositories/ranking-engine.repository.ts';
import { socialIngestRepository } from '../db/repositories/social-ingest.repository.ts';
import { ConfigError } from '../main/config.ts';
import { systemClock } from '../system/system-clock.ts';
import { xApiClient } from '../x/x-api.client.ts';
import { openForCli } from './cli-database.ts';

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
  const { config, database } = await openForCli();
  try {
    if (command === 'sync') {
      if (!config.xApi) throw new Error('X is not configured: set X_API_BEARER_TOKEN');
      const summary = await makeSyncSocialSource({
        source: xApiClient(config.xApi),
        ingest: socialIngestRepository(database.db),
        clock: systemClock,
        lookbackDays: 7,
      })(rest);
      console.log(
        `synced ${summary.accounts} accounts, ${summary.posts} posts, ${summary.follows} follow edges${summary.missing.length ? `; unknown on X: ${summary.missing.join(', ')}` : ''}`,
      );
    } else {
      const recompute = makeRecomputeRankings({
        engine: rankingEngine(database.db),
        clock: systemClock,
        methodology: METHODOLOGY_V1,
        syncIntervalMinutes: config.rankings.intervalMinutes || 60,
      });
      const run = await recompute(mode as 'full' | 'day');
      console.log(
        `${run.mode} recompute as of ${run.asOf}: ${run.postsConsidered} posts in ${run.durationMs} ms (methodology ${run.methodologyVersion})`,
      );
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : `${command} failed: ${(error as Error).message}`,
  );
  process.exit(1);
}
