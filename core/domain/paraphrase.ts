/**
 * Near-duplicates that survive rewording (docs/methodology.md, "Paraphrases"): MinHash
 * signatures over word shingles, compared through locality-sensitive bands. Pure and
 * deterministic: the hash functions are fixed and published, nothing is random.
 */

const PRIME = 2_147_483_647;

/** The words of a text after the near-duplicate normalization (no URLs, mentions, cashtags, digits, punctuation, case). */
export function normalizedWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/(https?:\/\/\S+|[@$][\p{L}\p{N}_]+)/gu, ' ')
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length > 0);
}

/** FNV-1a, 32 bits, over the UTF-16 code units, reduced below 2³¹ − 1. */
export function shingleHash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % PRIME;
}

/**
 * The MinHash signature of a text: for each hash function (a, b), the smallest
 * (a·x + b) mod 2³² over x = shingleHash of each run of `shingleWords` words (32-bit
 * integer arithmetic: exact and fast). Null below `minWords` words.
 */
export function minhashSignature(
  text: string,
  fns: readonly (readonly [number, number])[],
  opts: { shingleWords: number; minWords: number },
): number[] | null {
  const words = normalizedWords(text);
  if (words.length < opts.minWords) return null;
  const shingles = new Set<number>();
  for (let i = 0; i + opts.shingleWords <= words.length; i++)
    shingles.add(shingleHash(words.slice(i, i + opts.shingleWords).join(' ')));
  const xs = [...shingles];
  return fns.map(([a, b]) => {
    let min = 0xffffffff;
    for (const x of xs) {
      const v = (Math.imul(a, x) + b) >>> 0;
      if (v < min) min = v;
    }
    return min;
  });
}

export interface SignedPost {
  id: number;
  author: string;
  /** Milliseconds since the epoch. */
  at: number;
  projects: readonly string[];
  signature: readonly number[];
  judged: boolean;
}

export interface ParaphraseHit {
  id: number;
  /** Authors of the group, this post's included. */
  authors: number;
  /** The most places any other post agreed in. */
  best: number;
  /** Up to three of the other posts (their ids), most similar first. */
  examples: number[];
}

/**
 * Each judged post whose signature agrees in at least `minAgree` places with posts
 * about a same project by other authors within ±windowMs, and the number of distinct
 * authors of those posts plus its own. Candidates are the posts that agree in a whole
 * band of `bandSize` places (locality-sensitive hashing). Posts come in any order; the
 * result is in id order.
 */
export function paraphraseHits(
  posts: readonly SignedPost[],
  opts: { bandSize: number; minAgree: number; windowMs: number; minShare?: number; minAuthors?: number },
): ParaphraseHit[] {
  const buckets = new Map<string, number[]>();
  posts.forEach((p, i) => {
    for (let b = 0; b + opts.bandSize <= p.signature.length; b += opts.bandSize) {
      const key = `${b}:${p.signature.slice(b, b + opts.bandSize).join(',')}`;
      const list = buckets.get(key);
      if (list) list.push(i);
      else buckets.set(key, [i]);
    }
  });
  const candidates = new Map<number, Set<number>>();
  for (const list of buckets.values()) {
    if (list.length < 2) continue;
    // In time order, each post looks only at the bucket's posts within the window: a
    // bucket of a stock phrase may hold thousands of posts over months.
    list.sort((x, y) => (posts[x] as SignedPost).at - (posts[y] as SignedPost).at || x - y);
    let lo = 0;
    for (let k = 0; k < list.length; k++) {
      const i = list[k] as number;
      const p = posts[i] as SignedPost;
      while ((posts[list[lo] as number] as SignedPost).at < p.at - opts.windowMs) lo++;
      if (!p.judged) continue;
      let set = candidates.get(i);
      for (let m = lo; m < list.length; m++) {
        const j = list[m] as number;
        const q = posts[j] as SignedPost;
        if (q.at > p.at + opts.windowMs) break;
        if (j === i || q.author === p.author) continue;
        if (!set) {
          set = new Set();
          candidates.set(i, set);
        }
        set.add(j);
      }
    }
  }
  const hits: ParaphraseHit[] = [];
  for (const [i, set] of candidates) {
    const p = posts[i] as SignedPost;
    const matches: { j: number; agree: number }[] = [];
    for (const j of set) {
      const q = posts[j] as SignedPost;
      if (!q.projects.some((x) => p.projects.includes(x))) continue;
      let agree = 0;
      for (let k = 0; k < p.signature.length; k++) if (p.signature[k] === q.signature[k]) agree++;
      if (agree >= opts.minAgree) matches.push({ j, agree });
    }
    if (matches.length === 0) continue;
    matches.sort(
      (x, y) => y.agree - x.agree || (posts[x.j] as SignedPost).id - (posts[y.j] as SignedPost).id,
    );
    const authors = new Set(matches.map((m) => (posts[m.j] as SignedPost).author));
    // 1.7.0: the agreeing authors must be at least minShare of the other authors who
    // posted about the post's projects within the window; chance agreement grows with
    // that pool, a coordinated rewording is a share of it (docs/methodology.md).
    // The pool is counted only for a group large enough to count (the caller keeps those).
    if (
      opts.minShare &&
      authors.size + 1 >= (opts.minAuthors ?? 0) &&
      authors.size < opts.minShare * poolOf(posts, p, opts.windowMs)
    )
      continue;
    hits.push({
      id: p.id,
      authors: authors.size + 1,
      best: matches[0]?.agree ?? 0,
      examples: matches.slice(0, 3).map((m) => (posts[m.j] as SignedPost).id),
    });
  }
  return hits.sort((a, b) => a.id - b.id);
}

/** Other authors with a post about one of `p`'s projects within ±windowMs of it. */
function poolOf(posts: readonly SignedPost[], p: SignedPost, windowMs: number): number {
  const others = new Set<string>();
  for (const q of posts)
    if (
      q.author !== p.author &&
      Math.abs(q.at - p.at) <= windowMs &&
      q.projects.some((x) => p.projects.includes(x))
    )
      others.add(q.author);
  return others.size;
}
