import { invalid } from '../errors.ts';

/**
 * Money is held as integer cents. The API keeps its dollar fields
 * (`totalAmountUsd`, `paidOutUsd`) and converts at the edge with these two functions.
 */
export type Cents = number & { readonly __brand: 'Cents' };

const DOLLARS = /^(0|[1-9]\d{0,12})(\.\d{1,2})?$/;

/** Parses a dollar amount (number or string) with at most 2 decimals, ≥ 0. */
export function dollarsToCents(value: number | string, field: string): Cents {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!DOLLARS.test(text)) {
    throw invalid(`${field} must be an amount ≥ 0 with at most 2 decimals`, [
      { field, message: 'must be an amount ≥ 0 with at most 2 decimals' },
    ]);
  }
  const [whole, frac = ''] = text.split('.');
  return (Number(whole) * 100 + Number(frac.padEnd(2, '0'))) as Cents;
}

/** Integer cents to a dollar number with at most 2 decimals, for serialization only. */
export const centsToDollars = (cents: number): number => Math.round(cents) / 100;

export const cents = (n: number): Cents => {
  if (!Number.isSafeInteger(n)) throw new RangeError(`not an integer amount of cents: ${n}`);
  return n as Cents;
};
