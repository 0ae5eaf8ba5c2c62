/**
 * Dollar formats. Each Intl formatter is created on first use, not when the module loads: the
 * first one a page creates costs the browser's locale set-up (docs/frontend.md, "No Intl on the
 * first render"), and pages that show no dollars (the leaderboard) import this module too.
 */
function lazyFormat(options: Intl.NumberFormatOptions): (value: number) => string {
  let format: Intl.NumberFormat | undefined;
  return (value) => {
    format ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', ...options });
    return format.format(value);
  };
}

const dollars = lazyFormat({ maximumFractionDigits: 2 });
const compactDollars = lazyFormat({ notation: 'compact' });
const cents = lazyFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const smallPrice = lazyFormat({ maximumSignificantDigits: 4 });

/** Dollar amounts as the API gives them (2 decimals, never computed on here). */
export const usd = (value: number) => dollars(value);
/** Market caps: $1.4M. */
export const compactUsd = (value: number) => compactDollars(value);
/** Coin prices: cents from a dollar up ($1.50), four significant digits below it ($0.0001234). */
export const price = (value: number) => (Math.abs(value) >= 1 ? cents : smallPrice)(value);
