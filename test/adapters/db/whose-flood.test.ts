import t from 'tap';
import { METHODOLOGY_V1 as ON } from '#core/domain/methodology.ts';
import { eachBackend } from '../../helpers/databases.ts';
import { checkRuleOnSweepRings } from '../../helpers/sweep-rule-check.ts';

// 1.19.0 (docs/methodology.md, "Whose flood") on two rings of the attack sweep (seed 2039, designed
// on by 1.19.0) whose accounts do not follow each other and buy real follows: sweep-3 (47 accounts
// reporting 5,000–40,000 followers, a backed tier, seeded) and sweep-13 (45 accounts, 3–8 bought
// follows each, a drip of 117 days). Without 1.19.0 the first sets its own size reference and the
// second's cover is established by posts more than two history periods old.
const backing = ON.coordination.backing;
t.test(
  'whose flood: a ring cannot set its own size reference nor establish its cover by a long drip',
  async (t) => {
    await eachBackend(t, (t, handle) =>
      checkRuleOnSweepRings(t, handle, {
        rule: '1.19.0',
        without: {
          ...ON,
          coordination: {
            ...ON.coordination,
            backing: {
              ...backing,
              fromBelow: false,
              newcomer: { historyDays: 60, fromBeforeFlood: true, ownFlood: false, throughHistory: false },
            },
          },
        },
        seed: 2039,
        rings: ['sweep-3', 'sweep-13'],
        kind: 'newcomer_cap',
        withoutKeeps: 0.35,
        evidence: [
          {
            pattern: /accounts new to it \(no post about it in the 60 days before the last 30/,
            says: 'the newcomers',
          },
          {
            pattern: /only while its thinly backed accounts exceeded/,
            says: 'the licence from before the flood',
          },
          { pattern: /@sw13_/, says: "the ring's accounts" },
        ],
      }),
    );
  },
);
