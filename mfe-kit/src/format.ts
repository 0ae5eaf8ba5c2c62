/** Number formats shared by every table: compact counts, signed percentage changes. */
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

export function formatCount(value: number | null | undefined): string {
  return value == null ? '–' : compact.format(value);
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
