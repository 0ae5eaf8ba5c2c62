/**
 * A small seeded PRNG (mulberry32) and the distributions the synthetic data needs.
 * Deterministic: the same seed gives the same sequence on every machine.
 */
export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Pareto-distributed value ≥ min: the long tail of followers and views. */
  pareto(min: number, alpha: number): number;
  uuid(): string;
}

export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 16).toString(16)).join('');
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    pareto: (min, alpha) => min / (1 - next()) ** (1 / alpha),
    // A version-4-shaped UUID drawn from the seeded stream, so ids are reproducible too.
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(next() * 4)]}${hex(3)}-${hex(12)}`,
  };
}
