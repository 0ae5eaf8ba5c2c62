import t from 'tap';
import { METHODOLOGY_V1 as ON } from '#core/domain/methodology.ts';
import { eachBackendOnDataSetA } from '../../helpers/data-set-a.ts';
import { checkRuleOnSweepRings } from '../../helpers/sweep-rule-check.ts';

// The group licence (docs/methodology.md, "Group licence", 1.17.0) on two rings of the attack
// sweep (seed 1721, the seed 1.17.0 was designed on) that buy their trust from real accounts:
// sweep-9 (a focus group of 32 seeded accounts) and sweep-15 (a follow cluster of 26 with 10–18
// bought credible follows each, seeded, three targets). Both earn an ordinary account's trust,
// so before 1.17.0 no cap applied and they kept all of their lift; nobody else names their
// projects, so their lift is their targets' attention.
t.test(
  'group licence: a group that bought its trust keeps no attention nobody outside it gives',
  async (t) => {
    await eachBackendOnDataSetA(t, (t, handle, demo) =>
      checkRuleOnSweepRings(t, handle, demo, {
        rule: 'the group licence',
        without: {
          ...ON,
          coordination: { ...ON.coordination, cap: { ...ON.coordination.cap, licence: null } },
        },
        seed: 1721,
        rings: ['sweep-9', 'sweep-15'],
        everyTargetLifts: true,
        evidence: [
          { pattern: /group licence, since 1\.17\.0/, says: 'the group licence' },
          { pattern: /@sw15_/, says: "the group's accounts" },
        ],
      }),
    );
  },
);
