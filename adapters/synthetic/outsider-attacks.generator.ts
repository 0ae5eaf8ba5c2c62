import { type Random, seededRandom } from '#core/domain/random.ts';

/**
 * Attacks written from outside the engine (docs/methodology.md, "Attacks written from outside"): JSONL
 * lines in the import format (`npm run import`), built only from what a visitor sees (usernames,
 * reported followers, project handles), the way issue #21's ring was brought in. None of them is
 * drawn by the test bed's or the sweep's generators. Eleven were written before any was ranked;
 * `micro-swarm-aged` and `bought-4-small` were added after that first run, to probe its edges, and
 * `loose-go-first` after 1.18.3, to measure what that version's periphery rule gives away, and
 * `narrative-swarm` with 1.19.0, a swarm that names a narrative and no project, with two variants
 * that buy follows to find where 1.19.0 stops holding, and `seasoned-go-first` and `thin-flood`
 * after 1.21.0, to price its history rule (docs/methodology.md, "1.22.0", "1.23.0"). Six were
 * written after 1.24.0, six after 1.27.0, six after 1.29.0, six after 1.31.0, six after 1.32.0, six after 1.35.0, six after 1.38.0, six after 1.39.0, six after 1.40.0, six after 1.41.0, six after 1.42.0 and six after 1.43.0, each batch committed
 * before any of it was ranked: held out from every version.
 */
export interface Honest {
  username: string;
  followers: number;
}

export interface OutsiderAttack {
  name: string;
  /** What the attacker does, in a line. */
  what: string;
  /** The narrative the attack names instead of a project (posts that name no project). */
  narrative?: string;
  /** The project the attack pushes. */
  target: string;
  members: string[];
  /** Follows from honest accounts to the ring (bought), in all. */
  attackEdges: number;
  lines: string[];
}

interface Plan {
  name: string;
  what: string;
  size: number;
  ageDays: [number, number];
  reported: [number, number];
  /** Share of member pairs that follow each other, inside each group of `groupSize`. */
  density: number;
  groupSize?: number;
  /** With `density`: member i follows member j only for j > i (no follow is returned, no cycle). */
  oneWay?: boolean;
  /** Follows each member gives to random honest accounts (free camouflage). */
  followsOut: number;
  /** Follows each member buys from honest accounts reporting at least `boughtFrom` followers. */
  bought: number;
  boughtFrom?: number;
  /** Only the first that many members buy their `bought` follows (the rest buy none). */
  boughtFirst?: number;
  /**
   * Follows each member trades with random honest accounts: it follows them and they follow it
   * back (follow-for-follow, free on X).
   */
  traded?: number;
  /** Target posts: `perDay` a day over the last `days` days; `drip` posts every that many days before. */
  perDay: number;
  days: number;
  drip?: { every: number; fromDay: number };
  /**
   * Instead of `perDay` and `drip`: `posts` target posts per member at random times within a stretch of
   * `withinDays` days; with `waves`, member i's stretch ends (i mod waves) stretches before the last.
   */
  spread?: { posts: number; withinDays: number; waves?: number };
  /** Cover posts a day about other projects. */
  cover: number;
  /** Cover posts go back this many days (default 30, or `days` when longer): a posting history. */
  coverDays?: number;
  /** Cover posts all about the largest project instead of random others. */
  coverOnLarge?: boolean;
  /** Every target post also names the largest project. */
  alsoNameLarge?: boolean;
  views: [number, number];
  likeRate: [number, number];
  target: 'small' | 'large';
  /**
   * Loose accounts beside the members: each follows one member (not returned) and posts `posts`
   * times about the target in the `beforeDays` days before the members' first target post.
   */
  loose?: { size: number; posts: number; beforeDays: number; reported: [number, number] };
  /**
   * Seasoned accounts beside the members, following none of them: each has `history` posts about
   * other projects in the 60 days before the 30-day window, names the target `before` times in the
   * `beforeDays` days before the members' first target post and `during` times while they post.
   */
  seasoned?: {
    size: number;
    reported: [number, number];
    ageDays: [number, number];
    history: number;
    before: number;
    beforeDays: number;
    during: number;
    /** Days before the window its history posts fall in (default 1-59: the 60 days 1.21.0 reads). */
    historyDays?: [number, number];
    /** Posts about the target among the history's days, beside `history` about other projects. */
    historyOnTarget?: number;
    /** One more post about another project this many days before the window (an early start: the longest-standing). */
    since?: [number, number];
  };
  /**
   * Hubs beside the members, posting nothing: each buys `bought` follows from honest accounts
   * reporting at least `boughtFrom` followers and follows `follows` members (trust passed down a tree).
   */
  hubs?: { size: number; bought: number; follows: number };
  /** Name this narrative (an import may) and no project in the target posts. */
  narrative?: string;
  /**
   * Decoy projects, the same for every member: each member also names each of them `posts` times
   * within the stretch of its target posts, so the target is not named twice as often as they are.
   */
  decoys?: { projects: number; posts: number };
  /**
   * Throwaway accounts beside the members, following nobody: each posts once about a random project
   * on every day from `days[0]` to `days[1]` days back (old posts brought in by an import).
   */
  oldCrowd?: { size: number; days: [number, number]; reported: [number, number]; ageDays: [number, number] };
  /**
   * Side accounts with no history beside the members, each following 3 honest ones: each posts
   * `posts` times about the target at random in the last `withinDays` days (with `views` when given).
   */
  extra?: {
    size: number;
    posts: number;
    withinDays: number;
    reported: [number, number];
    ageDays: [number, number];
    views?: [number, number];
  };
  /**
   * Accounts beside the members that never name the target, each following 5 honest ones: each names
   * one random other project twice at random in the last 29 days; with `history`, one post about yet
   * another project 2-59 days before the window (newcomers to other projects, established by a history).
   */
  inflators?: { size: number; reported: [number, number]; ageDays: [number, number]; history: boolean };
}

const WORDS = {
  open: [
    'Been digging into',
    'Spent the weekend with',
    'Quietly impressed by',
    'Hot take:',
    'Thread on',
    'Why I keep coming back to',
    'Underrated:',
    'My notes on',
    'Can we talk about',
    'Just tried',
  ],
  middle: [
    'the team ships every week',
    'the docs are actually readable',
    'fees are lower than I expected',
    'the community calls are great',
    'the roadmap looks realistic',
    'liquidity keeps growing',
    'the UX finally feels right',
    'audits are public',
    'the token design makes sense',
    'builders are showing up',
  ],
  close: [
    'worth a look.',
    'not financial advice.',
    'still early imo.',
    'watching closely.',
    'bullish on the builders.',
    'curious what you think.',
    'more soon.',
    'this one is different.',
    'do your own research.',
    'keep an eye on it.',
  ],
};

const DAY = 86_400_000;

function text(rnd: Random, mention: string): string {
  return `${rnd.pick(WORDS.open)} ${mention}: ${rnd.pick(WORDS.middle)}, ${rnd.pick(WORDS.middle)}. ${rnd.pick(WORDS.close)} #${rnd.int(1, 9999)}`;
}

