import t from 'tap';
import { groupLicence, periodLicence } from '#core/domain/group-licence.ts';

const none = { establishedFull: 0, establishedInHistory: 0, historyNew: 0, historyFree: 0 };

t.test('a group within what the attention outside its reach licenses is not capped', async (t) => {
  // The event crowd of the test bed: 855 new to @swapcurve beside 1,318 of free attention.
  t.equal(groupLicence({ ...none, attention: 932, establishedFull: 77, free: 1318 }, 1).multiplier, 1);
  t.equal(groupLicence({ ...none, attention: 0, free: 0 }, 1).multiplier, 1);
});

t.test('whatever trust it earned, a group new to a project nobody else names keeps nothing', async (t) => {
  // A ring that bought its trust: every post about its own project is its own.
  const x = groupLicence({ ...none, attention: 3087, free: 0 }, 1);
  t.equal(x.multiplier, 0.001);
  t.equal(x.cap, 0);
  // Free attention licenses as much again: 762 free against 4,065 from the group.
  t.equal(groupLicence({ ...none, attention: 4065, free: 762 }, 1).multiplier, 762 / 4065);
  t.equal(groupLicence({ ...none, attention: 4065, free: 762 }, 0.5).multiplier, 381 / 4065);
});

t.test('established attention is never cut, as far as the history was licensed', async (t) => {
  // Regulars that posted about their project for months (before the history too): untouched.
  t.equal(groupLicence({ ...none, attention: 831, establishedFull: 831, free: 48 }, 1).multiplier, 1);
  // Seeded in the history with nobody else there: the seeding licenses nothing.
  const seeded = groupLicence(
    {
      attention: 3087,
      establishedFull: 0,
      establishedInHistory: 3087,
      free: 0,
      historyNew: 60,
      historyFree: 0,
    },
    1,
  );
  t.equal(seeded.historyLicence, 0);
  t.equal(seeded.multiplier, 0.001);
  // Half of the history licensed: half of the history members' attention counts as established.
  const half = groupLicence(
    {
      attention: 1000,
      establishedFull: 0,
      establishedInHistory: 1000,
      free: 100,
      historyNew: 200,
      historyFree: 100,
    },
    1,
  );
  t.equal(half.historyLicence, 0.5);
  t.equal(half.established, 500);
  t.equal(half.multiplier, 0.6);
});

t.test('the period licence', async (t) => {
  t.equal(periodLicence(0, 0, 1), 1);
  t.equal(periodLicence(100, 300, 1), 1);
  t.equal(periodLicence(100, 30, 1), 0.3);
});
