import t from 'tap';
import { compactCount, formatCount, groupedInteger } from '../../mfe-kit/src/format.ts';

/**
 * The tables' counts are formatted without Intl (mfe-kit/src/format.ts, docs/frontend.md "No
 * Intl on the first render"); they must read exactly as Intl's en-US formats would.
 */
const intlCompact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const intlGrouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Whole counts around every boundary, plus a deterministic spread over twelve orders of magnitude. */
function samples(): number[] {
  const values = new Set<number>([0, 1, 9, 10, 99, 100, 999]);
  for (const unit of [1e3, 1e6, 1e9, 1e12]) {
    for (const k of [1, 1.049, 1.05, 1.1, 1.15, 1.25, 1.35, 9.95, 9.99, 99.95, 999.94, 999.95, 999.99, 1000])
      for (const d of [-1, 0, 1]) values.add(Math.round(k * unit) + d);
  }
  let x = 12345;
  for (let i = 0; i < 20_000; i += 1) {
    x = (x * 1103515245 + 12345) % 2147483648;
    values.add(Math.floor((x / 2147483648) * 10 ** ((i % 14) + 1)));
  }
  return [...values].filter((v) => v >= 0);
}

t.test('compact counts match Intl en-US compact with one fraction digit', async (t) => {
  const wrong = samples().flatMap((v) =>
    [v, -v]
      .filter((n) => compactCount(n) !== intlCompact.format(n))
      .map((n) => `${n}: ${compactCount(n)} ≠ ${intlCompact.format(n)}`),
  );
  t.same(wrong.slice(0, 10), [], 'every sample formats as Intl does');
  t.equal(formatCount(1234), '1.2K');
  t.equal(formatCount(999_950), '1M');
  t.equal(formatCount(null), '–');
});

t.test('compact counts of fractional values (rates, averages) match too', async (t) => {
  const wrong: string[] = [];
  for (let i = 0; i <= 20_000; i += 1) {
    const v = i / 16 + i / 1000;
    if (compactCount(v) !== intlCompact.format(v))
      wrong.push(`${v}: ${compactCount(v)} ≠ ${intlCompact.format(v)}`);
  }
  t.same(wrong.slice(0, 10), []);
});

t.test('grouped integers match Intl en-US', async (t) => {
  const wrong = samples()
    .flatMap((v) => [v, -v])
    .filter((n) => groupedInteger(n) !== intlGrouped.format(n))
    .map((n) => `${n}: ${groupedInteger(n)} ≠ ${intlGrouped.format(n)}`);
  t.same(wrong.slice(0, 10), []);
  t.equal(groupedInteger(1_234_567), '1,234,567');
});
