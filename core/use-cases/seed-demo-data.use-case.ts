import type { Clock } from '../ports/clock.port.ts';
import type { DemoDataSet, DemoSeedRepository } from '../ports/demo-seed-repository.port.ts';

/**
 * Seeds the demo data set once, books the demo's review decisions through the real
 * review (so the payout ledger agrees with them), then ranks it: a second start finds
 * the marker and adds nothing.
 */
export function makeSeedDemoData(deps: {
  repo: DemoSeedRepository;
  generate: (seed: number, now: Date) => DemoDataSet;
  clock: Clock;
  /** Runs the ranking engine over what was just written. */
  recompute: () => Promise<unknown>;
  /** Reviews one submission as the demo's reviewer. */
  review?: (submissionId: string, status: 'approved' | 'rejected', views: number) => Promise<unknown>;
}) {
  return async (seed: number): Promise<{ seeded: boolean }> => {
    if (await deps.repo.isSeeded()) return { seeded: false };
    const data = deps.generate(seed, deps.clock.now());
    await deps.repo.write(data, seed);
    if (deps.review) {
      for (const s of data.work?.submissions ?? []) {
        if (s.status !== 'pending') await deps.review(s.id, s.status, s.views);
      }
    }
    await deps.recompute();
    return { seeded: true };
  };
}
