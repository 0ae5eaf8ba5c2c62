import { type Random, seededRandom } from '#core/domain/random.ts';
import type { IngestAccount, IngestFollow, IngestPost } from '#core/ports/social-ingest.port.ts';
import { engagementFromLikes } from './engagement-from-likes.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * A randomized attack sweep (docs/methodology.md, "The attack sweep"): ring configurations
 * sampled across the strategy axes of issue #21 by an attacker who has read the published
 * methodology, each aimed at projects of its own. Written and pinned (its fingerprint in
 * test/adapters/synthetic/adversarial-sweep.test.ts) before any rule was designed on it, so
 * its numbers are held out for every version from 1.17.0 on. Same options, same data.
 */
export interface SweepOptions {
  seed: number;
  now: Date;
  /** The honest accounts already in the data (usernames with the followers X reports). */
  honest: readonly { username: string; followersCount: number | null }[];
  /** Projects the honest data names, which a ring may pad with (cover posts). */
  projects: readonly string[];
  /** How many rings to sample. */
  rings: number;
}

/** One sampled point of the strategy space, reported beside its lift. */
export interface SweepConfig {
  size: number;
  /** Account age in days, [min, max]. */
  ageDays: [number, number];
  /** Followers X reports, [min, max] (bought outside the tracked graph). */
  reported: [number, number];
  /** Chance that a member follows another member (each ordered pair). */
  density: number;
  /** Follows bought from real accounts of the data per member, [min, max]. */
  bought: [number, number];
  /** Bought follows come from credible real accounts (1,000+ followers) instead of any. */
  boughtCredible: boolean;
  /** Honest accounts each member follows, [min, max]. */
  followsHonest: [number, number];
  /** paraphrase: reworded campaign texts; organic: the honest data's own vocabulary. */
  text: 'paraphrase' | 'organic';
  /** burst: the last 7 days; month: the 30-day window; drip: weekly over weeks before and in it; step: shared hours. */
  rhythm: 'burst' | 'month' | 'drip' | 'step';
  /** Drip length in days (rhythm drip). */
  dripDays: number;
  /** Posts about the targets per member in the 30-day window, [min, max]. */
  posts: [number, number];
  /** ordinary engagement, or a pod's (likes and replies inflated among members). */
  engagement: 'ordinary' | 'pod';
  /** Share of a member's posts about other projects (cover), and months of history before. */
  cover: number;
  historyMonths: number;
  /** Members posting about the target in the 60 days before the window (seeding). */
  seeded: boolean;
  /** A backed cover tier: this share of members gets many bought credible follows, the rest few. */
  coverTier: number;
  targets: number;
}

export interface SweepRing {
  strategy: string;
  config: SweepConfig;
  target: string;
  also: string[];
  members: string[];
  accounts: IngestAccount[];
  posts: IngestPost[];
  follows: IngestFollow[];
}

const OPENERS = [
  'been digging into',
  'spent the weekend with',
  'quietly accumulating',
  'keeping a close eye on',
  'honest thoughts on',
  'a thread on why i like',
  'underrated:',
  'my notes after testing',
  'the case for',
  'what stood out reading',
  'small position in',
  'revisiting',
];
const CLAIMS = [
  'the team ships every week',
  'the docs are actually good',
  'retention looks real',
  'fees are starting to matter',
  'the testnet numbers surprised me',
  'the audit came back clean',
  'governance is more active than expected',
  'the dashboard shows steady users',
  'liquidity is deeper than it looks',
  'the roadmap is modest and credible',
  'builders keep showing up',
  'the incentives are not mercenary',
];
const CLOSERS = ['nfa', 'dyor', 'curious what others think', 'more soon', 'worth a look', 'early days', ''];
const ORGANIC = (
  'liquidity builders chart fees governance validators staking rollup bridge oracle users revenue ' +
  'treasury emissions audit roadmap testnet mainnet incentives retention dashboard cohort runway'
).split(' ');

const range = (rnd: Random, options: readonly [number, number][]) => rnd.pick(options);

