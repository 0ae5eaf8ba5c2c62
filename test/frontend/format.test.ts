import t from 'tap';
import { formatChange, formatCount, formatPercent, formatScore } from '../../mfe-kit/src/format.ts';

/** How the tables write shares, changes and scores (mfe-kit/src/format.ts). */
t.test('a missing value is a dash in every format', async (t) => {
  for (const format of [formatCount, formatPercent, formatChange, formatScore]) {
    t.equal(format(null), '–');
    t.equal(format(undefined), '–');
  }
});

t.test('mindshare and engagement as percentages, two decimals unless asked', async (t) => {
  t.equal(formatPercent(15.3449), '15.34%');
  t.equal(formatPercent(0), '0.00%');
  t.equal(formatPercent(2, 0), '2%');
});

t.test('a change carries its sign: plus for a gain, minus for a loss, none for no change', async (t) => {
  t.equal(formatChange(4.691), '+4.69%');
  t.equal(formatChange(-12.97), '-12.97%');
  t.equal(formatChange(0), '0.00%');
  t.equal(formatChange(7.48, 1), '+7.5%');
});

t.test('scores with one decimal unless asked', async (t) => {
  t.equal(formatScore(812.349), '812.3');
  t.equal(formatScore(0.5, 2), '0.50');
});
