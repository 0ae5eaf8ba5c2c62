/** Formats of the admin tables: money in dollars, prices with 2 decimals, dates in the reader's locale. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatUsd = (value: number | null | undefined) => (value == null ? '–' : usd.format(value));
export const formatPrice = (value: number | null | undefined) => (value == null ? '–' : value.toFixed(2));
export const formatDate = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString() : '–';
export const formatDateTime = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString() : '–';
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
