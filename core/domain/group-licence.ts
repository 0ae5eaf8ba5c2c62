/**
 * Group licence (docs/methodology.md, "Group licence", since 1.17.0). Before 1.17.0 a group
 * (a follow cluster, focus group, vouching group, crowd or campaign: any row of follow_clusters)
 * that earned an ordinary account's trust from outside itself was never capped: the trust it
 * earned said its members were real accounts. An attacker can buy that trust (follows from real
 * accounts of the data), and the attack sweep's rings that did kept 99.7–100% of their lift. The
 * rule of thumb applied to the project instead of the members: **a group keeps what it earned
 * from outside itself**, and for a project the group is new to, what it earned is the attention
 * the project gets from accounts outside its reach. So, whatever trust the group earned:
 *
 *   - its attention to the project from members **established** on it (a post about it in the
 *     `historyDays` before the window) is never cut, counted only as far as that history was
 *     licensed itself (the same recursion as 1.16.0's licence from before the flood: members
 *     that posted in the history but not before it count for the history's licence m);
 *   - the rest may add at most `share` × the project's attention from accounts in no group that
 *     neither follow a member nor are followed by one (`free`, as for the cluster cap, 1.8.0).
 *
 * A group's attention above that is cut in proportion (one multiplier per group and project,
 * stored as a cluster cap). Pure: the SQL adapter reads the sums and writes the caps.
 */
export interface GroupLicenceInput {
  /** The group's attention to the project over the window (after the other discounts, with credibility). */
  attention: number;
  /** Of it, from members established on the project in the history and before it too (weight 1). */
  establishedFull: number;
  /** Of it, from members that posted about it in the history but not before it (weight m). */
  establishedInHistory: number;
  /** The free attention (accounts in no group, out of the group's reach) to it over the window. */
  free: number;
  /** The group's attention to it in the history from members new to it then. */
  historyNew: number;
  /** The free attention to it in the history. */
  historyFree: number;
}

export interface GroupLicence {
  /** Multiplier of the group's posts about the project (1: not capped). */
  multiplier: number;
  /** The history's licence m: how far members established in the history count as established. */
  historyLicence: number;
  /** The attention counted as established (never cut). */
  established: number;
  /** What the group may add at most. */
  cap: number;
}

/** How far a group's new attention in a period is licensed by the free attention beside it. */
export function periodLicence(newAttention: number, free: number, share: number): number {
  if (newAttention <= 0) return 1;
  return Math.min(1, (share * free) / newAttention);
}

export function groupLicence(x: GroupLicenceInput, share: number, floor = 0.001): GroupLicence {
  const m = periodLicence(x.historyNew, x.historyFree, share);
  const established = x.establishedFull + m * x.establishedInHistory;
  const cap = established + share * x.free;
  const multiplier = x.attention > cap ? Math.max(floor, cap / x.attention) : 1;
  return { multiplier, historyLicence: m, established, cap };
}
