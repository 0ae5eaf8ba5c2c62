import { chanceBar } from './crowd-chance.ts';

/**
 * Newcomer licence (docs/methodology.md, "Newcomer licence", since 1.15.0). The backed-audience
 * cap (audience-backing.ts) lets a project's thinly backed accounts add at most `share` × the
 * attention every other account gives it. That licence is evidence only as far as it is
 * independent of the thin accounts; a campaign that rents thin volume and buys a few backed
 * accounts to post beside it (`premium-cover`) brings its licence with it. What a campaign
 * cannot bring is attention from before it started. So the other accounts are split:
 *
 *   - **established**: accounts that posted about the project in the `historyDays` days before
 *     the window: their attention licenses thin accounts as before;
 *   - **newcomers**: the others, whose attention to the project arrived in the window, with
 *     the thin accounts.
 *
 * When the thin accounts' attention exceeds the licence (the backed-audience cap binds: the
 * project is carried by more thin attention than every other account gives it), each unit of
 * that excess is taken out of the newcomers' credit (divided by `share`): their attention counts
 * (and licenses thin accounts) only as far as it exceeds the flood's surplus. The thin accounts
 * are then licensed by the established attention and what is left of the newcomers'. Where the
 * cap does not bind nothing changes, and at the point where it starts to bind the rule gives
 * what the backed-audience cap gives (continuous): an honest project whose thin accounts stay
 * under its other accounts' attention is untouched, however new everyone is.
 */
export interface NewcomerLicenceInput {
  /** Attention of the thinly backed accounts (after the other discounts, with credibility). */
  thin: number;
  /** Attention of the other accounts new to the project in the window. */
  newcomers: number;
  /** Attention of the other accounts that posted about it in the history days before. */
  established: number;
}

export interface NewcomerLicence {
  /** Multiplier of the newcomers' posts about the project (1: not capped). */
  newcomers: number;
  /** Multiplier of the thinly backed accounts' posts about it (1: not capped). */
  thin: number;
  /** The thin attention over the licence of every other account (0 when the cap does not bind). */
  excess: number;
}

/** The smallest multiplier a cap gives (as every backing cap: a post never counts for nothing). */
export const MIN_MULTIPLIER = 0.001;

export function newcomerLicence(x: NewcomerLicenceInput, share: number): NewcomerLicence {
  const licence = share * (x.newcomers + x.established);
  if (x.thin <= licence || x.thin <= 0) return { newcomers: 1, thin: 1, excess: 0 };
  const excess = x.thin - licence;
  const newcomers = x.newcomers > 0 ? Math.max(MIN_MULTIPLIER, 1 - excess / (share * x.newcomers)) : 1;
  const kept = share * (x.established + (x.newcomers > 0 ? newcomers * x.newcomers : 0));
  const thin = Math.max(MIN_MULTIPLIER, Math.min(1, kept / x.thin));
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return { newcomers: round(newcomers), thin: round(thin), excess };
}

/**
 * Established by a flood (docs/methodology.md, "Licence from before the flood", since 1.16.0).
 * Posting about a project before the window makes an account established only if that earlier
 * attention was itself licensed: the newcomer licence applied to the `historyDays` before the
 * window (with the `historyDays` before those as its own history). A campaign that names its
 * target for months before its push (`seeded-cover`) makes its cover established with posts
 * that were a thin flood's company then too; those posts count as established only by the
 * share the history's own licence kept of its newcomers' credit.
 *
 * Returns the weight with which an account that posted about the project in the history
 * counts as established in the window: 1 when it was established in the history too (a post
 * in the history's own history) or when the history was not flooded; otherwise the history
 * newcomers' multiplier. The rest of its attention (1 − weight) counts as a newcomer's.
 */
export function establishedWeight(
  history: NewcomerLicenceInput,
  share: number,
  account: { inHistory: boolean; beforeHistory: boolean },
): number {
  if (!account.inHistory) return 0;
  if (account.beforeHistory) return 1;
  return newcomerLicence(history, share).newcomers;
}

/**
 * The multiplier of a window post by an account that counts as established for `weight` and
 * new for the rest: the established part is kept, the new part takes the newcomers' multiplier.
 */
export function partlyNewMultiplier(weight: number, newcomers: number): number {
  return Math.round(Math.max(MIN_MULTIPLIER, weight + (1 - weight) * newcomers) * 1e6) / 1e6;
}

/**
 * Newcomers at the project's usual inflow (docs/methodology.md, "1.22.0: newcomers at a
 * project's usual inflow", since 1.22.0). The newcomer licence takes a flood's excess out of
 * the newcomers' credit because a campaign can bring its licence with it (paid or owned backed
 * accounts posting beside its thin ones). Such a licence arrives as a surge of newcomers; a
 * project's ordinary newcomers arrive at the rate they arrived before. So the newcomers' own
 * posts are cut only when there are more of them than chance gives at the project's usual
 * inflow: the newcomers of the history period (as far as that period's own licence kept them),
 * scaled to the window, as a Poisson mean, at `odds` (`backing.newcomer.usualOdds`). Under that bar the excess still
 * comes out of what the newcomers license, but not out of their own posts: a thin flood sent at
 * someone else's project no longer costs its regulars-to-be their mindshare.
 */
export function newcomersOverUsual(
  x: {
    newcomers: number;
    historyNewcomers: number;
    historyCredit: number;
    windowDays: number;
    historyDays: number;
  },
  odds: number,
): boolean {
  const lambda = (x.historyNewcomers * x.historyCredit * x.windowDays) / x.historyDays;
  return x.newcomers >= chanceBar(lambda, odds);
}

/**
 * A flood's history counts where it serves (docs/methodology.md, "1.36.0: a flood's history
 * counts where it serves", since 1.36.0). The history's own licence (establishedWeight) asks
 * whether a project's thinly backed accounts exceeded what its other accounts licensed in the
 * days before the window. Thin accounts whose posts name every project alike (a flood sent at
 * all of them, or cover spread thin) exceed it on every project at once, and then every
 * project's earlier newcomers count as established only in part and its usual inflow shrinks,
 * so its honest newcomers in the window are cut. A campaign's thin accounts name their target
 * more than chance; so in the history only the thin accounts for which the project is over
 * chance (`serves`, the crowd rule's chance: overChanceProjects) count on its thin side. The
 * others count on neither side: they license nothing either.
 */
export function servedHistory<T extends { thin: boolean }>(
  rows: readonly T[],
  serves: (r: T) => boolean,
): T[] {
  return rows.filter((r) => !r.thin || serves(r));
}