/** Draws one ring configuration: every axis independently, from ranges an attacker could buy. */
function sampleConfig(rnd: Random): SweepConfig {
  const rhythm = rnd.pick(['burst', 'month', 'drip', 'step'] as const);
  return {
    size: rnd.int(8, 70),
    ageDays: range(rnd, [
      [40, 200],
      [200, 500],
      [400, 1500],
    ]),
    reported: range(rnd, [
      [150, 1200],
      [1000, 8000],
      [5000, 40000],
    ]),
    density: rnd.pick([0, 0, 0.05, 0.2, 0.5, 0.8]),
    bought: range(rnd, [
      [0, 0],
      [0, 2],
      [3, 8],
      [10, 20],
    ]),
    boughtCredible: rnd.next() < 0.5,
    followsHonest: range(rnd, [
      [0, 0],
      [3, 10],
      [10, 30],
    ]),
    text: rnd.next() < 0.5 ? 'paraphrase' : 'organic',
    rhythm,
    dripDays: rnd.int(45, 120),
    posts: range(rnd, [
      [1, 2],
      [2, 5],
      [5, 12],
    ]),
    engagement: rnd.next() < 0.3 ? 'pod' : 'ordinary',
    cover: rnd.pick([0, 0.3, 0.6, 0.85]),
    historyMonths: rnd.pick([0, 2, 5]),
    seeded: rnd.next() < 0.3,
    coverTier: rnd.pick([0, 0, 0.2, 0.35]),
    targets: rnd.pick([1, 1, 2, 3]),
  };
}

/** The target projects of sweep ring i (projects of its own: no honest post names them). */
export const sweepTargets = (i: number, n: number) =>
  Array.from({ length: n }, (_, k) => `sweep${i}${'abc'[k]}`);

