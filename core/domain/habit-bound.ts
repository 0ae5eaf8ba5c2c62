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
}

/**
 * The posts about the entity that count in full in any `days` days, after `history` posts in the
 * `observedDays` of the `historyDays` before them that the data covers: the history, scaled to the
 * whole stretch, plus the floor. The data starts somewhere (the first day tracked); a history the
 * data does not cover is not a missing habit.
 */
export function habitAllowance(history: number, observedDays: number, bound: HabitBound): number {
  return (history * bound.historyDays) / observedDays + bound.floor;
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
): number {
  if (observedDays < bound.days) return 1;
  return nth > habitAllowance(history, observedDays, bound) ? bound.beyond : 1;
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
  let historyStart = 0;
  for (let i = 0; i < at.length; i++) {
    const t = at[i] as number;
    while ((at[windowStart] as number) <= t - bound.days * day) windowStart++;
    while ((at[historyStart] as number) <= t - (bound.days + bound.historyDays) * day) historyStart++;
    const historyEnd = t - bound.days * day;
    const observed = (historyEnd - Math.max(historyEnd - bound.historyDays * day, dataStart)) / day;
    out.push({
      nth: i - windowStart + 1,
      history: windowStart - historyStart,
      observedDays: Math.max(0, Math.min(bound.historyDays, observed)),
    });
  }
  return out;
}
