/**
 * A voice against its own habit (docs/methodology.md, "1.40.0: a voice against its own habit").
 * Every group rule needs a group: at least 5 accounts, or a cluster, or a crowd. Two to four
 * accounts that post about one project three or four times a day for a month form none, and the
 * backed-audience cap binds only where the project's other attention is small, so at 20,000 KOLs
 * such a handful kept all of its lift (`four-heavy`, `heavy-pair-bought`). What no group rule
 * sees is the account itself: its posts about the project against its own habit. No honest
 * account posts about one project, in any 30 days, more than 5 times (data set A) or 7 times
 * (20,000 KOLs) beyond its posts about it in the 90 days before; a push of 90 posts by an account
 * that never named the project does.
 *
 * The rule: an account's posts about one project (or, for a post that names no project, one
 * narrative) in any `days` days count in full up to its allowance, its posts about it in the
 * `historyDays` days before those plus `floor`. Each post beyond counts `beyond`. Where the data
 * starts inside those days the history is scaled to the whole stretch, and under `days` days of
 * it a post is not judged (a tracker's first weeks know nobody's habit). The allowance
 * is what the account did before, not what anyone else does: a regular who posts about a project
 * every day keeps its voice, and an account's first 10 posts about anything new count in full.
 */
export interface HabitBound {
  /** The rolling stretch the posts are counted over. */
  days: number;
  /** The stretch before it that is the account's habit. */
  historyDays: number;
  /** Posts over the habit that count in full. */
  floor: number;
  /** What each post beyond the allowance counts. */
  beyond: number;
  /**
   * Since 1.41.0: the history raises the allowance only as far as the account is vouched for
   * (its share min(1, backing ÷ maxThin), score-formulas.ts `vouchedShare`), as its reach (1.28.0)
   * and activity (1.39.0) do: a habit nobody vouches for is as free to make as a push. False or
   * absent in 1.40.0.
   */
  vouchedHistory?: boolean;
  /**
   * Since 1.42.0: the data starts on the first day on which at least this share as many accounts
   * posted as on the median day of the last `days` days (`habitDataStart`), so a few accounts'
   * imported old posts do not move it for everyone. Absent in 1.40.0 and 1.41.0: the first day of
   * any post.
   */
  startAccounts?: number;
}

/** One day of the data: its start (milliseconds, UTC midnight) and how many accounts posted on it. */
export interface DataDay {
  day: number;
  accounts: number;
}

/**
 * The day the data starts for the habit bound (docs/methodology.md, "1.42.0: the data's start is
 * the tracker's"): the first day on which at least `startAccounts` as many accounts posted as on
 * the median day of the `days` days up to `asOf` (days without posts count 0). A tracker starts
 * collecting the accounts it tracks on one day, and from then on a fair part of them posts every
 * day; a JSONL import can bring a few accounts' older posts, and the oldest post of all would then
 * set every account's habit. Null without posts.
 */
export function habitDataStart(days: readonly DataDay[], asOf: number, bound: HabitBound): number | null {
  const sorted = [...days].filter((d) => d.accounts > 0).sort((a, b) => a.day - b.day);
  if (sorted.length === 0) return null;
  if (!bound.startAccounts) return (sorted[0] as DataDay).day;
  const accountsOn = new Map(sorted.map((d) => [d.day, d.accounts]));
  const recent = Array.from(
    { length: bound.days },
    (_, k) => accountsOn.get(asOf - k * 86_400_000) ?? 0,
  ).sort((a, b) => a - b);
  // The lower median, as the size reference takes it (size-reference.ts).
  const median = recent[(recent.length - 1) >> 1] as number;
  const bar = Math.max(1, bound.startAccounts * median);
  return (sorted.find((d) => d.accounts >= bar) ?? (sorted[0] as DataDay)).day;
}

