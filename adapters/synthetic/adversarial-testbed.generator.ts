import { seededRandom } from '#core/domain/random.ts';
import { heldOut16, heldOut17, heldOut18 } from './adversarial-testbed/held-out-1.6-1.8.ts';
import { heldOut110, heldOut111, heldOut112, heldOut113 } from './adversarial-testbed/held-out-1.10-1.13.ts';
import { heldOut114, heldOut115, heldOut116 } from './adversarial-testbed/held-out-1.14-1.16.ts';
import { firstLookalikes } from './adversarial-testbed/lookalikes.ts';
import { DRAWN_FIRST, earlyRings } from './adversarial-testbed/rings-1.0-1.5.ts';
import { HELD_OUT_15, type TestbedOptions, type TestbedSet } from './adversarial-testbed/strategies.ts';

// The test bed's lists of strategies and look-alikes and its types, as they always were exported here.
export * from './adversarial-testbed/strategies.ts';

/**
 * Deterministic test bed (docs/methodology.md, test bed): the ring strategies of
 * RING_STRATEGIES, each aimed at its own project, and the honest look-alikes of LOOKALIKES
 * that share a surface feature with the rings (a young project's burst, mutual follows, one
 * huge post, …). Same options, same data.
 */
export function generateTestbed(options: TestbedOptions): TestbedSet {
  const rnd = seededRandom(options.seed);
  const now = options.now.getTime();
  // One random stream for everything, drawn in the order the parts were written: each part
  // drawn after all that came before, so adding one leaves the data of the others unchanged
  // (test/adapters/synthetic/testbed-data.test.ts). Do not reorder these calls.
  const { ringOf, nextId } = earlyRings(rnd, options, now);
  const rings = DRAWN_FIRST.map(ringOf);
  const { community, friends, viral, eventCrowd, fanClub } = firstLookalikes(rnd, options, now, nextId);
  const later = HELD_OUT_15.map(ringOf);
  const rings16 = heldOut16(rnd, options, now);
  const rings17 = heldOut17(rnd, options, now);
  const rings18 = heldOut18(rnd, options, now);
  const rings110 = heldOut110(rnd, options, now);
  const rings111 = heldOut111(rnd, options, now);
  const rings112 = heldOut112(rnd, options, now);
  const rings113 = heldOut113(rnd, options, now);
  const rings114 = heldOut114(rnd, options, now);
  const rings115 = heldOut115(rnd, options, now);
  const rings116 = heldOut116(rnd, options, now);
  return {
    rings: [
      ...rings,
      ...later,
      ...rings16.rings,
      ...rings17.rings,
      ...rings18.rings,
      ...rings110,
      ...rings111,
      ...rings112,
      ...rings113,
      ...rings114,
      ...rings115,
      ...rings116,
    ],
    lookalikes: [
      community,
      friends,
      viral,
      eventCrowd,
      fanClub,
      rings16.listing,
      rings17.niche,
      rings18.grassroots,
    ],
  };
}
