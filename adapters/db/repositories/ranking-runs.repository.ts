import type { Kysely } from 'kysely';
import type { RankingRunsRead } from '#core/ports/ranking-runs-read.port.ts';
import type { Database } from '../database.ts';
import { RUN_COLUMNS, toRun } from '../ranking-engine/ranking-engine.repository.ts';

/** The engine's finished runs for the admin Rankings page. */
export function rankingRunsRepository(db: Kysely<Database>): RankingRunsRead {
  return {
    async recent(limit) {
      const rows = await db
        .selectFrom('ranking_runs')
        .select(RUN_COLUMNS)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toRun);
    },
  };
}
