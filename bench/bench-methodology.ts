import { METHODOLOGY_V1 } from '../core/domain/methodology.ts';

/**
 * The current methodology with the two costly defences switchable, as the engine benches run
 * it: the paraphrase discount signs every post about a project in the Node process, and the
 * coordination defence is issue #21's; with both off a run is the engine's own cost,
 * comparable with runs before they existed (bench/RESULTS.md, "Rankings").
 */
export const benchMethodology = (on: { paraphrase: boolean; coordination: boolean }) => ({
  ...METHODOLOGY_V1,
  discounts: {
    ...METHODOLOGY_V1.discounts,
    paraphrase: { ...METHODOLOGY_V1.discounts.paraphrase, enabled: on.paraphrase },
  },
  coordination: { ...METHODOLOGY_V1.coordination, enabled: on.coordination },
});
