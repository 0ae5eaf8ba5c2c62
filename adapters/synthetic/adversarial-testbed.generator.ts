import { seededRandom } from '#core/domain/random.ts';
import { heldOut16, heldOut17, heldOut18 } from './adversarial-testbed/held-out-1.6-1.8.ts';
import { heldOut110, heldOut111, heldOut112, heldOut113 } from './adversarial-testbed/held-out-1.10-1.13.ts';
import { heldOut114, heldOut115, heldOut116 } from './adversarial-testbed/held-out-1.14-1.16.ts';
import { firstLookalikes } from './adversarial-testbed/lookalikes.ts';
import { earlyRings } from './adversarial-testbed/rings-1.0-1.5.ts';
import {
  DRAWN_LATER,
  HELD_OUT_15,
  RING_STRATEGIES,
  type TestbedOptions,
  type TestbedSet,
} from './adversarial-testbed/strategies.ts';

export {
  AFTER_FREEZE_13,
  type Additions,
  DESIGNED_ON,
  HELD_OUT_13,
  HELD_OUT_14,
  HELD_OUT_15,
  HELD_OUT_16,
  HELD_OUT_17,
  HELD_OUT_18,
  HELD_OUT_110,
  HELD_OUT_111,
  HELD_OUT_112,
  HELD_OUT_113,
  HELD_OUT_114,
  HELD_OUT_115,
  HELD_OUT_116,
  LOOKALIKES,
  type Lookalike,
  RING_STRATEGIES,
  type RingStrategy,
  SEEN_13,
  SEEN_14,
  SEEN_15,
  SEEN_BEFORE_FREEZE,
  TARGETS_113,
  type TestbedOptions,
  type TestbedSet,
} from './adversarial-testbed/strategies.ts';

/**
 * Deterministic test bed: six ring strategies, each aimed at its own project, and
 * three honest look-alikes that share a surface feature with the rings (a young
 * project's burst, mutual follows, one huge post). Same options, same data.
 */
export function generateTestbed(options: TestbedOptions): TestbedSet {
  const rnd = seededRandom(options.seed);
  const now = options.now.getTime();
  // One random stream for everything, drawn in the order the parts were written: each part
  // drawn after all that came before, so adding one leaves the data of the others unchanged
  // (test/adapters/synthetic/testbed-data.test.ts). Do not reorder these calls.
  const { ringOf, nextId } = earlyRings(rnd, options, now);
  const rings = RING_STRATEGIES.filter((s) => !DRAWN_LATER.includes(s)).map(ringOf);
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