/** Samples `options.rings` rings; each ring's draws follow its configuration's in one stream. */
export function generateSweep(options: SweepOptions): SweepRing[] {
  const rnd = seededRandom(options.seed);
  const now = options.now.getTime();
  const credible = options.honest.filter((h) => (h.followersCount ?? 0) >= 1000);
  const established = options.honest.filter((h) => (h.followersCount ?? 0) >= 200);
  let serial = 0;
  const used = new Set<string>();
  const textOf = (style: SweepConfig['text'], about: string) => {
    for (;;) {
      const text =
        style === 'paraphrase'
          ? `${rnd.pick(OPENERS)} @${about}: ${rnd.pick(CLAIMS)}, ${rnd.pick(CLAIMS)}. ${rnd.pick(CLOSERS)}`.trim()
          : `${Array.from({ length: 7 }, () => rnd.pick(ORGANIC)).join(' ')} @${about}`;
      if (!used.has(text)) {
        used.add(text);
        return text;
      }
    }
  };
  return Array.from({ length: options.rings }, (_, i) => {
    const config = sampleConfig(rnd);
    const strategy = `sweep-${i}`;
    const targets = sweepTargets(i, config.targets);
    const members = Array.from(
      { length: config.size },
      (_, k) => `sw${i}_${rnd.pick(['dao', 'eth', 'sol', 'ape'])}${k}`,
    );
    const accounts = members.map(
      (username, k): IngestAccount => ({
        username,
        xUserId: String(60_000_000 + i * 1000 + k),
        displayName: username,
        description: rnd.pick(['Researcher.', 'Builder. Long term.', 'DeFi, infra, onchain data.', '']),
        followersCount: rnd.int(config.reported[0], config.reported[1]),
        followingCount: rnd.int(150, 1500),
        postCount: rnd.int(300, 6000),
        createdAt: new Date(now - rnd.int(config.ageDays[0], config.ageDays[1]) * DAY).toISOString(),
        isBusinessAccount: false,
      }),
    );
    const follows: IngestFollow[] = [];
    const cover = new Set(members.slice(0, Math.round(config.coverTier * members.length)));
    for (const a of members) {
      for (const b of members)
        if (a !== b && rnd.next() < config.density) follows.push({ follower: a, followee: b });
      const [lo, hi] = cover.has(a) ? [10, 18] : config.bought;
      const from = cover.has(a) || config.boughtCredible ? credible : options.honest;
      for (let k = rnd.int(lo, hi); k > 0; k--)
        follows.push({ follower: rnd.pick(from).username, followee: a });
      for (let k = rnd.int(config.followsHonest[0], config.followsHonest[1]); k > 0; k--)
        follows.push({ follower: a, followee: rnd.pick(established).username });
    }
    // Shared posting hours of a step ring: a handful of slots all members post in.
    const slots = Array.from({ length: 6 }, () => now - rnd.int(1, 28) * DAY - rnd.int(0, 23) * HOUR);
    const posts: IngestPost[] = [];
    const post = (author: string, at: number, about: string, campaign: boolean) => {
      const pod = campaign && config.engagement === 'pod';
      const views = pod ? rnd.int(2000, 12000) : rnd.int(300, 3000);
      const likes = Math.round(views * (pod ? 0.05 + rnd.next() * 0.08 : 0.008 + rnd.next() * 0.03));
      const conversation = engagementFromLikes(rnd, likes);
      posts.push({
        externalId: `sw-${i}-${serial++}`,
        author,
        createdAt: new Date(Math.min(at, now - HOUR)).toISOString(),
        text: textOf(config.text, about),
        views,
        likes,
        ...conversation,
        replies: pod ? conversation.replies + rnd.int(3, 15) : conversation.replies,
      });
    };
    const when = (k: number, n: number) => {
      switch (config.rhythm) {
        case 'burst':
          return now - rnd.int(1 * HOUR, 7 * DAY);
        case 'step':
          return (rnd.pick(slots) as number) + rnd.int(0, 25) * 60_000;
        case 'drip':
          // Spread evenly over the drip, most of it before the window when the drip is long.
          return now - config.dripDays * DAY + ((k + rnd.next()) / n) * config.dripDays * DAY;
        default:
          return now - rnd.int(1 * HOUR, 30 * DAY);
      }
    };
    for (const a of members) {
      const n = rnd.int(config.posts[0], config.posts[1]);
      // A drip's posts in the window are n; the ones before it come on top, at the same pace.
      const total = config.rhythm === 'drip' ? Math.max(n, Math.round((n * config.dripDays) / 30)) : n;
      for (let k = 0; k < total; k++) post(a, when(k, total), targets[k % targets.length] as string, true);
      // Cover: posts about honest projects, in the window and over the history months.
      const coverPosts = config.cover > 0 ? Math.round((n * config.cover) / (1 - config.cover)) : 0;
      for (let k = 0; k < coverPosts; k++)
        post(a, now - rnd.int(1 * HOUR, 30 * DAY), rnd.pick(options.projects), false);
      for (
        let at = now - (30 + 30 * config.historyMonths) * DAY;
        at < now - 30 * DAY;
        at += rnd.int(4, 14) * DAY
      )
        post(a, at, rnd.pick(options.projects), false);
      if (config.seeded)
        for (let k = rnd.int(1, 2); k > 0; k--)
          post(a, now - rnd.int(35, 85) * DAY, targets[0] as string, true);
    }
    const [target, ...also] = targets as [string, ...string[]];
    return { strategy, config, target, also, members, accounts, posts, follows };
  });
}

/** One line per configuration, for the results table. */
export function describeSweep(c: SweepConfig): string {
  return [
    `${c.size} accts`,
    `age ${c.ageDays[0]}-${c.ageDays[1]} d`,
    `reports ${c.reported[0]}-${c.reported[1]}`,
    `density ${c.density}`,
    `bought ${c.bought[0]}-${c.bought[1]}${c.boughtCredible ? ' credible' : ''}`,
    `follows honest ${c.followsHonest[0]}-${c.followsHonest[1]}`,
    c.text,
    c.rhythm === 'drip' ? `drip ${c.dripDays} d` : c.rhythm,
    `${c.posts[0]}-${c.posts[1]} posts`,
    c.engagement,
    `cover ${c.cover}${c.historyMonths ? ` +${c.historyMonths} mo history` : ''}`,
    c.seeded ? 'seeded' : '',
    c.coverTier ? `backed tier ${c.coverTier}` : '',
    `${c.targets} target${c.targets > 1 ? 's' : ''}`,
  ]
    .filter(Boolean)
    .join(', ');
}