function build(
  plan: Plan,
  index: number,
  honest: readonly Honest[],
  projects: { small: string; large: string; all: string[] },
  now: Date,
): OutsiderAttack {
  const rnd = seededRandom(9_000 + index);
  const target = plan.target === 'small' ? projects.small : projects.large;
  const others = projects.all.filter((p) => p !== target);
  const prefix = `ox${index}_`;
  const core = Array.from({ length: plan.size }, (_, i) => `${prefix}${i}`);
  const loose = Array.from({ length: plan.loose?.size ?? 0 }, (_, i) => `${prefix}l${i}`);
  const seasoned = Array.from({ length: plan.seasoned?.size ?? 0 }, (_, i) => `${prefix}s${i}`);
  const hubs = Array.from({ length: plan.hubs?.size ?? 0 }, (_, i) => `${prefix}h${i}`);
  const old = Array.from({ length: plan.oldCrowd?.size ?? 0 }, (_, i) => `${prefix}o${i}`);
  const extra = Array.from({ length: plan.extra?.size ?? 0 }, (_, i) => `${prefix}x${i}`);
  const inflators = Array.from({ length: plan.inflators?.size ?? 0 }, (_, i) => `${prefix}i${i}`);
  const members = [...core, ...loose, ...seasoned, ...hubs, ...old, ...extra, ...inflators];
  const lines: string[] = [];
  for (const username of members) {
    const tier = username.startsWith(`${prefix}l`)
      ? plan.loose
      : username.startsWith(`${prefix}s`)
        ? plan.seasoned
        : username.startsWith(`${prefix}o`)
          ? plan.oldCrowd
          : username.startsWith(`${prefix}x`)
            ? plan.extra
            : username.startsWith(`${prefix}i`)
              ? plan.inflators
              : undefined;
    lines.push(
      JSON.stringify({
        type: 'account',
        username,
        followers: rnd.int(...(tier?.reported ?? plan.reported)),
        following: rnd.int(200, 900),
        postCount: rnd.int(800, 6000),
        createdAt: new Date(
          now.getTime() - rnd.int(...(tier && 'ageDays' in tier ? tier.ageDays : plan.ageDays)) * DAY,
        ).toISOString(),
      }),
    );
  }
  const follow = (follower: string, followee: string) =>
    lines.push(JSON.stringify({ type: 'follow', follower, followee }));
  const group = plan.groupSize ?? plan.size;
  for (let i = 0; i < core.length; i++)
    for (let j = i + 1; j < core.length; j++)
      if (Math.floor(i / group) === Math.floor(j / group) && rnd.next() < plan.density) {
        follow(core[i] as string, core[j] as string);
        if (!plan.oneWay) follow(core[j] as string, core[i] as string);
      }
  // A loose account's follows: one core account and a few honest ones, nothing bought.
  for (const l of loose) {
    follow(l, rnd.pick(core));
    for (const h of new Set(Array.from({ length: 5 }, () => rnd.pick(honest).username))) follow(l, h);
  }
  // A seasoned account's follows: a few honest ones, none of the ring's (its periphery rule).
  for (const a of seasoned)
    for (const h of new Set(Array.from({ length: 5 }, () => rnd.pick(honest).username))) follow(a, h);
  const sellers = honest.filter((h) => h.followers >= (plan.boughtFrom ?? 0));
  let attackEdges = 0;
  for (const [i, m] of core.entries()) {
    const out = new Set<string>();
    while (out.size < plan.followsOut) out.add(rnd.pick(honest).username);
    for (const h of out) follow(m, h);
    const inn = new Set<string>();
    const buys = i < (plan.boughtFirst ?? core.length) ? plan.bought : 0;
    while (inn.size < buys) inn.add(rnd.pick(sellers).username);
    for (const h of inn) follow(h, m);
    attackEdges += inn.size;
  }
  // Follow-for-follow (not counted as bought): drawn after the rest, so the attacks without it keep their data.
  if (plan.traded)
    for (const m of core) {
      const traded = new Set<string>();
      while (traded.size < plan.traded) traded.add(rnd.pick(honest).username);
      for (const h of traded) {
        follow(m, h);
        follow(h, m);
      }
    }
  // A hub's follows: bought ones in, and out to members (drawn last, so the other attacks keep their data).
  for (const hub of hubs) {
    const inn = new Set<string>();
    while (inn.size < (plan.hubs?.bought ?? 0)) inn.add(rnd.pick(sellers).username);
    for (const h of inn) follow(h, hub);
    attackEdges += inn.size;
    const out = new Set<string>();
    while (out.size < Math.min(plan.hubs?.follows ?? 0, core.length)) out.add(rnd.pick(core));
    for (const m of out) follow(hub, m);
  }
  // Side accounts and inflators follow a few honest ones (drawn last, so the other attacks keep their data).
  for (const [list, k] of [
    [extra, 3],
    [inflators, 5],
  ] as const)
    for (const a of list)
      for (const h of new Set(Array.from({ length: k }, () => rnd.pick(honest).username))) follow(a, h);
  const also = plan.alsoNameLarge ? projects.large : undefined;
  // Decoys are drawn only by the attacks that have them, so the others keep their data.
  const decoys = new Set<string>();
  const decoyPool = others.filter((p) => p !== projects.large);
  while (decoys.size < Math.min(plan.decoys?.projects ?? 0, decoyPool.length))
    decoys.add(rnd.pick(decoyPool));
  let n = 0;
  const post = (author: string, at: number, project: string, narrative?: string, range = plan.views) => {
    const views = rnd.int(...range);
    const likes = Math.round(views * (plan.likeRate[0] + rnd.next() * (plan.likeRate[1] - plan.likeRate[0])));
    lines.push(
      JSON.stringify({
        type: 'post',
        id: `${prefix}p${n++}`,
        author,
        createdAt: new Date(at).toISOString(),
        text: text(
          rnd,
          narrative
            ? `the ${narrative} meta`
            : `${
                rnd.next() < 0.5 ? `@${project}` : `$${project.slice(0, 4).toUpperCase()} @${project}`
              }${also && project === target ? ` and @${also}` : ''}`,
        ),
        ...(narrative ? { narratives: [narrative] } : {}),
        views,
        likes,
        replies: rnd.int(0, 6),
        reposts: rnd.int(0, 4),
        quotes: rnd.int(0, 1),
        bookmarks: rnd.int(0, 3),
      }),
    );
  };
  const end = now.getTime() - 3_600_000;
  if (plan.loose) {
    const first = end - (plan.days + 1) * DAY;
    for (const l of loose)
      for (let k = 0; k < plan.loose.posts; k++)
        post(l, first - rnd.int(0, plan.loose.beforeDays * DAY), target);
  }
  if (plan.seasoned) {
    const s = plan.seasoned;
    // The members' first target post is at most max(days, drip.fromDay) days before the end.
    const first = end - (Math.max(plan.days, plan.drip?.fromDay ?? 0) + 1) * DAY;
    const windowStart = end - 30 * DAY;
    for (const a of seasoned) {
      for (let k = 0; k < s.history; k++)
        post(
          a,
          windowStart - rnd.int(...(s.historyDays ?? [1, 59])) * DAY - rnd.int(0, DAY - 60_000),
          rnd.pick(others),
        );
      for (let k = 0; k < (s.historyOnTarget ?? 0); k++)
        post(
          a,
          windowStart - rnd.int(...(s.historyDays ?? [1, 59])) * DAY - rnd.int(0, DAY - 60_000),
          target,
        );
      for (let k = 0; k < s.before; k++) post(a, first - rnd.int(0, s.beforeDays * DAY), target);
      for (let k = 0; k < s.during; k++) post(a, first + DAY + rnd.int(0, end - first - DAY), target);
      if (s.since)
        post(a, windowStart - rnd.int(...s.since) * DAY - rnd.int(0, DAY - 60_000), rnd.pick(others));
    }
  }
  for (const [i, m] of core.entries()) {
    const times: number[] = [];
    if (plan.spread) {
      const { posts, withinDays, waves = 1 } = plan.spread;
      const last = end - (i % waves) * withinDays * DAY;
      for (let k = 0; k < posts; k++) times.push(last - rnd.int(0, withinDays * DAY - 60_000));
    } else {
      for (let d = 0; d < plan.days; d++)
        for (let k = 0; k < plan.perDay; k++) times.push(end - d * DAY - rnd.int(0, DAY - 60_000));
      if (plan.drip)
        for (let d = plan.days + rnd.int(0, plan.drip.every); d <= plan.drip.fromDay; d += plan.drip.every)
          times.push(end - d * DAY - rnd.int(0, DAY - 60_000));
    }
    for (const t of times) post(m, t, target, plan.narrative);
    // Decoys share the target posts' stretch: the first and last of them bound it.
    if (plan.decoys) {
      const from = Math.min(...times);
      const to = Math.max(...times);
      for (const d of decoys)
        for (let k = 0; k < plan.decoys.posts; k++) post(m, from + rnd.int(0, Math.max(0, to - from)), d);
    }
    for (let d = 0; d < Math.max(plan.days, plan.coverDays ?? 30); d++)
      for (let k = 0; k < plan.cover; k++)
        post(
          m,
          end - d * DAY - rnd.int(0, DAY - 60_000),
          plan.coverOnLarge ? projects.large : rnd.pick(others),
        );
  }
  if (plan.oldCrowd)
    for (const o of old)
      for (let d = plan.oldCrowd.days[0]; d <= plan.oldCrowd.days[1]; d++)
        post(o, end - d * DAY - rnd.int(0, DAY - 60_000), rnd.pick(others));
  if (plan.extra) {
    const x = plan.extra;
    for (const a of extra)
      for (let k = 0; k < x.posts; k++)
        post(a, end - rnd.int(0, x.withinDays * DAY - 60_000), target, undefined, x.views ?? plan.views);
  }
  if (plan.inflators) {
    const windowStart = end - 30 * DAY;
    for (const a of inflators) {
      const project = rnd.pick(others);
      for (let k = 0; k < 2; k++) post(a, end - rnd.int(0, 29 * DAY - 60_000), project);
      if (plan.inflators.history)
        post(
          a,
          windowStart - rnd.int(2, 59) * DAY - rnd.int(0, DAY - 60_000),
          rnd.pick(others.filter((p) => p !== project)),
        );
    }
  }
  return {
    name: plan.name,
    what: plan.what,
    ...(plan.narrative ? { narrative: plan.narrative } : {}),
    target,
    members,
    attackEdges,
    lines,
  };
}

