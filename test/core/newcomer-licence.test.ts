import t from 'tap';
import {
  establishedWeight,
  newcomerLicence,
  newcomersOverUsual,
  partlyNewMultiplier,
} from '#core/domain/newcomer-licence.ts';

t.test('nothing changes while the thin accounts stay within the licence', async (t) => {
  t.same(newcomerLicence({ thin: 300, newcomers: 1000, established: 0 }, 1), {
    newcomers: 1,
    thin: 1,
    excess: 0,
  });
  t.same(newcomerLicence({ thin: 100, newcomers: 60, established: 40 }, 1), {
    newcomers: 1,
    thin: 1,
    excess: 0,
  });
  t.same(newcomerLicence({ thin: 0, newcomers: 0, established: 0 }, 1).newcomers, 1);
});

t.test("the excess is taken out of the newcomers' credit, the thin accounts keep what is left", async (t) => {
  // 1,500 thin against 1,000 of newcomers and 200 established: 300 over the licence.
  const x = newcomerLicence({ thin: 1500, newcomers: 1000, established: 200 }, 1);
  t.equal(x.excess, 300);
  t.equal(x.newcomers, 0.7);
  t.equal(x.thin, Math.round(((200 + 700) / 1500) * 1e6) / 1e6);
  // A share of 0.5: the licence is half the other attention; each unit of excess costs 2 units of credit.
  const half = newcomerLicence({ thin: 700, newcomers: 1000, established: 200 }, 0.5);
  t.equal(half.excess, 100);
  t.equal(half.newcomers, 0.8);
  t.equal(half.thin, Math.round(((0.5 * (200 + 800)) / 700) * 1e6) / 1e6);
});

t.test(
  'a flood twice the newcomers on a project nobody named before counts for almost nothing',
  async (t) => {
    const x = newcomerLicence({ thin: 1557, newcomers: 781, established: 0 }, 1);
    t.ok(x.newcomers < 0.01);
    t.ok(x.thin < 0.01);
    const floor = newcomerLicence({ thin: 5000, newcomers: 781, established: 0 }, 1);
    t.equal(floor.newcomers, 0.001);
    t.equal(floor.thin, 0.001);
  },
);

t.test('established attention is never cut and still licenses', async (t) => {
  const x = newcomerLicence({ thin: 5000, newcomers: 100, established: 1000 }, 1);
  t.equal(x.newcomers, 0.001);
  t.equal(x.thin, Math.round(((1000 + 0.1) / 5000) * 1e6) / 1e6);
  // No newcomers: the backed-audience cap as before.
  t.same(newcomerLicence({ thin: 3000, newcomers: 0, established: 1000 }, 1), {
    newcomers: 1,
    thin: Math.round((1000 / 3000) * 1e6) / 1e6,
    excess: 2000,
  });
});

t.test('continuous where the cap starts to bind', async (t) => {
  const at = newcomerLicence({ thin: 1000, newcomers: 800, established: 200 }, 1);
  const over = newcomerLicence({ thin: 1000.001, newcomers: 800, established: 200 }, 1);
  t.equal(at.newcomers, 1);
  t.ok(over.newcomers > 0.99999);
  t.ok(over.thin > 0.99999);
});

t.test(
  'since 1.16.0 an account is established only as far as its earlier attention was licensed',
  async (t) => {
    // A history that was not flooded: every account that posted in it is established.
    const calm = { thin: 50, newcomers: 100, established: 20 };
    t.equal(establishedWeight(calm, 1, { inHistory: true, beforeHistory: false }), 1);
    t.equal(
      establishedWeight(calm, 1, { inHistory: false, beforeHistory: true }),
      0,
      'no post in the history: new',
    );
    // A flooded history (seeding): 300 thin against 100 of history newcomers, 20 established before
    // it: excess 180, the history newcomers keep 1 - 180/100 -> the floor.
    const seeded = { thin: 300, newcomers: 100, established: 20 };
    t.equal(establishedWeight(seeded, 1, { inHistory: true, beforeHistory: false }), 0.001);
    t.equal(
      establishedWeight(seeded, 1, { inHistory: true, beforeHistory: true }),
      1,
      'an account established before the flooded history keeps its standing',
    );
    // Partly flooded: 150 thin against 100 + 20: excess 30, history newcomers keep 0.7.
    t.equal(
      establishedWeight({ thin: 150, newcomers: 100, established: 20 }, 1, {
        inHistory: true,
        beforeHistory: false,
      }),
      0.7,
    );
  },
);

t.test('a post of an account counted partly new keeps its established part', async (t) => {
  t.equal(partlyNewMultiplier(0, 0.2), 0.2, 'all new: the newcomers multiplier');
  t.equal(partlyNewMultiplier(1, 0.2), 1, 'established: untouched');
  t.equal(partlyNewMultiplier(0.7, 0.2), 0.76);
  t.equal(partlyNewMultiplier(0, 0), 0.001, 'never below the floor');
});

t.test("newcomers are over the project's usual inflow only beyond chance (1.22.0)", async (t) => {
  const at = (newcomers: number, historyNewcomers: number, historyCredit = 1) =>
    newcomersOverUsual(
      { newcomers, historyNewcomers, historyCredit, windowDays: 30, historyDays: 60 },
      0.001,
    );
  // 120 new in the 60 days before: a mean of 60 for 30 days; the bar at odds 1 in 1,000 is 86.
  t.notOk(at(69, 120), 'a project that gains newcomers as it did before');
  t.notOk(at(85, 120), 'just under the bar');
  t.ok(at(86, 120), 'at the bar');
  // Nobody new before (a brand-new project, or a campaign's target): any newcomer is over it.
  t.ok(at(1, 0));
  t.notOk(at(0, 0), 'no newcomer at all is never over');
  // A history whose own newcomers were a flood's company counts only as far as its licence kept them.
  t.notOk(at(30, 100), 'a mean of 50');
  t.ok(at(30, 100, 0.2), 'a mean of 10: 30 is far over it');
});
