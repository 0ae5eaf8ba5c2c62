import t from 'tap';
import { METHODOLOGY_V1 as ON } from '#core/domain/methodology.ts';
import { eachBackendOnDataSetA } from '../../helpers/data-set-a.ts';
import { checkRuleOnSweepRings } from '../../helpers/sweep-rule-check.ts';

// Tied newcomers (docs/methodology.md, "Tied newcomers", 1.18.0) on two rings of the attack sweep
// (seed 2029, designed on by 1.18.0) that form no group 1.17.0 sees and bought their trust from
// real accounts: sweep-0 (69 accounts, follow density 0.2, 10–20 bought credible follows each, two
// targets) and sweep-3 (21 accounts, density 0.2, 10–20 bought credible follows, one post per
// target). Their accounts are new to their targets and follow each other far beyond chance.
t.test(
  'tied newcomers: accounts new to a project that know each other keep no attention nobody outside them gives',
  async (t) => {
    await eachBackendOnDataSetA(t, (t, handle, demo) =>
      checkRuleOnSweepRings(t, handle, demo, {
        rule: 'tied newcomers',
        without: { ...ON, coordination: { ...ON.coordination, tied: null } },
        seed: 2029,
        rings: ['sweep-0', 'sweep-3'],
        evidence: [
          {
            pattern: /accounts new to @sweep3[abc] .* times as many as chance gives/,
            says: 'the tied group',
          },
          { pattern: /group licence, since 1\.17\.0/, says: 'the group licence' },
          { pattern: /@sw3_/, says: "the group's accounts" },
        ],
      }),
    );
  },
);
