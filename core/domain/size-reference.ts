/**
 * What an account of a given reported size earns (docs/methodology.md, "Size reference",
 * since 1.8.0). An account that reports many followers is compared with the accounts that
 * report about as many, not with the median account: followers bought outside the graph
 * raise the reported count, not the trust that reaches the account from followers inside
 * it. Accounts are put in buckets by reported followers (factor `bucketFactor` apart,
 * from 100 up; fewer than 100 in the first); each bucket's reference is the median value
 * over the eligible accounts of the bucket, widened to the neighbouring buckets until it
 * holds at least `minCount` accounts. Returns each account's reference (0 without any
 * eligible account).
 *
 * Since 1.34.0 (docs/methodology.md, "1.34.0: a size bucket is the data's, not a campaign's"),
 * with `counted`, only accounts marked there (those that posted in the days before the window)
 * count toward `minCount`: every eligible account still counts in the median, but a campaign that
 * puts 30 silent accounts of one rare size into the data no longer makes their bucket its own and
 * sets what accounts of that size are measured against.
 */
export function sizeReference(
  followers: ArrayLike<number>,
  values: ArrayLike<number>,
  eligible: (i: number) => boolean,
  opts: { bucketFactor: number; minCount: number; counted?: ArrayLike<number> | null },
): Float64Array {
  const n = followers.length;
  const bucketOf = (f: number) =>
    f < 100 ? 0 : 1 + Math.floor(Math.log(f / 100) / Math.log(opts.bucketFactor) + 1e-9);
  const buckets = new Map<number, number[]>();
  /** Per bucket, how many of its eligible accounts count toward `minCount`. */
  const counts = new Map<number, number>();
  let top = 0;
  const of = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const b = bucketOf(followers[i] as number);
    of[i] = b;
    if (b > top) top = b;
    if (!eligible(i)) continue;
    const list = buckets.get(b) ?? [];
    list.push(values[i] as number);
    buckets.set(b, list);
    if (!opts.counted || opts.counted[i]) counts.set(b, (counts.get(b) ?? 0) + 1);
  }
  const reference = new Map<number, number>();
  const referenceOf = (b: number) => {
    const known = reference.get(b);
    if (known !== undefined) return known;
    let pool: number[] = [...(buckets.get(b) ?? [])];
    let counted = counts.get(b) ?? 0;
    for (let w = 1; counted < opts.minCount && (b - w >= 0 || b + w <= top); w++) {
      pool = pool.concat(buckets.get(b - w) ?? [], buckets.get(b + w) ?? []);
      counted += (counts.get(b - w) ?? 0) + (counts.get(b + w) ?? 0);
    }
    pool.sort((x, y) => x - y);
    const r = pool.length === 0 ? 0 : (pool[(pool.length - 1) >> 1] as number);
    reference.set(b, r);
    return r;
  };
  return Float64Array.from({ length: n }, (_, i) => referenceOf(of[i] as number));
}

/**
 * Whether an account's vouched trust clears both bars of an unvouched account (1.6.0, 1.8.0:
 * docs/methodology.md, "Unvouched crowds", "Under-backed accounts"): at least `maxVouched` of an
 * average account's and at least `maxBacking` × the reference of its reported size. Since 1.18.3
 * it also decides which periphery candidates count as regulars from before a push.
 */
export function isVouched(
  vouched: number,
  reference: number,
  crowd: { maxVouched: number; maxBacking: number },
): boolean {
  return vouched >= crowd.maxVouched && vouched >= crowd.maxBacking * reference;
}
