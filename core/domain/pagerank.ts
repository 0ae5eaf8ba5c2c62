/**
 * PageRank over a follow graph of `n` accounts numbered 0..n-1, edges given as
 * parallel arrays (follower → followee). Each account spreads its score evenly over
 * whom it follows; accounts that follow no one spread theirs over everyone. A fixed
 * number of iterations, summing edges in the order given: the same input gives
 * bit-for-bit the same scores.
 *
 * With `teleport` (a distribution over the accounts, summing to 1) it is the
 * personalized PageRank that trust propagation uses (docs/methodology.md, trust):
 * the random jump and the mass of accounts that follow no one land on the seed
 * accounts only, so an account earns score only along follow edges that start, in
 * some number of steps, at a seed.
 */
export function pageRank(
  n: number,
  from: ArrayLike<number>,
  to: ArrayLike<number>,
  opts: { damping: number; iterations: number; teleport?: Float64Array },
): Float64Array {
  const jump = opts.teleport ?? new Float64Array(n).fill(n === 0 ? 0 : 1 / n);
  let score = Float64Array.from(jump);
  if (n === 0) return score;
  const outDegree = new Uint32Array(n);
  for (let e = 0; e < from.length; e++) outDegree[from[e] as number]++;
  const weight = new Float64Array(from.length);
  for (let e = 0; e < from.length; e++) weight[e] = 1 / (outDegree[from[e] as number] as number);
  let next = new Float64Array(n);
  const d = opts.damping;
  for (let i = 0; i < opts.iterations; i++) {
    let danglingMass = 0;
    for (let k = 0; k < n; k++) if (outDegree[k] === 0) danglingMass += score[k] as number;
    next.fill(0);
    for (let e = 0; e < from.length; e++) {
      const t = to[e] as number;
      next[t] = (next[t] as number) + (score[from[e] as number] as number) * (weight[e] as number);
    }
    const base = 1 - d + d * danglingMass;
    for (let k = 0; k < n; k++) next[k] = base * (jump[k] as number) + d * (next[k] as number);
    [score, next] = [next, score];
  }
  return score;
}
