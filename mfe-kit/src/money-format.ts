const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
});
const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
});
const tokenPrice = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumSignificantDigits: 4,
});

/** Dollar amounts as the API gives them (2 decimals, never computed on here). */
export const usd = (value: number) => dollars.format(value);
/** Market caps: $1.4M. */
export const compactUsd = (value: number) => compactDollars.format(value);
/** Coin prices keep four significant digits, however small. */
export const price = (value: number) => tokenPrice.format(value);
