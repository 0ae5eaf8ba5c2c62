/**
 * Posts per day as a rate a person reads: "~3/day", "~6/week", "~2/month". The engine
 * stores posts per day over 30 days (docs/methodology.md); the exact number stays in
 * the cell's title.
 */
export function postingRate(perDay: number | null | undefined): string {
  if (perDay == null || !Number.isFinite(perDay)) return '–';
  if (perDay <= 0) return 'none';
  if (perDay >= 1) return `~${Math.round(perDay)}/day`;
  if (perDay * 7 >= 1) return `~${Math.round(perDay * 7)}/week`;
  return `~${Math.max(1, Math.round(perDay * 30))}/month`;
}