/** Issue #21's ring, which every other attack varies. */
const ISSUE_RING: Omit<Plan, 'name' | 'what'> = {
  size: 30,
  ageDays: [400, 900],
  reported: [1500, 7500],
  density: 0.7,
  followsOut: 0,
  bought: 0,
  perDay: 2,
  days: 7,
  cover: 0,
  views: [800, 3000],
  likeRate: [0.02, 0.04],
  target: 'small',
};
/** 2-3 posts per account over the last 7 days, at any hour. */
const FEW_POSTS = { perDay: 0, days: 0, drip: { every: 3, fromDay: 7 } };

/** 150 unconnected young accounts, 2-3 posts each in the last 7 days (`micro-swarm`, and the core of `seasoned-go-first`). */
const MICRO_SWARM: Omit<Plan, 'name' | 'what'> = {
  ...ISSUE_RING,
  ...FEW_POSTS,
  size: 150,
  ageDays: [60, 120],
  reported: [300, 2000],
  density: 0,
  followsOut: 5,
  views: [500, 2000],
};

/**
 * 100 aged accounts with a history (6 posts about other projects in the 60 days before the window),
 * each naming the target once in the 14 days before the last week and once in it (written after 1.21.0).
 */
const SEASONED: Omit<NonNullable<Plan['seasoned']>, 'reported'> = {
  size: 100,
  ageDays: [400, 1500],
  history: 6,
  before: 1,
  beforeDays: 14,
  during: 1,
};

/** 40 unconnected aged accounts naming the demo's GameFi narrative and no project (1.19.0's probes). */
const NARRATIVE_SWARM: Omit<Plan, 'name' | 'what'> = {
  ...ISSUE_RING,
  size: 40,
  density: 0,
  followsOut: 10,
  narrative: 'GameFi',
};