/**
 * The posts about the entity that count in full in any `days` days, after `history` posts in the
 * `observedDays` of the `historyDays` before them that the data covers: the history, scaled to the
 * whole stretch, plus the floor. The data starts somewhere (the first day tracked); a history the
 * data does not cover is not a missing habit. `vouched` is the account's vouched share, which
 * since 1.41.0 (`vouchedHistory`) the history counts in.
 */
export function habitAllowance(
  history: number,
  observedDays: number,
  bound: HabitBound,
  vouched = 1,
): number {
  const share = bound.vouchedHistory ? vouched : 1;
  return ((history * bound.historyDays) / observedDays) * share + bound.floor;
}

/**
 * The multiplier of a post that is the account's `nth` post about the entity in the `days` days
 * up to it (itself counted; posts at the same time in the order of their ids). A post whose
 * history the data covers for less than `days` days is not judged: its account's habit is unknown.
 */
export function habitMultiplier(
  nth: number,
  history: number,
  observedDays: number,
  bound: HabitBound,
  vouched = 1,
): number {
  if (observedDays < bound.days) return 1;
  return nth > habitAllowance(history, observedDays, bound, vouched) ? bound.beyond : 1;
}

/**
 * For each post of one account about one entity, in time order: its place among the account's
 * posts about the entity in the `days` days up to it, its posts about it in the `historyDays` days
 * before those, and how many of those days the data covers (it starts at `dataStart`). Times in
 * milliseconds, `at` ascending (ties in the caller's order).
 */
export function habitCounts(
  at: readonly number[],
  dataStart: number,
  bound: HabitBound,
): { nth: number; history: number; observedDays: number }[] {
  const day = 86_400_000;
  const out: { nth: number; history: number; observedDays: number }[] = [];
  let windowStart = 0;
  // A post before the data's start is no history the data covers: the scaling stands in for it.
  let historyStart = 0;
  while (historyStart < at.length && (at[historyStart] as number) < dataStart) historyStart++;
  for (let i = 0; i < at.length; i++) {
    const t = at[i] as number;
    while ((at[windowStart] as number) <= t - bound.days * day) windowStart++;
    while ((at[historyStart] as number) <= t - (bound.days + bound.historyDays) * day) historyStart++;
    const historyEnd = t - bound.days * day;
    const observed = (historyEnd - Math.max(historyEnd - bound.historyDays * day, dataStart)) / day;
    out.push({
      nth: i - windowStart + 1,
      history: Math.max(0, windowStart - historyStart),
      observedDays: Math.max(0, Math.min(bound.historyDays, observed)),
    });
  }
  return out;
}

/**
 * The receipt's words for a post over its allowance: which post it was, the history it is measured
 * against and what that allows (docs/methodology.md, "1.40.0", "Evidence"; since 1.41.0 the share
 * the history counts in, where it is under 1).
 */
export function habitEvidence(
  post: { nth: number; history: number; observedDays: number; name: string; vouched: number },
  bound: HabitBound,
): string {
  const { nth, history, name } = post;
  const observed = Math.round(post.observedDays);
  const partial = post.observedDays < bound.historyDays;
  const share = bound.vouchedHistory && history > 0 && post.vouched < 1 ? post.vouched : null;
  const allowance = Math.floor(habitAllowance(history, post.observedDays, bound, post.vouched));
  const stretch = partial
    ? `the ${observed} days the data covers of the ${bound.historyDays} before`
    : `the ${bound.historyDays} days before`;
  const counted = share === null ? '' : `, counted in the share ${round4(share)} it is vouched for,`;
  const terms = [partial ? `${bound.historyDays}/${observed}` : null, share === null ? null : round4(share)]
    .filter((x) => x !== null)
    .join(' × ');
  return `post ${nth} about ${name} in ${bound.days} days; its ${history} posts about it in ${stretch}${counted} allow ${allowance} in full (history${terms ? ` × ${terms}` : ''} + ${bound.floor})`;
}

const round4 = (x: number) => String(Math.round(x * 10_000) / 10_000);
