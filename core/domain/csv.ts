/**
 * CSV as RFC 4180 writes it (comma, CRLF, quotes doubled), for the exports in
 * docs/rewards.md and docs/methodology.md. A text cell that a spreadsheet would read
 * as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe; numbers, and
 * texts that are a plain decimal such as "-12.50", are written as they are, so a
 * negative amount stays a number.
 */
export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

function cell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) && !DECIMAL.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Integer cents as a 2-decimal amount, by integer arithmetic: -1234 → "-12.34". */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
