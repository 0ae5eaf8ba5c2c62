import type { IngestAccount, IngestPost } from '#core/ports/social-ingest.port.ts';

/**
 * The ranking engine's attention arithmetic in plain TypeScript, written from
 * docs/methodology.md for a data set small enough to check by hand: the discounts
 * (young account, near-duplicate, engagement outlier), the per-KOL daily rollups and
 * the KOL mindshare over the KOL window. No follow edges and no project mentions, so
 * PageRank, trust and the coordination signals have nothing to act on and credibility
 * is the account-age part alone. test/adapters/db/engine-reference.test.ts holds the
 * engine to it exactly.
 */
export const REFERENCE_AS_OF = '2026-11-22';
const DAY_MS = 86_400_000;

/** PostgreSQL's round() of a float8: to the nearest integer, ties to even. */
const rint = (x: number) => {
  const r = Math.round(x);
  return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
};
const micro = (x: number) => rint(x * 1e6);
const roundTo = (x: number, digits: number) => rint(x * 10 ** digits) / 10 ** digits;

/** The text the engine compares for near-duplicates: no URLs or mentions, letters only, lower case. */
const normalized = (text: string) =>
  text
    .replace(/(https?:\/\/\S+|[@$][A-Za-z0-9_]+)/g, '')
    .replace(/[^A-Za-z]+/g, '')
    .toLowerCase();

const engagement = (p: IngestPost) =>
  p.likes * 1 + p.replies * 2 + p.reposts * 2 + p.quotes * 3 + p.bookmarks * 1;
const raw = (p: IngestPost) => Math.log(1 + p.views) + Math.log(1 + engagement(p));

export interface ReferenceResult {
  discounts: { externalId: string; kind: string; multiplier: number }[];
  daily: {
    username: string;
    day: string;
    posts: number;
    views: number;
    engagement: number;
    rawMicro: number;
    attentionMicro: number;
  }[];
  mindshare: Record<string, number>;
}

export function referenceEngine(accounts: IngestAccount[], posts: IngestPost[]): ReferenceResult {
  const created = new Map(accounts.map((a) => [a.username, Date.parse(a.createdAt as string)]));
  const discounts: ReferenceResult['discounts'] = [];
  // Young account: posted within 30 days of the account's creation.
  for (const p of posts) {
    if (Date.parse(p.createdAt) < (created.get(p.author) as number) + 30 * DAY_MS)
      discounts.push({ externalId: p.externalId, kind: 'young_account', multiplier: 0.5 });
  }
  // Near-duplicate: ≥ 3 authors posted the same normalized text (≥ 20 letters) within ±6 h.
  for (const p of posts) {
    const text = normalized(p.text);
    if (text.length < 20) continue;
    const t = Date.parse(p.createdAt);
    const authors = new Set(
      posts
        .filter((q) => normalized(q.text) === text && Math.abs(Date.parse(q.createdAt) - t) <= 6 * 3_600_000)
        .map((q) => q.author),
    );
    if (authors.size >= 3)
      discounts.push({
        externalId: p.externalId,
        kind: 'near_duplicate',
        multiplier: Math.min(0.5, 1 / authors.size),
      });
  }
  // Engagement outlier: ln((e+1)/(views+1)) more than 3 population standard deviations
  // above the mean, over posts with at least 50 views.
  const judged = posts.filter((p) => p.views >= 50);
  const ratio = (p: IngestPost) => Math.log((engagement(p) + 1) / (p.views + 1));
  const mean = judged.reduce((s, p) => s + ratio(p), 0) / judged.length;
  const sd = Math.sqrt(judged.reduce((s, p) => s + (ratio(p) - mean) ** 2, 0) / judged.length);
  for (const p of judged) {
    if ((ratio(p) - mean) / sd > 3)
      discounts.push({ externalId: p.externalId, kind: 'engagement_outlier', multiplier: 0.2 });
  }
  // Discounts multiply (the engine sums their logarithms).
  const mult = (p: IngestPost) => {
    const own = discounts.filter((d) => d.externalId === p.externalId);
    return own.length ? Math.exp(own.reduce((s, d) => s + Math.log(d.multiplier), 0)) : 1;
  };
  const byKey = new Map<string, ReferenceResult['daily'][number]>();
  for (const p of posts) {
    const day = p.createdAt.slice(0, 10);
    const key = `${p.author}|${day}`;
    const row = byKey.get(key) ?? {
      username: p.author,
      day,
      posts: 0,
      views: 0,
      engagement: 0,
      rawMicro: 0,
      attentionMicro: 0,
    };
    row.posts += 1;
    row.views += p.views;
    row.engagement += rint(engagement(p));
    row.rawMicro += micro(raw(p));
    row.attentionMicro += micro(raw(p) * mult(p));
    byKey.set(key, row);
  }
  const daily = [...byKey.values()].sort((a, b) => (a.username + a.day).localeCompare(b.username + b.day));
  // KOL mindshare over 30 days: attention × credibility, as a share of everyone's.
  const asOf = Date.parse(`${REFERENCE_AS_OF}T00:00:00Z`);
  const credibility = (username: string) =>
    roundTo(0.5 + 0.5 * Math.min(1, (asOf - (created.get(username) as number)) / DAY_MS / 365), 9);
  const weighted = new Map<string, number>();
  for (const r of daily) {
    if (Date.parse(r.day) <= asOf - 30 * DAY_MS) continue;
    weighted.set(r.username, (weighted.get(r.username) ?? 0) + r.attentionMicro);
  }
  for (const [u, cur] of weighted) weighted.set(u, rint(cur * credibility(u)));
  const total = [...weighted.values()].reduce((a, b) => a + b, 0);
  const mindshare = Object.fromEntries(
    accounts.map((a) => [a.username, roundTo(((weighted.get(a.username) ?? 0) / total) * 100, 6)]),
  );
  return { discounts, daily, mindshare };
}

