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
const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const smallPrice = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumSignificantDigits: 4,
});

/** Dollar amounts as the API gives them (2 decimals, never computed on here). */
export const usd = (value: number) => dollars.format(value);
/** Market caps: $1.4M. */
export const compactUsd = (value: number) => compactDollars.format(value);
/** Coin prices: cents from a dollar up ($1.50), four significant digits below it ($0.0001234). */
export const price = (value: number) => (Math.abs(value) >= 1 ? cents : smallPrice).format(value);
