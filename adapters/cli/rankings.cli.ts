import { METHODOLOGY_V1 } from '#core/domain/methodology.ts';
import { makeRecomputeRankings } from '#core/use-cases/recompute-rankings.use-case.ts';
import { rankingEngine } from '../db/repositories/ranking-engine.repository.ts';
import { ConfigError } from '../main/config.ts';
import { systemClock } from '../system/system-clock.ts';
import { openForCli } from './cli-database.ts';

/** `npm run rankings -- recompute [full|day]`: runs the engine once and prints the run. */
const [command, mode = 'full'] = process.argv.slice(2);
if (command !== 'recompute' || (mode !== 'full' && mode !== 'day')) {
  console.error('usage: npm run rankings -- recompute [full|day]');
  process.exit(2);
}
try {
  const { config, database } = await openForCli();
  try {
    const recompute = makeRecomputeRankings({
      engine: rankingEngine(database.db),
      clock: systemClock,
      methodology: METHODOLOGY_V1,
      syncIntervalMinutes: config.rankings.intervalMinutes || 60,
    });
    const run = await recompute(mode);
    console.log(
      `${run.mode} recompute as of ${run.asOf}: ${run.postsConsidered} posts in ${run.durationMs} ms (methodology ${run.methodologyVersion})`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : `recompute failed: ${(error as Error).message}`,
  );
  process.exit(1);
}
