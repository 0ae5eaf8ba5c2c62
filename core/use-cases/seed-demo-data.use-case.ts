import type { Clock } from '../ports/clock.port.ts';
import type { DemoDataSet, DemoSeedRepository } from '../ports/demo-seed-repository.port.ts';

/** Seeds the demo data set once: a second start finds the marker and adds nothing. */
export function makeSeedDemoData(deps: {
  repo: DemoSeedRepository;
  generate: (seed: number, now: Date) => DemoDataSet;
  clock: Clock;
}) {
  return async (seed: number): Promise<{ seeded: boolean }> => {
    if (await deps.repo.isSeeded()) return { seeded: false };
    await deps.repo.write(deps.generate(seed, deps.clock.now()), seed);
    return { seeded: true };
  };
}
