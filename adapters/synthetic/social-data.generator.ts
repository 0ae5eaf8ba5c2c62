import { type Random, seededRandom } from '#core/domain/random.ts';
import type { IngestAccount, IngestFollow, IngestPost } from '#core/ports/social-ingest.port.ts';
import { HANDLE_PARTS } from './demo-catalog.ts';
import { engagementFromLikes } from './engagement-from-likes.ts';

const DAY = 86_400_000;

export interface SocialDataOptions {
  seed: number;
  now: Date;
  kols: number;
  /** How far back posts go. */
  days: number;
  /** Mean posts per honest KOL over the whole period (long-tailed around it). */
  meanPosts: number;
  /** Projects posts can be about, by handle and cashtag. */
  projects: readonly { handle: string; coin: string | null }[];
  botRings?: readonly BotRingOptions[];
}

export interface BotRingOptions {
  size: number;
  postsPerDay: number;
  days: number;
  /** Handle of the project the ring pumps. */
  target: string;
}

export interface SocialDataSet {
  accounts: IngestAccount[];
  posts: IngestPost[];
  follows: IngestFollow[];
  /** Usernames of injected bot accounts, by ring. */
  rings: string[][];
}

const TOPICS = [
  'thread on tokenomics',
  'why the unlock schedule matters',
  'my notes from the community call',
  'on-chain data says',
  'hot take on the roadmap',
  'weekly alpha recap',
  'a deep dive into the docs',
  'what the testnet numbers show',
  'the bull case in short',
  'the bear case nobody talks about',
  'liquidity is moving',
  'governance vote explained',
];
const WORDS = (
  'alpha builders chart conviction degen emissions fees flows gas holders incentives ' +
  'liquidity mainnet narrative oracle points rotation staking supply treasury users validators ' +
  'volume wallets yield airdrop bridge catalyst cohort dashboard retention revenue runway'
).split(' ');

/**
 * Deterministic synthetic social data: KOL profiles with Pareto followers and
 * activity, posts with metrics that follow reach, follow edges by preferential
 * attachment, and optional bot rings that post one template in lock-step with
 * inflated likes from fresh accounts. Same options, same data.
 */
