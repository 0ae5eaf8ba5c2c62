import type { Clock } from '../ports/clock.port.ts';
import type { DemoDataSet, DemoSeedRepository } from '../ports/demo-seed-repository.port.ts';

/**
 * Seeds the demo data set once, then ranks it: a second start finds the marker
 * and adds nothing.
 */
export function makeSeedDemoData(deps: {
  repo: DemoSeedRepository;
  generate: (seed: number, now: Date) => DemoDataSet;
  clock: Clock;
  /** Runs the ranking engine over what was just written. */
  recompute: () => Promise<unknown>;
}) {
  return async (seed: number): Promise<{ seeded: boolean }> => {
    if (await deps.repo.isSeeded()) return { seeded: false };
    await deps.repo.write(deps.generate(seed, deps.clock.now()), seed);
    await deps.recompute();
    return { seeded: true };
  };
}
