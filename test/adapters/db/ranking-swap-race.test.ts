import t from 'tap';
import { influencersRepository } from '#adapters/db/repositories/influencers.repository.ts';
import { rankingEngine } from '#adapters/db/ranking-engine/ranking-engine.repository.ts';
import { METHODOLOGY_V1 } from '#core/domain/methodology.ts';
import { freshDatabase, postgresOnly } from '../../helpers/databases.ts';
import { recomputeRequest, seedRankingData } from '../../helpers/rankings.ts';

// Recomputes build kol_daily, the window sums and the positions beside the live
// tables and swap them in: readers must never see a missing table or an empty page.
t.test('readers keep working while recomputes swap the rebuilt tables in', async (t) => {
  await postgresOnly(t, 'postgres', async (t) => {
    const handle = await freshDatabase(t, 'postgres');
    await seedRankingData(handle, { kols: 150 });
    const engine = rankingEngine(handle.db);
    const influencers = influencersRepository(handle.db);
    await engine.recompute(recomputeRequest('full'));
    const first = await influencers.page({
      page: 1,
      limit: 20,
      sortField: 'mindoMetric',
      sortDirection: 'desc',
    });
    const someone = first.data[0]?.id as string;

    let running = true;
    const failures: string[] = [];
    let reads = 0;
    const reader = async () => {
      while (running) {
        try {
          const page = await influencers.page({
            page: 2,
            limit: 20,
            sortField: 'kolScore',
            sortDirection: 'asc',
          });
          if (page.total !== 150 || page.data.length !== 20)
            failures.push(`page of ${page.data.length}/${page.total}`);
          const score = await influencers.scoreInputs(someone, METHODOLOGY_V1.kolWindowDays);
          if (!score || score.windows.length === 0) failures.push('score breakdown without windows');
          reads++;
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const readers = Promise.all([reader(), reader(), reader()]);
    // Full and day runs, and a position refresh (as after a KOL edit) racing them.
    await Promise.all([
      (async () => {
        for (const mode of ['full', 'day', 'full', 'day'] as const)
          await engine.recompute(recomputeRequest(mode));
      })(),
      engine.refreshPositions(),
      engine.refreshPositions(),
    ]);
    running = false;
    await readers;
    t.ok(reads > 0, `${reads} reads during the runs`);
    t.same(failures.slice(0, 5), [], 'no reader failed or saw a partial table');
  });
});