const PLANS: Plan[] = [
  {
    ...ISSUE_RING,
    name: 'issue-ring',
    what: "issue #21's ring: 30 aged accounts, 70% mutual, nobody outside follows them, 2 paraphrased posts a day for 7 days",
  },
  {
    ...ISSUE_RING,
    name: 'triads',
    what: '10 mutual triads with no follow between them, each account following 25 honest ones; 2 posts a day for 10 days and 1 cover post a day',
    ageDays: [500, 1500],
    reported: [2000, 9000],
    density: 1,
    groupSize: 3,
    followsOut: 25,
    days: 10,
    cover: 1,
    views: [900, 4000],
    likeRate: [0.02, 0.05],
  },
  {
    ...ISSUE_RING,
    name: 'loners-padded',
    what: '40 unconnected old accounts, 1 target post and 2 cover posts a day for 30 days',
    size: 40,
    ageDays: [700, 2000],
    reported: [1000, 6000],
    density: 0,
    followsOut: 10,
    perDay: 1,
    days: 30,
    cover: 2,
    views: [700, 2500],
  },
  {
    ...MICRO_SWARM,
    name: 'micro-swarm',
    what: '150 unconnected accounts of 60-120 days, 2 posts each in the last 7 days',
  },
  {
    ...ISSUE_RING,
    ...FEW_POSTS,
    name: 'micro-swarm-aged',
    what: '300 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each following 5 honest ones, 2 posts each in the last 7 days',
    size: 300,
    ageDays: [400, 1500],
    reported: [1000, 5000],
    density: 0,
    followsOut: 5,
  },
  {
    ...ISSUE_RING,
    name: 'bought-1-dense',
    what: '30 accounts 50% mutual, each followed by 1 bought account reporting 10k+; 2 posts a day for 14 days',
    density: 0.5,
    followsOut: 5,
    bought: 1,
    boughtFrom: 10_000,
    days: 14,
  },
  {
    ...ISSUE_RING,
    name: 'bought-3-loose',
    what: '30 accounts that do not follow each other, each followed by 3 bought honest accounts reporting 1k+; 2 posts a day for 7 days',
    density: 0,
    followsOut: 10,
    bought: 3,
    boughtFrom: 1000,
  },
  {
    ...ISSUE_RING,
    name: 'bought-4-small',
    what: '30 unconnected accounts reporting 150-1,200 followers, each followed by 4 bought honest accounts reporting 1k+; 2 posts a day for 7 days',
    reported: [150, 1200],
    density: 0,
    followsOut: 10,
    bought: 4,
    boughtFrom: 1000,
  },
  {
    ...ISSUE_RING,
    name: 'pod-viral',
    what: '20 accounts 50% mutual, following 30 honest each; 3 posts a day for 5 days with 5k-50k views and 10-20% likes',
    size: 20,
    ageDays: [400, 1500],
    reported: [5000, 30000],
    density: 0.5,
    followsOut: 30,
    perDay: 3,
    days: 5,
    views: [5000, 50000],
    likeRate: [0.1, 0.2],
  },
  {
    ...ISSUE_RING,
    name: 'drip-then-burst',
    what: '25 accounts 60% mutual: a target post every 4 days from 150 days back, then 3 a day for the last 7',
    size: 25,
    ageDays: [600, 1200],
    reported: [2000, 8000],
    density: 0.6,
    followsOut: 10,
    perDay: 3,
    drip: { every: 4, fromDay: 150 },
  },
  {
    ...ISSUE_RING,
    name: 'big-reported',
    what: '15 unconnected 6-8 year-old accounts reporting 100k-400k followers; 3 posts a day for 10 days with 20k-100k views',
    size: 15,
    ageDays: [2200, 3000],
    reported: [100_000, 400_000],
    density: 0,
    followsOut: 20,
    perDay: 3,
    days: 10,
    views: [20_000, 100_000],
    likeRate: [0.01, 0.03],
  },
  {
    ...ISSUE_RING,
    name: 'leader-boost',
    what: "issue #21's ring aimed at the largest project instead",
    target: 'large',
  },
  {
    ...ISSUE_RING,
    name: 'bought-8-loose',
    what: 'control, past the published boundary: 30 unconnected accounts each followed by 8 bought honest accounts reporting 1k+; 2 posts a day for 7 days',
    density: 0,
    followsOut: 10,
    bought: 8,
    boughtFrom: 1000,
  },
  {
    ...ISSUE_RING,
    name: 'loose-go-first',
    what: 'added after 1.18.3 to price its periphery rule: a core of 10 unconnected accounts each followed by 4 bought honest accounts, 2 posts a day for 7 days; before the core starts, 60 loose accounts reporting 300-2,000 followers, each following one core account, post 2 times each about the target in the 10 days before',
    size: 10,
    density: 0,
    followsOut: 10,
    bought: 4,
    boughtFrom: 1000,
    loose: { size: 60, posts: 2, beforeDays: 10, reported: [300, 2000] },
  },
  {
    ...NARRATIVE_SWARM,
    name: 'narrative-swarm',
    what: 'written with 1.19.0: 40 unconnected accounts of 400-900 days, each following 10 honest ones, 2 posts a day for 7 days naming the GameFi narrative (as an import may) and no project',
  },
  {
    ...NARRATIVE_SWARM,
    name: 'narrative-bought-4',
    what: 'written with 1.19.0: narrative-swarm with 4 follows per account bought from honest accounts reporting 1k+',
    bought: 4,
    boughtFrom: 1000,
  },
  {
    ...NARRATIVE_SWARM,
    name: 'narrative-bought-10',
    what: 'written with 1.19.0, control past the boundary: narrative-swarm with 10 follows per account bought from honest accounts reporting 1k+',
    bought: 10,
    boughtFrom: 1000,
  },
  {
    ...MICRO_SWARM,
    name: 'seasoned-go-first',
    what: "written after 1.21.0 to price its history rule: micro-swarm's core of 50 (no history, 2-3 posts each in the last 7 days); beside it 100 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each with 6 posts about other projects in the 60 days before the window, naming the target once in the 14 days before the core starts and once while it posts",
    size: 50,
    seasoned: { ...SEASONED, reported: [1000, 5000] },
  },
  {
    ...ISSUE_RING,
    ...FEW_POSTS,
    name: 'thin-flood',
    what: 'written after 1.21.0 to price the newcomer licence (1.15.0): 100 unconnected accounts of 400-1,500 days reporting 300-900 followers (too few for a crowd), each following 5 honest ones, with 6 posts about other projects in the 60 days before the window, naming the target once in the 14 days before the last week and once in it',
    size: 0,
    seasoned: { ...SEASONED, reported: [300, 900] },
  },
  // Written on 2026-11-29 after 1.24.0, before any of them was ranked: held out from every version.
  {
    ...MICRO_SWARM,
    name: 'one-post-swarm',
    what: 'held out (after 1.24.0): 400 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each following 5 honest ones, one target post each in the last 7 days (a crowd asks for 2)',
    size: 400,
    ageDays: [400, 1500],
    reported: [1000, 5000],
    spread: { posts: 1, withinDays: 7 },
  },
  {
    ...ISSUE_RING,
    name: 'f4f-ring',
    what: "held out (after 1.24.0): issue #21's ring, each member also trading follows with 15 honest accounts that follow it back",
    traded: 15,
  },
  {
    ...ISSUE_RING,
    name: 'f4f-swarm',
    what: 'held out (after 1.24.0): 60 unconnected accounts of 400-900 days reporting 1k-5k followers, each trading follows with 15 honest accounts that follow it back; 2 posts a day for 7 days',
    size: 60,
    reported: [1000, 5000],
    density: 0,
    traded: 15,
  },
  {
    ...ISSUE_RING,
    name: 'bought-10-cheap',
    what: 'held out (after 1.24.0): 30 unconnected accounts, each followed by 10 bought honest accounts of any size (the cheap sellers); 2 posts a day for 7 days',
    density: 0,
    followsOut: 10,
    bought: 10,
  },
  {
    ...MICRO_SWARM,
    name: 'waves',
    what: "held out (after 1.24.0): 150 unconnected accounts of 60-120 days in 5 waves of 30, each account posting twice about the target within its wave's 5 days, the waves back to back over the last 25 days",
    spread: { posts: 2, withinDays: 5, waves: 5 },
  },
  {
    ...MICRO_SWARM,
    name: 'seasoned-long-history',
    what: "held out (after 1.24.0), to price its opening: seasoned-go-first with the seasoned accounts' 6 history posts spread over the 150 days before the window instead of 60",
    size: 50,
    seasoned: { ...SEASONED, reported: [1000, 5000], historyDays: [1, 150] },
  },
  // Written on 2026-11-29 after 1.27.0, before any of them was ranked: held out from every version.
  {
    ...ISSUE_RING,
    name: 'one-way-ring',
    what: 'held out (after 1.27.0): 30 aged accounts following each other one way only (70% of pairs, no follow returned, no cycle), each followed by 2 bought honest accounts reporting 1k+; 2 posts a day for 7 days',
    oneWay: true,
    followsOut: 5,
    bought: 2,
    boughtFrom: 1000,
  },
  {
    ...ISSUE_RING,
    ...FEW_POSTS,
    name: 'co-mention',
    what: 'held out (after 1.27.0): 120 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each following 5 honest ones, 2-3 posts each in the last 7 days, every one naming the target and the largest project together',
    size: 120,
    ageDays: [400, 1500],
    reported: [1000, 5000],
    density: 0,
    followsOut: 5,
    alsoNameLarge: true,
  },
  {
    ...ISSUE_RING,
    ...FEW_POSTS,
    name: 'bought-views',
    what: 'held out (after 1.27.0): 12 unconnected accounts of 400-1,500 days reporting 2k-10k followers, each following 10 honest ones, 2-3 posts each in the last 7 days with bought reach (100k-400k views, 6-12% likes)',
    size: 12,
    ageDays: [400, 1500],
    reported: [2000, 10_000],
    density: 0,
    followsOut: 10,
    views: [100_000, 400_000],
    likeRate: [0.06, 0.12],
  },
  {
    ...MICRO_SWARM,
    name: 'slow-crowd',
    what: 'held out (after 1.27.0): 200 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each following 5 honest ones, 2 target posts each at random over the last 30 days (no burst)',
    size: 200,
    ageDays: [400, 1500],
    reported: [1000, 5000],
    spread: { posts: 2, withinDays: 30 },
  },
  {
    ...ISSUE_RING,
    name: 'fresh-big',
    what: 'held out (after 1.27.0): 20 unconnected accounts of 20-45 days reporting 20k-60k followers (bought), each following 20 honest ones; 1 target post a day for 7 days and 1 cover post a day for 30 days',
    size: 20,
    ageDays: [20, 45],
    reported: [20_000, 60_000],
    density: 0,
    followsOut: 20,
    perDay: 1,
    cover: 1,
  },
  {
    ...ISSUE_RING,
    name: 'cover-one-project',
    what: 'held out (after 1.27.0): 40 unconnected accounts of 700-2,000 days reporting 1k-6k followers, each following 10 honest ones, 1 target post a day for 14 days and 2 cover posts a day for 30 days, all about the largest project (focused on it, not the target)',
    size: 40,
    ageDays: [700, 2000],
    reported: [1000, 6000],
    density: 0,
    followsOut: 10,
    perDay: 1,
    days: 14,
    cover: 2,
    coverOnLarge: true,
  },
  // Written on 2026-11-30 after 1.29.0, before any of them was ranked: held out from every version.
  {
    ...ISSUE_RING,
    ...FEW_POSTS,
    name: 'regulars-then-burst',
    what: 'held out (after 1.29.0): 100 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each following 5 honest ones, with 4 posts about other projects and 2 about the target in the 60 days before the window (regulars, not newcomers), then 2 target posts each in the last 7 days',
    size: 0,
    seasoned: { ...SEASONED, reported: [1000, 5000], history: 4, historyOnTarget: 2, before: 0, during: 2 },
  },
  {
    ...ISSUE_RING,
    ...FEW_POSTS,
    name: 'bought-2-swarm',
    what: 'held out (after 1.29.0): 100 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each following 5 honest ones and followed by 2 bought honest accounts reporting 1k+; 2-3 target posts each in the last 7 days',
    size: 100,
    ageDays: [400, 1500],
    reported: [1000, 5000],
    density: 0,
    followsOut: 5,
    bought: 2,
    boughtFrom: 1000,
  },
  {
    ...ISSUE_RING,
    name: 'pairs',
    what: 'held out (after 1.29.0): 60 aged accounts in 30 mutual pairs (no follow between pairs), each following 10 honest ones; 2 posts a day for 7 days',
    size: 60,
    density: 1,
    groupSize: 2,
    followsOut: 10,
  },
  {
    ...ISSUE_RING,
    name: 'sleepers',
    what: 'held out (after 1.29.0): 40 unconnected accounts of 400-1,500 days reporting 2k-8k followers, each following 15 honest ones, posting one cover post a day about other projects for 180 days, then 2 target posts a day for the last 7 days',
    size: 40,
    ageDays: [400, 1500],
    reported: [2000, 8000],
    density: 0,
    followsOut: 15,
    cover: 1,
    coverDays: 180,
  },
  {
    ...ISSUE_RING,
    name: 'bought-leaders',
    what: 'held out (after 1.29.0): 70 unconnected aged accounts, each following 10 honest ones; the first 10 each followed by 6 bought honest accounts reporting 1k+, the other 60 by none; 2 posts a day for 7 days',
    size: 70,
    density: 0,
    followsOut: 10,
    bought: 6,
    boughtFrom: 1000,
    boughtFirst: 10,
  },
  {
    ...ISSUE_RING,
    name: 'trust-tree',
    what: 'held out (after 1.29.0): 5 hubs posting nothing, each followed by 8 bought honest accounts reporting 1k+ and following 12 of 40 unconnected aged members; the members follow 10 honest ones each and post 2 times a day for 7 days',
    size: 40,
    density: 0,
    followsOut: 10,
    hubs: { size: 5, bought: 8, follows: 12 },
  },
  // Written on 2026-11-30 after 1.31.0, before any of them was ranked: held out from every version.
  {
    ...ISSUE_RING,
    name: 'cliques-bought',
    what: 'held out (after 1.31.0): 60 aged accounts in 12 mutual cliques of 5 (no follow between cliques), each following 10 honest ones and followed by 2 bought honest accounts reporting 1k+; 2 posts a day for 7 days',
    size: 60,
    density: 1,
    groupSize: 5,
    followsOut: 10,
    bought: 2,
    boughtFrom: 1000,
  },
  {
    ...ISSUE_RING,
    ...FEW_POSTS,
    name: 'traded-thin',
    what: 'held out (after 1.31.0): 100 unconnected accounts of 400-1,500 days reporting 300-900 followers, each trading follows with 5 honest accounts that follow it back; 2-3 target posts each in the last 7 days',
    size: 100,
    ageDays: [400, 1500],
    reported: [300, 900],
    density: 0,
    traded: 5,
  },
  {
    ...MICRO_SWARM,
    name: 'slow-bought',
    what: 'held out (after 1.31.0): 80 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each following 5 honest ones and followed by 3 bought honest accounts reporting 1k+, 2 target posts each at random over the last 30 days',
    size: 80,
    ageDays: [400, 1500],
    reported: [1000, 5000],
    bought: 3,
    boughtFrom: 1000,
    spread: { posts: 2, withinDays: 30 },
  },
  {
    ...ISSUE_RING,
    name: 'sleepers-bought',
    what: 'held out (after 1.31.0): 30 unconnected accounts of 400-1,500 days reporting 2k-8k followers, each following 15 honest ones and followed by 3 bought honest accounts reporting 1k+, one cover post a day for 180 days, then 2 target posts a day for the last 7 days',
    ageDays: [400, 1500],
    reported: [2000, 8000],
    density: 0,
    followsOut: 15,
    bought: 3,
    boughtFrom: 1000,
    cover: 1,
    coverDays: 180,
  },
  {
    ...MICRO_SWARM,
    name: 'leader-swarm',
    what: 'held out (after 1.31.0): 150 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each following 5 honest ones, 2-3 posts each in the last 7 days about the largest project',
    ageDays: [400, 1500],
    reported: [1000, 5000],
    target: 'large',
  },
  {
    ...ISSUE_RING,
    name: 'drip-loose',
    what: 'held out (after 1.31.0): 40 unconnected accounts of 400-1,500 days, each following 10 honest ones: a target post every 3 days from 90 days back (the whole narrative window), then 1 a day for the last 7',
    size: 40,
    ageDays: [400, 1500],
    density: 0,
    followsOut: 10,
    perDay: 1,
    drip: { every: 3, fromDay: 90 },
  },
  // Written on 2026-11-30 after 1.32.0, before any of them was ranked: held out from every version.
  {
    ...MICRO_SWARM,
    name: 'tied-thin',
    what: 'held out (after 1.32.0): 100 accounts of 400-1,500 days reporting 300-900 followers, each following about 5% of the others one way (no follow returned) and 5 honest ones; 2-3 target posts each in the last 7 days',
    size: 100,
    ageDays: [400, 1500],
    reported: [300, 900],
    density: 0.05,
    oneWay: true,
  },
  {
    ...MICRO_SWARM,
    name: 'pairs-bought-slow',
    what: 'held out (after 1.32.0): 40 accounts of 400-1,500 days reporting 1k-5k followers in 20 mutual pairs, each following 5 honest ones and followed by 3 bought honest accounts reporting 1k+; 2 target posts each at random over the last 30 days',
    size: 40,
    ageDays: [400, 1500],
    reported: [1000, 5000],
    density: 1,
    groupSize: 2,
    bought: 3,
    boughtFrom: 1000,
    spread: { posts: 2, withinDays: 30 },
  },
  {
    ...MICRO_SWARM,
    name: 'thin-slow',
    what: 'held out (after 1.32.0): 200 unconnected accounts of 400-1,500 days reporting 300-900 followers, each following 5 honest ones; 2 target posts each at random over the last 30 days',
    size: 200,
    ageDays: [400, 1500],
    reported: [300, 900],
    spread: { posts: 2, withinDays: 30 },
  },
  {
    ...MICRO_SWARM,
    name: 'padded-thin',
    what: 'held out (after 1.32.0): 100 unconnected accounts of 400-1,500 days reporting 300-900 followers, each following 5 honest ones, a cover post a day about other projects for 30 days and 2-3 target posts in the last 7',
    size: 100,
    ageDays: [400, 1500],
    reported: [300, 900],
    cover: 1,
  },
  {
    ...MICRO_SWARM,
    name: 'views-swarm',
    what: 'held out (after 1.32.0): 60 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each following 5 honest ones; 2-3 target posts each in the last 7 days with bought reach (50k-200k views, 5-10% likes)',
    size: 60,
    ageDays: [400, 1500],
    reported: [1000, 5000],
    views: [50_000, 200_000],
    likeRate: [0.05, 0.1],
  },
  {
    ...MICRO_SWARM,
    name: 'narrative-slow-thin',
    what: 'held out (after 1.32.0): 100 unconnected accounts of 400-1,500 days reporting 300-900 followers, each following 5 honest ones; 2 posts each at random over the last 30 days naming the GameFi narrative and no project',
    size: 100,
    ageDays: [400, 1500],
    reported: [300, 900],
    spread: { posts: 2, withinDays: 30 },
    narrative: 'GameFi',
  },
  // Written on 2026-11-30 after 1.35.0, before any of them was ranked: held out from every version.
  {
    ...MICRO_SWARM,
    name: 'seeded-leader',
    what: 'held out (after 1.35.0): 150 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each following 5 honest ones, a target post a day for the last 3 days and one every 45 days from 3-48 days back to 90 (about half of them name the largest project before the window)',
    ageDays: [400, 1500],
    reported: [1000, 5000],
    perDay: 1,
    days: 3,
    drip: { every: 45, fromDay: 90 },
    target: 'large',
  },
  {
    ...MICRO_SWARM,
    name: 'seeded-small',
    what: 'held out (after 1.35.0): 60 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each following 5 honest ones, a target post a day for the last 3 days and one every 45 days from 3-48 days back to 90 (about half of them name the target before the window)',
    size: 60,
    ageDays: [400, 1500],
    reported: [1000, 5000],
    perDay: 1,
    days: 3,
    drip: { every: 45, fromDay: 90 },
  },
  {
    ...MICRO_SWARM,
    name: 'straddle-swarm',
    what: 'held out (after 1.35.0): 120 unconnected accounts of 400-1,500 days reporting 800-1,300 followers (either side of the crowd bar), each following 5 honest ones; 2-3 target posts each in the last 7 days',
    size: 120,
    ageDays: [400, 1500],
    reported: [800, 1300],
  },
  {
    ...MICRO_SWARM,
    name: 'history-thin-slow',
    what: 'held out (after 1.35.0): 100 unconnected accounts of 400-1,500 days reporting 300-900 followers, each following 5 honest ones, a cover post a day about other projects for 75 days (a posting history) and 2 target posts at random over the last 30',
    size: 100,
    ageDays: [400, 1500],
    reported: [300, 900],
    cover: 1,
    coverDays: 75,
    spread: { posts: 2, withinDays: 30 },
  },
  {
    ...ISSUE_RING,
    name: 'bought-drip-large',
    what: 'held out (after 1.35.0): 40 unconnected accounts of 400-1,500 days, each following 10 honest ones and followed by 3 bought honest accounts reporting 1k+: a post about the largest project every 3 days from 90 days back, then 1 a day for the last 7',
    size: 40,
    ageDays: [400, 1500],
    density: 0,
    followsOut: 10,
    bought: 3,
    boughtFrom: 1000,
    perDay: 1,
    drip: { every: 3, fromDay: 90 },
    target: 'large',
  },
  {
    ...MICRO_SWARM,
    name: 'traded-slow',
    what: 'held out (after 1.35.0): 80 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each trading follows with 5 honest accounts that follow it back; 2 target posts each at random over the last 30 days',
    size: 80,
    ageDays: [400, 1500],
    reported: [1000, 5000],
    followsOut: 0,
    traded: 5,
    spread: { posts: 2, withinDays: 30 },
  },
  // Written on 2026-11-30 after 1.38.0, before any of them was ranked: held out from every version.
  {
    ...ISSUE_RING,
    name: 'four-heavy',
    what: 'held out (after 1.38.0): 4 unconnected accounts of 600-1,500 days reporting 2k-8k followers (under every group size), each following 10 honest ones; 3 target posts a day each for 30 days',
    size: 4,
    ageDays: [600, 1500],
    reported: [2000, 8000],
    density: 0,
    followsOut: 10,
    perDay: 3,
    days: 30,
  },
  {
    ...ISSUE_RING,
    name: 'heavy-pair-bought',
    what: 'held out (after 1.38.0): 2 unconnected accounts, each following 10 honest ones and followed by 6 bought honest accounts reporting 1k+; 4 target posts and 1 cover post a day each for 30 days',
    size: 2,
    density: 0,
    followsOut: 10,
    bought: 6,
    boughtFrom: 1000,
    perDay: 4,
    days: 30,
    cover: 1,
  },
  {
    ...MICRO_SWARM,
    name: 'peel-off',
    what: 'held out (after 1.38.0): 100 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each following 5 honest ones, 2-3 target posts each in the last 7 days; beside them 4 regulars (12 posts in the 90 days before, 4 of them on the target) posting 40 target posts each in those 7 days',
    size: 100,
    ageDays: [400, 1500],
    reported: [1000, 5000],
    seasoned: {
      size: 4,
      reported: [2000, 8000],
      ageDays: [600, 1500],
      history: 8,
      historyOnTarget: 4,
      historyDays: [1, 89],
      before: 0,
      beforeDays: 1,
      during: 40,
    },
  },
  {
    ...ISSUE_RING,
    name: 'seeded-long-bought',
    what: 'held out (after 1.38.0): 40 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each following 10 honest ones and followed by 4 bought honest accounts reporting 1k+; a target post every 30 days from 150 days back, then 2 a day for the last 7',
    size: 40,
    ageDays: [400, 1500],
    reported: [1000, 5000],
    density: 0,
    followsOut: 10,
    bought: 4,
    boughtFrom: 1000,
    drip: { every: 30, fromDay: 150 },
  },
  {
    ...ISSUE_RING,
    name: 'groups-of-four',
    what: 'held out (after 1.38.0): 100 accounts of 400-1,500 days reporting 1k-5k followers in 25 mutual groups of 4, each following 10 honest ones; 2 target posts a day for 7 days',
    size: 100,
    ageDays: [400, 1500],
    reported: [1000, 5000],
    density: 1,
    groupSize: 4,
    followsOut: 10,
  },
  {
    ...MICRO_SWARM,
    name: 'weekly-bought-2',
    what: 'held out (after 1.38.0): 60 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each following 5 honest ones and followed by 2 bought honest accounts reporting 1k+, a cover post a day for 90 days and 3 target posts at random over the last 30',
    size: 60,
    ageDays: [400, 1500],
    reported: [1000, 5000],
    bought: 2,
    boughtFrom: 1000,
    cover: 1,
    coverDays: 90,
    spread: { posts: 3, withinDays: 30 },
  },
  // Written on 2026-11-30 after 1.39.0, before any of them was ranked: held out from every version.
  {
    ...ISSUE_RING,
    name: 'heavy-habit',
    what: 'held out (after 1.39.0): 3 unconnected accounts of 600-1,500 days reporting 2k-8k followers, each following 10 honest ones; a target post a week from 120 days back (a habit), then 3 a day for 30 days',
    size: 3,
    ageDays: [600, 1500],
    reported: [2000, 8000],
    density: 0,
    followsOut: 10,
    perDay: 3,
    days: 30,
    drip: { every: 7, fromDay: 120 },
  },
  {
    ...ISSUE_RING,
    name: 'busy-eight',
    what: 'held out (after 1.39.0): 8 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each following 10 honest ones; 2 cover posts a day for 90 days and a target post a day for 30',
    size: 8,
    ageDays: [400, 1500],
    reported: [1000, 5000],
    density: 0,
    followsOut: 10,
    perDay: 1,
    days: 30,
    cover: 2,
    coverDays: 90,
  },
  {
    ...ISSUE_RING,
    name: 'heavy-bought-trio',
    what: 'held out (after 1.39.0): 3 unconnected accounts, each following 10 honest ones and followed by 12 bought honest accounts reporting 1k+; 3 target posts and 1 cover post a day each for 30 days',
    size: 3,
    density: 0,
    followsOut: 10,
    bought: 12,
    boughtFrom: 1000,
    perDay: 3,
    days: 30,
    cover: 1,
  },
  {
    ...ISSUE_RING,
    name: 'heavy-large',
    what: 'held out (after 1.39.0): 4 unconnected accounts of 600-1,500 days reporting 2k-8k followers, each following 10 honest ones; 4 posts a day each for 30 days about the largest project',
    size: 4,
    ageDays: [600, 1500],
    reported: [2000, 8000],
    density: 0,
    followsOut: 10,
    perDay: 4,
    days: 30,
    target: 'large',
  },
  {
    ...ISSUE_RING,
    name: 'under-bar-four',
    what: 'held out (after 1.39.0): 4 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each following 10 honest ones; a cover post a day for 90 days and 9 target posts at random over the last 30',
    size: 4,
    ageDays: [400, 1500],
    reported: [1000, 5000],
    density: 0,
    followsOut: 10,
    cover: 1,
    coverDays: 90,
    spread: { posts: 9, withinDays: 30 },
  },
  {
    ...ISSUE_RING,
    name: 'heavy-week-bought',
    what: 'held out (after 1.39.0): 12 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each following 10 honest ones and followed by 5 bought honest accounts reporting 1k+; 4 target posts a day for the last 7 days',
    size: 12,
    ageDays: [400, 1500],
    reported: [1000, 5000],
    density: 0,
    followsOut: 10,
    bought: 5,
    boughtFrom: 1000,
    perDay: 4,
    days: 7,
  },
  // Written on 2026-11-30 after 1.40.0, before any of them was ranked: held out from every version.
  {
    ...ISSUE_RING,
    name: 'ten-a-month-six',
    what: 'held out (after 1.40.0): 6 unconnected accounts of 400-1,500 days reporting 2k-8k followers, each following 10 honest ones; a cover post a day for 90 days and 10 target posts at random over the last 30 (at the habit floor)',
    size: 6,
    ageDays: [400, 1500],
    reported: [2000, 8000],
    density: 0,
    followsOut: 10,
    cover: 1,
    coverDays: 90,
    spread: { posts: 10, withinDays: 30 },
  },
  {
    ...ISSUE_RING,
    name: 'long-habit',
    what: 'held out (after 1.40.0): 3 unconnected accounts of 600-1,500 days reporting 2k-8k followers, each following 10 honest ones; a target post every 2 days from 150 days back (a long habit), then 2 a day for 30 days',
    size: 3,
    ageDays: [600, 1500],
    reported: [2000, 8000],
    density: 0,
    followsOut: 10,
    perDay: 2,
    days: 30,
    drip: { every: 2, fromDay: 150 },
  },
  {
    ...ISSUE_RING,
    name: 'habit-bought-five',
    what: 'held out (after 1.40.0): 5 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each following 10 honest ones and followed by 6 bought honest accounts reporting 1k+; a target post a week from 120 days back, then 2 a day for 30 days',
    size: 5,
    ageDays: [400, 1500],
    reported: [1000, 5000],
    density: 0,
    followsOut: 10,
    bought: 6,
    boughtFrom: 1000,
    perDay: 2,
    days: 30,
    drip: { every: 7, fromDay: 120 },
  },
  {
    ...NARRATIVE_SWARM,
    name: 'narrative-heavy',
    what: 'held out (after 1.40.0): 3 unconnected accounts of 600-1,500 days reporting 2k-8k followers, each following 10 honest ones; 3 posts a day for 30 days naming the GameFi narrative and no project',
    size: 3,
    ageDays: [600, 1500],
    reported: [2000, 8000],
    perDay: 3,
    days: 30,
  },
  {
    ...ISSUE_RING,
    name: 'also-large-heavy',
    what: 'held out (after 1.40.0): 3 unconnected accounts of 600-1,500 days reporting 2k-8k followers, each following 10 honest ones; 3 posts a day for 30 days, every one naming the target and the largest project together',
    size: 3,
    ageDays: [600, 1500],
    reported: [2000, 8000],
    density: 0,
    followsOut: 10,
    perDay: 3,
    days: 30,
    alsoNameLarge: true,
  },
  {
    ...ISSUE_RING,
    name: 'relay-ten',
    what: 'held out (after 1.40.0): 12 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each following 10 honest ones and followed by 2 bought honest accounts reporting 1k+; in 3 relays of 4, each posts 10 times about the target within its own 10 days of the last 30',
    size: 12,
    ageDays: [400, 1500],
    reported: [1000, 5000],
    density: 0,
    followsOut: 10,
    bought: 2,
    boughtFrom: 1000,
    spread: { posts: 10, withinDays: 10, waves: 3 },
  },
  // Written on 2026-12-01 after 1.41.0, before any of them was ranked: held out from every version.
  {
    ...ISSUE_RING,
    name: 'vouched-long-habit',
    what: 'held out (after 1.41.0): 3 unconnected accounts of 600-1,500 days reporting 2k-8k followers, each following 10 honest ones and followed by 8 bought honest accounts reporting 1k+ (bought vouching); a target post every 2 days from 150 days back, then 2 a day for 30 days',
    size: 3,
    ageDays: [600, 1500],
    reported: [2000, 8000],
    density: 0,
    followsOut: 10,
    bought: 8,
    boughtFrom: 1000,
    perDay: 2,
    days: 30,
    drip: { every: 2, fromDay: 150 },
  },
  {
    ...ISSUE_RING,
    name: 'traded-long-habit',
    what: 'held out (after 1.41.0): 3 unconnected accounts of 600-1,500 days reporting 2k-8k followers, each trading follows with 12 honest ones (follow-for-follow); a target post every 2 days from 150 days back, then 2 a day for 30 days',
    size: 3,
    ageDays: [600, 1500],
    reported: [2000, 8000],
    density: 0,
    followsOut: 0,
    traded: 12,
    perDay: 2,
    days: 30,
    drip: { every: 2, fromDay: 150 },
  },
  {
    ...ISSUE_RING,
    name: 'hub-long-habit',
    what: 'held out (after 1.41.0): 4 unconnected accounts of 600-1,500 days reporting 2k-8k followers, each following 10 honest ones; 2 silent hubs each followed by 10 bought honest accounts reporting 1k+ follow all 4 (vouching passed down); a target post every 2 days from 150 days back, then 2 a day for 30 days',
    size: 4,
    ageDays: [600, 1500],
    reported: [2000, 8000],
    density: 0,
    followsOut: 10,
    boughtFrom: 1000,
    hubs: { size: 2, bought: 10, follows: 4 },
    perDay: 2,
    days: 30,
    drip: { every: 2, fromDay: 150 },
  },
  {
    ...ISSUE_RING,
    name: 'cheap-vouch-habit',
    what: 'held out (after 1.41.0): 3 unconnected accounts of 600-1,500 days reporting 2k-8k followers, each following 10 honest ones and followed by 15 bought honest accounts of any size (the cheapest follows); a target post every 2 days from 150 days back, then 2 a day for 30 days',
    size: 3,
    ageDays: [600, 1500],
    reported: [2000, 8000],
    density: 0,
    followsOut: 10,
    bought: 15,
    boughtFrom: 0,
    perDay: 2,
    days: 30,
    drip: { every: 2, fromDay: 150 },
  },
  {
    ...ISSUE_RING,
    name: 'ten-a-month-thirty',
    what: 'held out (after 1.41.0): 30 unconnected accounts of 400-1,500 days reporting 2k-8k followers, each following 10 honest ones; a cover post a day for 90 days and 10 target posts at random over the last 30 (at the habit floor, five times ten-a-month-six)',
    size: 30,
    ageDays: [400, 1500],
    reported: [2000, 8000],
    density: 0,
    followsOut: 10,
    cover: 1,
    coverDays: 90,
    spread: { posts: 10, withinDays: 30 },
  },
  {
    ...ISSUE_RING,
    name: 'ten-a-month-small',
    what: 'held out (after 1.41.0): 12 unconnected accounts of 400-1,500 days reporting 400-990 followers (under the crowd bar), each following 10 honest ones; a cover post a day for 90 days and 10 target posts at random over the last 30',
    size: 12,
    ageDays: [400, 1500],
    reported: [400, 990],
    density: 0,
    followsOut: 10,
    cover: 1,
    coverDays: 90,
    spread: { posts: 10, withinDays: 30 },
  },
  // Written on 2026-12-01 after 1.42.0, before any of them was ranked: held out from every version.
  {
    ...ISSUE_RING,
    name: 'twin-targets',
    what: 'held out (after 1.42.0): 20 unconnected accounts of 400-1,500 days reporting 2k-8k followers, each following 10 honest ones; for 14 days a target post a day and a post a day about one decoy project, the same for all (neither named twice as often as the other)',
    size: 20,
    ageDays: [400, 1500],
    reported: [2000, 8000],
    density: 0,
    followsOut: 10,
    perDay: 1,
    days: 14,
    decoys: { projects: 1, posts: 14 },
  },
  {
    ...ISSUE_RING,
    name: 'decoy-floor',
    what: 'held out (after 1.42.0): 30 unconnected accounts of 400-1,500 days reporting 2k-8k followers, each following 10 honest ones; a cover post a day for 90 days, and over the last 30 days 10 target posts and 6 about each of two decoy projects (at the habit floor, and the target not twice as often as a decoy)',
    size: 30,
    ageDays: [400, 1500],
    reported: [2000, 8000],
    density: 0,
    followsOut: 10,
    cover: 1,
    coverDays: 90,
    spread: { posts: 10, withinDays: 30 },
    decoys: { projects: 2, posts: 6 },
  },
  {
    ...ISSUE_RING,
    name: 'decoy-bought-floor',
    what: 'held out (after 1.42.0): decoy-floor on 12 accounts, each followed by 4 bought honest accounts reporting 1k+',
    size: 12,
    ageDays: [400, 1500],
    reported: [2000, 8000],
    density: 0,
    followsOut: 10,
    bought: 4,
    boughtFrom: 1000,
    cover: 1,
    coverDays: 90,
    spread: { posts: 10, withinDays: 30 },
    decoys: { projects: 2, posts: 6 },
  },
  {
    ...ISSUE_RING,
    name: 'start-sabotage',
    what: "held out (after 1.42.0): long-habit's 3 accounts, and 400 throwaway accounts reporting 100-900 followers that each post once a day about a random project 150-148 days back (old posts that move 1.42.0's data start at 2,000 and 20,000 KOLs)",
    size: 3,
    ageDays: [600, 1500],
    reported: [2000, 8000],
    density: 0,
    followsOut: 10,
    perDay: 2,
    days: 30,
    drip: { every: 2, fromDay: 150 },
    oldCrowd: { size: 400, days: [148, 150], reported: [100, 900], ageDays: [200, 900] },
  },
  {
    ...ISSUE_RING,
    name: 'warmup-small-bought',
    what: 'held out (after 1.42.0): 10 unconnected accounts with 5 bought follows each from honest accounts reporting 1k+, 2 target posts a day for 10 days; in the 10 days before, 20 small accounts (400-900 followers), each following one of them, post 4 times each about the target',
    size: 10,
    ageDays: [400, 1500],
    reported: [2000, 8000],
    density: 0,
    followsOut: 10,
    bought: 5,
    boughtFrom: 1000,
    perDay: 2,
    days: 10,
    loose: { size: 20, posts: 4, beforeDays: 10, reported: [400, 900] },
  },
  {
    ...ISSUE_RING,
    name: 'traded-bought-habit',
    what: "held out (after 1.42.0): long-habit's 3 accounts, each trading follows with 6 honest ones and followed by 3 bought honest accounts reporting 1k+ (vouching under 4.5 bought follows)",
    size: 3,
    ageDays: [600, 1500],
    reported: [2000, 8000],
    density: 0,
    followsOut: 10,
    bought: 3,
    boughtFrom: 1000,
    traded: 6,
    perDay: 2,
    days: 30,
    drip: { every: 2, fromDay: 150 },
  },
  // Written on 2026-12-01 after 1.43.0, before any of them was ranked: held out from every version.
  // 1.43.0 frees a crowd's members with a history at exactly 2 posts from its start, as many as
  // chance explains among the project's posters outside the crowd (the established newcomers per
  // poster of the other projects); these make that count, or the crowd's own bar, the attacker's.
  {
    ...ISSUE_RING,
    name: 'padded-minimum',
    what: "held out (after 1.43.0): 40 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each following 5 honest ones, with 2 posts about other projects in the 60 days before the window and one 120-150 days before it, and exactly 2 target posts at random over the window; beside them 400 throwaway accounts reporting 100-900 followers that each name the target once with few views (20-150): posters outside the crowd, which 1.43.0's chance counts",
    size: 0,
    density: 0,
    days: 29,
    seasoned: {
      size: 40,
      reported: [1000, 5000],
      ageDays: [400, 1500],
      history: 2,
      before: 0,
      beforeDays: 0,
      during: 2,
      since: [120, 150],
    },
    extra: {
      size: 400,
      posts: 1,
      withinDays: 29,
      reported: [100, 900],
      ageDays: [100, 900],
      views: [20, 150],
    },
  },
  {
    ...ISSUE_RING,
    name: 'inflated-minimum',
    what: "held out (after 1.43.0): padded-minimum's 40 accounts at exactly 2 target posts, and instead of the throwaways 300 unconnected accounts of 400-1,500 days reporting 1k-5k followers that each post once about some project 2-59 days before the window and name one other random project (never the target) twice in it: established newcomers on every other project, which raise the chance 1.43.0 measures per poster",
    size: 0,
    density: 0,
    days: 29,
    seasoned: {
      size: 40,
      reported: [1000, 5000],
      ageDays: [400, 1500],
      history: 2,
      before: 0,
      beforeDays: 0,
      during: 2,
      since: [120, 150],
    },
    inflators: { size: 300, reported: [1000, 5000], ageDays: [400, 1500], history: true },
  },
  {
    ...ISSUE_RING,
    name: 'inflated-bar',
    what: "held out (after 1.43.0): 28 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each following 5 honest ones, with 2 posts about other projects in the 60 days before the window and 4 target posts at random over it; beside them 400 unconnected accounts of 400-1,500 days reporting 1k-5k followers with no history that each name one other random project twice in the window: newcomers on every other project, so chance's bar on the target rises over the 28",
    size: 0,
    density: 0,
    days: 29,
    seasoned: {
      size: 28,
      reported: [1000, 5000],
      ageDays: [400, 1500],
      history: 2,
      before: 0,
      beforeDays: 0,
      during: 4,
    },
    inflators: { size: 400, reported: [1000, 5000], ageDays: [400, 1500], history: false },
  },
  {
    ...ISSUE_RING,
    name: 'squatters',
    what: "held out (after 1.43.0): decoy-floor's 30 accounts (a cover post a day for 90 days; over the last 30, 10 target posts and 6 about each of two decoys), and 20 unconnected accounts of 400-1,500 days reporting 1k-5k followers with 4 posts about other projects in the 60 days before the window and one 120-150 days before it (longer-standing than any honest account's), each with exactly 2 target posts at random over the window: they take 1.43.0's places before an honest bystander",
    size: 30,
    ageDays: [400, 1500],
    reported: [2000, 8000],
    density: 0,
    followsOut: 10,
    cover: 1,
    coverDays: 90,
    days: 29,
    spread: { posts: 10, withinDays: 30 },
    decoys: { projects: 2, posts: 6 },
    seasoned: {
      size: 20,
      reported: [1000, 5000],
      ageDays: [400, 1500],
      history: 4,
      before: 0,
      beforeDays: 0,
      during: 2,
      since: [120, 150],
    },
  },
  {
    ...ISSUE_RING,
    name: 'late-start',
    what: "held out (after 1.43.0): 30 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each following 5 honest ones, with 2 posts about other projects in the 60 days before the window and one 120-150 days before it, each naming the target twice 3-23 days back and twice in the last 2 days; beside them 12 accounts of 60-120 days reporting 1k-3k followers with no history, each naming the target twice in the last 4 days, which put the crowd's start at the end: the 30 are at 2 posts or fewer from it and, freed, count all 4",
    size: 0,
    density: 0,
    days: 2,
    seasoned: {
      size: 30,
      reported: [1000, 5000],
      ageDays: [400, 1500],
      history: 2,
      before: 2,
      beforeDays: 20,
      during: 2,
      since: [120, 150],
    },
    extra: { size: 12, posts: 2, withinDays: 4, reported: [1000, 3000], ageDays: [60, 120] },
  },
  {
    ...ISSUE_RING,
    name: 'minimum-large',
    what: 'held out (after 1.43.0): 80 unconnected accounts of 400-1,500 days reporting 1k-5k followers, each following 5 honest ones, with the cheapest history (one post about another project 20-40 days before the window and one 140-150 days before it) and exactly 2 posts at random over the window about the largest project (the target with the largest audience, which 1.43.0 says it gives places)',
    size: 0,
    density: 0,
    days: 29,
    target: 'large',
    seasoned: {
      size: 80,
      reported: [1000, 5000],
      ageDays: [400, 1500],
      history: 1,
      historyDays: [20, 40],
      before: 0,
      beforeDays: 0,
      during: 2,
      since: [140, 150],
    },
  },
];

export function outsiderAttacks(
  honest: readonly Honest[],
  projects: { small: string; large: string; all: string[] },
  now: Date,
): OutsiderAttack[] {
  return PLANS.map((plan, i) => build(plan, i, honest, projects, now));
}
