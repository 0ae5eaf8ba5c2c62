/**
 * Number formats shared by every table: compact counts, signed percentage changes.
 *
 * No `Intl` here: the first `Intl` formatter a page creates initialises the browser's locale
 * data, measured at about 80 ms of main-thread time under Lighthouse's 4× slowdown, in the task
 * that boots the beta (docs/frontend.md, "No Intl on the first render"). Counts are formatted
 * the way `Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })` does
 * (test/frontend/compact-count.test.ts compares the two).
 */
const TIERS: readonly [number, string][] = [
  [1e12, 'T'],
  [1e9, 'B'],
  [1e6, 'M'],
  [1e3, 'K'],
  [1, ''],
];

export function formatCount(value: number | null | undefined): string {
  return value == null ? '–' : compactCount(value);
}

/** 999 → "999", 1234 → "1.2K", 999950 → "1M" (rounding carries into the next suffix, as Intl's does). */
export function compactCount(value: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const size = Math.abs(value);
  let tier = TIERS.findIndex(([unit]) => size >= unit);
  if (tier < 0) tier = TIERS.length - 1;
  let tenths = roundedTenths(size, TIERS[tier][0]);
  if (tenths >= 10_000 && tier > 0) {
    tier -= 1;
    tenths = 10;
  }
  const digits = tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
  return `${negative(value) ? '-' : ''}${digits}${TIERS[tier][1]}`;
}

/**
 * `size / unit` in tenths, rounded half up on the number's decimal digits as Intl rounds them:
 * 82.55 is 825.5 tenths and rounds to 826, where 82.55 / 0.1 in binary gives 825.4999….
 */
function roundedTenths(size: number, unit: number): number {
  const text = String(size);
  if (text.includes('e')) return Math.round(size / (unit / 10));
  const [whole, fraction = ''] = text.split('.');
  // Where the decimal point of the tenths falls in the digits: unit 1000 moves it 2 places left.
  const point = whole.length + 1 - Math.round(Math.log10(unit));
  const digits = (whole + fraction).padEnd(point + 1, '0');
  const kept = Number(digits.slice(0, point));
  return digits[point] >= '5' ? kept + 1 : kept;
}

/** Whole numbers with thousands separators, as `Intl.NumberFormat('en-US')` writes them: 1,234,567. */
export function groupedInteger(value: number): string {
  const rounded = Math.round(Math.abs(value));
  const text = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative(value) ? '-' : ''}${text}`;
}

/** Intl keeps the sign of a negative number that rounds to zero ("-0"). */
function negative(value: number): boolean {
  return value < 0 || Object.is(value, -0);
}

export function formatPercent(value: number | null | undefined, digits = 2): string {
  return value == null ? '–' : `${value.toFixed(digits)}%`;
}

export function formatChange(value: number | null | undefined, digits = 2): string {
  if (value == null) return '–';
  const sign = value > 0 ? '+' : '';
  return `${sign}${value.toFixed(digits)}%`;
}

export function formatScore(value: number | null | undefined, digits = 1): string {
  return value == null ? '–' : value.toFixed(digits);
}