export function generateSocialData(options: SocialDataOptions): SocialDataSet {
  const rnd = seededRandom(options.seed);
  const now = options.now.getTime();
  const accounts: (IngestAccount & { rate: number })[] = [];
  const used = new Set<string>();
  for (let i = 0; i < options.kols; i++) {
    let handle = '';
    // X handles are at most 15 characters; the demo sign-in refuses anything longer.
    do {
      handle = `${rnd.pick(HANDLE_PARTS.first)}_${rnd.pick(HANDLE_PARTS.second)}${rnd.next() < 0.6 ? rnd.int(1, 9999) : ''}`;
    } while (used.has(handle) || handle.length > 15);
    used.add(handle);
    const followers = Math.min(20_000_000, Math.round(rnd.pareto(500, 0.85)));
    const ageDays = rnd.int(60, 4000);
    accounts.push({
      id: rnd.uuid(),
      username: handle,
      xUserId: String(10_000_000 + i),
      displayName: handle.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()),
      avatarUrl: null,
      description:
        rnd.next() < 0.9 ? `Writing about crypto since ${2026 - Math.floor(ageDays / 365)}.` : null,
      followersCount: followers,
      followingCount: rnd.int(50, 3000),
      postCount: Math.round(ageDays * rnd.pareto(0.3, 1.5)),
      createdAt: new Date(now - ageDays * DAY).toISOString(),
      isBusinessAccount: rnd.next() < 0.05,
      rate: rnd.pareto(1, 1.6),
    });
  }

  const posts: IngestPost[] = [];
  const meanRate = accounts.reduce((s, a) => s + a.rate, 0) / Math.max(1, accounts.length);
  let serial = 0;
  for (const a of accounts) {
    const count = Math.max(1, Math.round((options.meanPosts * a.rate) / meanRate));
    const followers = a.followersCount ?? 500;
    for (let k = 0; k < count; k++) {
      const at = now - Math.floor(rnd.next() * options.days * DAY);
      posts.push(honestPost(rnd, a.username, at, followers, options.projects, serial++));
    }
  }

  const follows = preferentialFollows(rnd, accounts);

  const rings: string[][] = [];
  for (const [r, ring] of (options.botRings ?? []).entries()) {
    const members: string[] = [];
    rings.push(members);
    for (let i = 0; i < ring.size; i++) {
      const username = `r${r}_bot${i}_${rnd.int(100, 999)}`;
      members.push(username);
      accounts.push({
        id: rnd.uuid(),
        username,
        xUserId: String(90_000_000 + r * 1000 + i),
        displayName: `Crypto Gem ${i}`,
        avatarUrl: null,
        description: '100x gems daily',
        followersCount: rnd.int(50, 300),
        followingCount: rnd.int(1000, 5000),
        postCount: ring.postsPerDay * ring.days,
        createdAt: new Date(now - rnd.int(ring.days + 1, 25) * DAY).toISOString(),
        isBusinessAccount: false,
        rate: 0,
      });
    }
    const coin = options.projects.find((p) => p.handle === ring.target)?.coin;
    for (let d = 0; d < ring.days; d++) {
      for (let k = 0; k < ring.postsPerDay; k++) {
        // All members post the same template within minutes of each other.
        const slot = now - d * DAY - k * 3 * 3_600_000 - rnd.int(0, 3_600_000);
        const template = `${rnd.pick(TOPICS)} ${rnd.pick(WORDS)} ${rnd.pick(WORDS)} ${rnd.pick(WORDS)} massive pump incoming`;
        for (const username of members) {
          const views = rnd.int(80, 400);
          posts.push({
            externalId: `syn-${serial++}`,
            author: username,
            createdAt: new Date(slot + rnd.int(0, 600_000)).toISOString(),
            text: `@${ring.target} ${coin ? `$${coin} ` : ''}${template} ${rnd.int(1, 99)}`,
            views,
            likes: Math.round(views * (0.6 + rnd.next() * 0.3)),
            replies: rnd.int(0, 3),
            reposts: Math.round(views * 0.3),
            quotes: 0,
            bookmarks: 0,
          });
        }
      }
    }
    for (const a of members) for (const b of members) if (a !== b) follows.push({ follower: a, followee: b });
  }

  return { accounts: accounts.map(({ rate, ...a }) => a), posts, follows, rings };
}

function honestPost(
  rnd: Random,
  author: string,
  at: number,
  followers: number,
  projects: SocialDataOptions['projects'],
  serial: number,
): IngestPost {
  const reach = 0.02 + rnd.next() * 0.3;
  const views = Math.max(1, Math.round(followers * reach * rnd.pareto(1, 2.5)));
  const likes = Math.round(views * (0.004 + rnd.next() * 0.03));
  const mentions: string[] = [];
  if (projects.length && rnd.next() < 0.65) {
    const p = rnd.pick(projects);
    mentions.push(p.coin && rnd.next() < 0.4 ? `$${p.coin}` : `@${p.handle}`);
    if (rnd.next() < 0.15) mentions.push(`@${rnd.pick(projects).handle}`);
  }
  const words = Array.from({ length: 6 }, () => rnd.pick(WORDS)).join(' ');
  return {
    externalId: `syn-${serial}`,
    author,
    createdAt: new Date(at).toISOString(),
    text: `${rnd.pick(TOPICS)}: ${words} ${mentions.join(' ')}`.trim(),
    views,
    likes,
    ...engagementFromLikes(rnd, likes),
  };
}

/** Each account follows a few others, picked in proportion to their followers. */
function preferentialFollows(rnd: Random, accounts: readonly IngestAccount[]): IngestFollow[] {
  const cumulative: number[] = [];
  let sum = 0;
  for (const a of accounts) {
    sum += Math.sqrt(a.followersCount ?? 1);
    cumulative.push(sum);
  }
  const pickIndex = () => {
    const x = rnd.next() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const follows: IngestFollow[] = [];
  for (const [i, a] of accounts.entries()) {
    const k = Math.min(accounts.length - 1, rnd.int(3, 25));
    const seen = new Set<number>([i]);
    for (let tries = 0; seen.size <= k && tries < k * 4; tries++) {
      const j = pickIndex();
      if (seen.has(j)) continue;
      seen.add(j);
      follows.push({ follower: a.username, followee: accounts[j].username });
    }
  }
  return follows;
}
