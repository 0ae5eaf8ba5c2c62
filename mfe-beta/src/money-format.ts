const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 2,
});

/** Dollar amounts as the API gives them (2 decimals, never computed on here). */
export const usd = (value: number) => dollars.format(value);
