import { sizeReference } from './size-reference.ts';

/**
 * Backed audience (docs/methodology.md, "Backed audience", since 1.11.0). The followers X
 * reports are free to buy; a follow from a tracked account that the seeded trust reaches is
 * paid per follower. An account's vouchers are its tracked followers with trust > 0, in no
 * cluster, that it does not follow back (a returned follow is a trade, as for vouched trust; a
 * group's follows are its own act and a ring could follow anyone to lift the bar); its backing is
 * its vouchers against `fullShare` × the median of accounts in no cluster whose reported
 * followers fall in its size bucket, at most 1 (no reference: 1, not judged). An account
 * under `maxThin` is thinly backed. Since 1.13.0 each vouch counts by its weight (`weights`,
 * per edge of `untraded`, vouch-concentration.ts: a voucher's bulk follows of one project's
 * posters count in part). Returns, per account in graph order, its vouchers, the bar it is
 * measured against and its backing, and the thinly backed accounts.
 */
export function audienceBacking(
  untraded: { from: readonly number[]; to: readonly number[] },
  trust: ArrayLike<number>,
  followers: ArrayLike<number>,
  inNoCluster: (i: number) => boolean,
  opts: {
    bucketFactor: number;
    minCount: number;
    fullShare: number;
    maxThin: number;
    /** Since 1.34.0: the accounts that count toward minCount (size-reference.ts). */
    counted?: ArrayLike<number> | null;
  },
  weights?: ArrayLike<number>,
) {
  const n = followers.length;
  const vouchers = new Float64Array(n);
  for (let e = 0; e < untraded.from.length; e++)
    if ((trust[untraded.from[e] as number] as number) > 0 && inNoCluster(untraded.from[e] as number)) {
      const b = untraded.to[e] as number;
      vouchers[b] = (vouchers[b] as number) + (weights ? (weights[e] as number) : 1);
    }
  // Sums of weights, rounded so that stored and compared values do not carry the last bits.
  for (let i = 0; i < n; i++) vouchers[i] = Math.round((vouchers[i] as number) * 1e6) / 1e6;
  const median = sizeReference(followers, vouchers, inNoCluster, opts);
  const bar = Float64Array.from(median, (m) => opts.fullShare * m);
  const backing = Float64Array.from(bar, (r, i) => (r > 0 ? Math.min(1, (vouchers[i] as number) / r) : 1));
  const thin: number[] = [];
  for (let i = 0; i < n; i++) if ((backing[i] as number) < opts.maxThin) thin.push(i);
  return { vouchers, bar, backing, thin };
}