/** A few dozen posts by six accounts over five days, with every kind of discount in it. */
export function referenceData(): { accounts: IngestAccount[]; posts: IngestPost[] } {
  const now = Date.parse(`${REFERENCE_AS_OF}T12:00:00Z`);
  const accounts: IngestAccount[] = [
    ['alice', 1000],
    ['bob', 800],
    ['carol', 600],
    ['dave', 10],
    ['erin', 400],
    ['frank', 200],
  ].map(([username, age]) => ({
    username: username as string,
    followersCount: 1000,
    createdAt: new Date(now - (age as number) * DAY_MS).toISOString(),
  }));
  const posts: IngestPost[] = [];
  const post = (author: string, hoursAgo: number, text: string, views: number, likes: number, replies = 1) =>
    posts.push({
      externalId: `ref-${posts.length + 1}`,
      author,
      createdAt: new Date(now - hoursAgo * 3_600_000).toISOString(),
      text,
      views,
      likes,
      replies,
      reposts: Math.floor(likes / 10),
      quotes: Math.floor(likes / 40),
      bookmarks: Math.floor(likes / 20),
    });
  // Ordinary posts: every account, two a day for four days, different texts.
  const names = ['alice', 'bob', 'carol', 'dave', 'erin', 'frank'];
  for (let day = 0; day < 4; day++) {
    for (const [i, a] of names.entries()) {
      post(
        a,
        24 * day + 2 + i,
        `${a} notes on day ${day}: market structure thread number ${i}`,
        400 + 37 * i + 11 * day,
        8 + i + day,
      );
      post(
        a,
        24 * day + 9 + i,
        `${a} weekly recap ${day}, what the charts say about liquidity`,
        900 + 53 * i,
        20 + 2 * i,
      );
    }
  }
  // The same text by four authors within three hours (near-duplicate, n = 4; dave also young).
  for (const [i, a] of ['alice', 'bob', 'dave', 'erin'].entries())
    post(
      a,
      30 + i,
      'Massive gains incoming for everyone, buy before it is too late https://x.co/a',
      700 + i,
      15,
    );
  // The same text by two authors only: no discount.
  post('carol', 40, 'Quiet accumulation phase continues across the sector', 500, 12);
  post('frank', 41, 'Quiet accumulation phase continues across the sector', 520, 12);
  // Engagement far above the population (outlier), and a post under the 50 views bar.
  post('frank', 50, 'Giveaway thread, like and repost to enter the draw today', 60, 900, 40);
  post('erin', 60, 'tiny post with next to no views at all but many likes', 20, 300);
  return { accounts, posts };
}
