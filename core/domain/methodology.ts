import type { HabitBound } from './habit-bound.ts';
import { seededRandom } from './random.ts';
import { engagementFormula, formulaText, kolScoreFormula, rawAttentionFormula } from './score-formulas.ts';

/**
 * Ranking methodology v1: every weight and threshold the engine uses, published
 * as-is at GET /api/methodology. The engine reads its numbers from here only, so
 * what is published is what is computed.
 */
export const WINDOWS = [7, 30, 90] as const;
export type WindowDays = (typeof WINDOWS)[number];

export interface Methodology {
  version: string;
  engagementWeights: { likes: number; replies: number; reposts: number; quotes: number; bookmarks: number };
  credibility: { base: number; ageWeight: number; ageFullDays: number; smartWeight: number };
  smartFollowers: { damping: number; iterations: number; smartSetShare: number };
  kolScore: {
    scale: number;
    weights: { reach: number; engagement: number; smart: number; consistency: number; mindshare: number };
    reachFullFollowers: number;
    /**
     * Since 1.28.0 (docs/methodology.md, "1.28.0: reach as far as it is vouched"): the reported
     * followers count in reach only in the share min(1, backing ÷ coordination.backing.maxThin),
     * the account's backing as the backed-audience bound measures it (1 unless thinly backed).
     */
    reachBacked?: boolean;
    /**
     * Since 1.39.0 (docs/methodology.md, "1.39.0: activity as far as it is vouched"): the
     * engagement and consistency components count in the same share min(1, backing ÷
     * coordination.backing.maxThin); false or absent before 1.39.0.
     */
    activityBacked?: boolean;
    engagementFullRate: number;
    smartFullShare: number;
    mindshareFullPercent: number;
  };
  /** How much proof of work can add to the Mindmark Score (0.15: up to 15%). */
  mindoMetric: { proofOfWorkBonus: number };
  proofOfWork: {
    weights: {
      deliverables: number;
      reach: number;
      completion: number;
      identity: number;
      walletScore: number;
    };
    /** Approved deliverables that count in full. */
    deliverablesFull: number;
    /** Views of approved deliverables (together) that count in full. */
    reachFullViews: number;
  };
  qualityScore: { minPosts: number; authenticityWeight: number; conversationWeight: number };
  discounts: {
    enabled: boolean;
    nearDuplicate: { windowHours: number; minAuthors: number; minTextLength: number; maxMultiplier: number };
    engagementOutlier: { zScore: number; minViews: number; multiplier: number };
    youngAccount: { days: number; multiplier: number };
    /** MinHash over word shingles (1.3.0): near-duplicates that survive rewording. */
    paraphrase: {
      /** Off in 1.3.0: on the demo data it also hits honest template posts (docs/methodology.md). */
      enabled: boolean;
      /** A full run judges the posts of the last `days` days (twice the longest window). */
      days: number;
      windowHours: number;
      minAuthors: number;
      minTextLength: number;
      minWords: number;
      shingleWords: number;
      /** Places per locality-sensitive band: posts agreeing in a whole band are compared. */
      bandSize: number;
      minSimilarity: number;
      /**
       * 1.7.0: the agreeing authors must be at least this share of the other authors who
       * posted about the post's projects within the window (chance agreement grows with them).
       */
      minShare: number;
      maxMultiplier: number;
      /** The published hash functions h_i(x) = (a·x + b) mod 2³², x = FNV-1a of the shingle mod (2³¹ − 1): no randomness. */
      hashFunctions: readonly (readonly [number, number])[];
    };
  };
  /** Coordination defence (1.2.0, generalized in 1.3.0): trust from seeds, clusters, bursts, caps, standing. */
  coordination: {
    enabled: boolean;
    trust: { damping: number; iterations: number; seedShare: number; seedMinAgeDays: number };
    /**
     * closedOwnFollows (1.16.1): an account is linked into a closed group only if it follows
     * another untrusted account itself (false before 1.16.1: by follows it received too).
     */
    /**
     * mutualOdds (since 1.26.0, docs/methodology.md, "1.26.0: follow-backs are not membership"): an
     * account joins a follow cluster by its mutual follows only with more of them than chance
     * gives at these odds; tradedFollows (since 1.26.0): a follow a follow cluster's member returns
     * earns the cluster nothing, as for every other group since 1.5.0. Absent before 1.26.0.
     */
    clusters: {
      minCommon: number;
      minSize: number;
      closedOwnFollows?: boolean;
      mutualOdds?: number | null;
      tradedFollows?: boolean;
    };
    /**
     * Since 1.40.0 (docs/methodology.md, "1.40.0: a voice against its own habit",
     * core/domain/habit-bound.ts): an account's posts about one project in any `days` days count in
     * full up to its posts about it in the `historyDays` days before (scaled where the data covers
     * only part of them, not judged under `days` days of them) plus `floor`; each post beyond
     * counts `beyond`. Since 1.41.0 (`vouchedHistory`) the history counts as far as the account is
     * vouched for ("1.41.0: a habit as far as it is vouched"); since 1.42.0 (`startAccounts`) the data
     * starts where a fair part of a usual day's accounts posted, not at the oldest post ("1.42.0: the
     * data's start is the tracker's"). Null or absent before 1.40.0.
     */
    habit?: HabitBound | null;
    /** Sink groups (1.3.0): strongly connected, at least closedShare of their follows inside. */
    sinkGroups: { minSize: number; closedShare: number };
    /** Lock-step posting: same project, same slot of `slotMinutes`, on `minDays` days of the last `days`. */
    sync: { days: number; slotMinutes: number; minDays: number; maxAuthors: number };
    untrustedCluster: { fullRatio: number; floor: number };
    /** maxEarned (1.9.0): only a cluster that earned under it bursts (before 1.9.0: under 1). */
    burst: {
      days: number;
      historyDays: number;
      minAuthors: number;
      newShare: number;
      multiplier: number;
      maxEarned: number;
    };
    /**
     * Size reference (1.8.0): earned trust and backing are measured against the median of
     * accounts in no cluster whose reported followers fall in the same bucket (buckets
     * bucketFactor apart from 100 up, widened until they hold minCount accounts); a
     * group earning fullShare of that reference counts as earning all of it. Since 1.34.0
     * (establishedDays, "1.34.0: a size bucket is the data's, not a campaign's") only accounts
     * with a post in the establishedDays days before the project window count toward minCount
     * (absent: every account, as before).
     */
    sizeReference: { bucketFactor: number; minCount: number; fullShare: number; establishedDays?: number };
    /**
     * The base share; a cluster's cap is share · earned ÷ (1 − earned) (1.3.0). licence
     * (1.17.0, "Group licence", core/domain/group-licence.ts): whatever trust a group earned,
     * its attention to a project beyond what its established members give (counted as far as
     * their history was licensed, over historyDays) may add at most licence.share × the free
     * attention to it; null before 1.17.0.
     */
    cap: { share: number; licence?: { share: number; historyDays: number } | null };
    /**
     * Focus groups (1.4.0): accounts in no follow cluster with at least minPosts posts
     * about one project over `days` days, at least minShare of all their posts there,
     * grouped by that project (their most-named one) when at least minSize of them.
     */
    focus: {
      days: number;
      minPosts: number;
      minShare: number;
      minSize: number;
      /**
       * Padding (1.5.0): the project also counts as the focus when it is named at least
       * `dominance` times as often as any other, however many other projects pad the rest.
       */
      dominance: number;
      /**
       * Awakened accounts (1.5.0): an account with no post in the `silentDays` days before
       * the focus window is focused from `minPosts` posts on (instead of focus.minPosts).
       */
      awakened: { silentDays: number; minPosts: number };
      /** Follows a focus group's member returns earn the group nothing (follow-for-follow is a trade). */
      tradedFollows: boolean;
      /**
       * Since 1.18.3 (docs/methodology.md, "1.18.3: regulars from before the push"): the
       * periphery (1.8.0) counts only posts about the group's project from the day its focused
       * members first posted about it in the window on; false or absent before 1.18.3.
       */
      neighbourSinceStart?: boolean;
      /**
       * Since 1.30.0 (docs/methodology.md, "1.30.0: the periphery's regulars with a history"): a
       * periphery candidate with any post in the crowd.historyDays days before the window counts
       * only its posts from the group's start, as a vouched one does since 1.18.3; false or absent
       * before 1.30.0.
       */
      neighbourHistory?: boolean;
      /**
       * Since 1.19.0 (docs/methodology.md, "1.19.0: narratives named without a project"): a
       * post that names no project counts toward its author's focus for each narrative it names
       * (only an import can name a narrative without a project); false or absent before 1.19.0.
       */
      narratives?: boolean;
      /**
       * Since 1.35.0 (docs/methodology.md, "1.35.0: a project's regulars are not its push"): the
       * focused accounts of a project that named it in the crowd.knownDays days before the window
       * form a group apart from those that did not, each with at least minSize accounts; false or
       * absent before 1.35.0 (one group per project).
       */
      regularsApart?: boolean;
      /**
       * Since 1.37.0 (docs/methodology.md, "1.37.0: a seed is not a history"): an account whose
       * only posts in the awakened.silentDays days before the window name its focus counts as
       * silent, and for regularsApart an account is a regular of its focus only if it posted at
       * least minPosts times (about anything) in the crowd.knownDays days before; false or absent
       * before 1.37.0 (any post breaks the silence, one seed post makes a regular).
       */
      historyBeyond?: boolean;
      /**
       * Since 1.38.0 (docs/methodology.md, "1.38.0: a periphery over chance"): a follower of
       * fewer than campaign.minTies of a focus group's members whose vouched trust clears the
       * crowd's unvouched bars joins it as its periphery (1.8.0)
       * only where the group's project is over chance among its posts about projects in the window
       * (crowd.overChance, crowd.mostNamed); false or absent before 1.38.0.
       */
      neighbourOverChance?: boolean;
    };
    /**
     * Unvouched crowds (1.6.0): accounts in no cluster that report at least minFollowers
     * followers but whose vouched trust (trust over follows not returned, 1 = an average
     * account's) is below maxVouched, grouped by the project they name most among those
     * new to them (at least minPosts posts in the last `days`, none in the historyDays
     * before), when at least minSize of them.
     */
    crowd: {
      minFollowers: number;
      maxVouched: number;
      /**
       * Under-backed accounts (1.8.0): also unvouched when the vouched trust is below
       * maxBacking of the median of accounts in no cluster reporting about as many followers.
       */
      maxBacking: number;
      days: number;
      historyDays: number;
      minPosts: number;
      minSize: number;
      /**
       * Since 1.13.0: a crowd is at least minShare of the accounts in no cluster that posted
       * about its project in `days`.
       */
      minShare: number;
      /**
       * Since 1.18.1 (docs/methodology.md, "Unvouched crowds", core/domain/crowd-chance.ts):
       * an unvouched account counts toward (and joins) a new project's crowd only when the
       * project's share of its posts about projects in `days` is at least overChance × the
       * project's share of all posts about projects there (backing.concentration.overChance,
       * 1.13.0's "only as far as chance explains it"); null before 1.18.1.
       */
      overChance?: number | null;
      /**
       * Since 1.29.0 (docs/methodology.md, "1.29.0: a crowd's target is the one it names most"):
       * a new project the account names more often than any other project in `days` counts as
       * its campaign's too, over chance or not.
       */
      mostNamed?: boolean;
      /**
       * Since 1.32.0 (docs/methodology.md, "1.32.0: a project named before is not new"): a project
       * the account named in the knownDays days before the window is not new to it, however long
       * before; only historyDays counted before 1.32.0 (absent: historyDays).
       */
      knownDays?: number;
      /**
       * Since 1.20.0 (docs/methodology.md, "Crowds against chance", core/domain/crowd-chance.ts):
       * instead of minShare, a crowd holds at least the count that chance reaches with odds at
       * most chanceOdds among its project's posters (Poisson, with the other projects'
       * unvouched newcomers per poster); null before 1.20.0.
       */
      chanceOdds?: number | null;
      /**
       * Since 1.21.0 (docs/methodology.md, "1.21.0: a crowd's members with a history"): a member
       * with any post in the historyDays before the window is judged as a vouched-for member
       * (its posts from the crowd's start only, and the over-chance clause); false before 1.21.0.
       */
      historySinceStart?: boolean;
      /**
       * Since 1.23.0 (docs/methodology.md, "1.23.0: members freed within chance"): the members
       * the crowd's start frees (fewer than minPosts posts from it) that are established by a
       * history alone (no vouch) are freed only while they are fewer than max(minSize, the
       * chance bar of the established newcomers' λ on the project); more than that are the
       * campaign's and stay, counting all their posts. False or absent before 1.23.0.
       */
      freedWithinChance?: boolean;
      /**
       * Since 1.24.0 (docs/methodology.md, "1.24.0: the longest-standing freed first"): when the
       * members established by a history alone are more than freedWithinChance frees, the ones
       * posting longest (earliest post before the window) are freed, fewer than that bar, and the
       * rest stay. False or absent before 1.24.0: all of them stay.
       */
      freedLongestFirst?: boolean;
      /**
       * Since 1.43.0 (docs/methodology.md, "1.43.0: a bystander at the minimum"): a member with a
       * post in the historyDays before the window and exactly minPosts posts about the project from
       * the crowd's start is freed too, but only as many as chance explains on the project's
       * posters outside the crowd (the longest-standing first). False or absent before 1.43.0.
       */
      atMinimum?: boolean;
    };
    /**
     * Campaign accounts (1.9.0): when groups that earned under maxEarned write at least
     * minShare of the window's posts about their project, an account in no cluster whose
     * most-named project it is (at least crowd.minPosts posts, focus.days) and that has at
     * least minTies follows either way with the group's members joins them. Since 1.10.0
     * (docs/methodology.md, "Campaign accounts"): every flagged cluster's posts count toward
     * the share; where a crowd outposts its project's regulars, newcomers count and join with
     * it; a member of an unflagged group moves to a campaign it posts about (crowd.minPosts)
     * and follows (minTies of its own follows). Since 1.18.2 (`ownTie`, docs/methodology.md,
     * "1.18.2: bystanders a ring follows") follows either way tie only an account that follows
     * at least one of the group's members itself or whose tracked followers are mostly the
     * group's: a follow it receives is the follower's act.
     */
    /**
     * followBackOnce (since 1.27.0, docs/methodology.md, "1.27.0: a follow-back is one tie"): a
     * mutual follow between an account and a group's member counts once among its ties either way
     * (before: twice).
     */
    campaign: {
      maxEarned: number;
      minShare: number;
      minTies: number;
      ownTie?: boolean;
      followBackOnce?: boolean;
    };
    /**
     * Tied newcomers (1.18.0, docs/methodology.md, core/domain/tied-newcomers.ts): an account
     * in no cluster new to a project (a post about it in crowd.days, none in the
     * crowd.historyDays before) with follows either way to at least max(minTies, overChance ×
     * chance) of the project's other such posters is tied on it; the tied accounts of a
     * project, at least crowd.minSize, are a group on that project only, judged by the group
     * licence with `share` (instead of cap.licence.share); null before 1.18.0.
     */
    tied?: { minTies: number; overChance: number; share: number } | null;
    /**
     * Backed audience (1.11.0, docs/methodology.md): an account's backing is min(1, its
     * vouchers (followers with trust > 0, in no cluster, that it does not follow back) ÷ (sizeReference.fullShare
     * × the median of accounts in no cluster of its size bucket)); under maxThin it is thinly
     * backed, and the attention of thinly backed accounts to a project over projectWindowDays
     * may add at most `share` of the attention from the other accounts (since 1.12.0 likewise to
     * a narrative over narrativeWindowDays).
     */
    backing: {
      maxThin: number;
      share: number;
      /**
       * Concentrated vouchers (1.13.0, docs/methodology.md): a voucher's follows of the posters
       * of one project (over vouching.days) count together as at most
       * max(minCount, overChance × its vouchees × the project's posters ÷ all accounts).
       */
      concentration: { minCount: number; overChance: number };
      /**
       * Backing circles (1.14.0, docs/methodology.md): per project, the accounts whose vouches
       * reach at least minThin of its thinly backed posters, those posters, and its posters at
       * least mostShare of whose vouchers are such accounts; the circle's attention to the
       * project may add at most `share` of the attention from accounts outside it, and it
       * licenses no thinly backed account. Null: the rule is off (as in 1.13.0).
       */
      circle: { minThin: number; mostShare: number } | null;
      /**
       * Newcomer licence (1.15.0, docs/methodology.md): the accounts that license a project's
       * thinly backed accounts are established (a post about it in the historyDays days before
       * the project window) or newcomers; where the thin accounts exceed the licence, the excess
       * is taken out of the newcomers' credit. Null: the rule is off (as in 1.14.0).
       * fromBeforeFlood (1.16.0, "Licence from before the flood"): a post in the history
       * establishes an account only as far as the history's own newcomer licence kept it (false:
       * as in 1.15.0).
       * usualOdds (1.22.0, "1.22.0: newcomers at a project's usual inflow"): the newcomers' own
       * posts are cut only when they are more than chance gives, at these odds, at the project's
       * inflow of the history period; otherwise the excess comes out of what they license only
       * (null or absent: always cut, as in 1.15.0–1.21.0).
       * historyServed (1.36.0, "1.36.0: a flood's history counts where it serves"): in the
       * history period's own licence a thinly backed account's attention to a project counts
       * only where the project is over chance among its posts about projects then (crowd.overChance,
       * crowd.mostNamed); false or absent: every thin account counts, as before 1.36.0.
       */
      newcomer: {
        historyDays: number;
        fromBeforeFlood: boolean;
        usualOdds?: number | null;
        historyServed?: boolean;
      } | null;
      /**
       * Backing standing (1.16.0, docs/methodology.md): an account's KOL Score is multiplied by
       * the share of its attention over the KOL window that the backing bounds (thin_backing_cap,
       * backing_circle_cap, newcomer_cap) keep, as a cluster member's is by its cluster's
       * standing. False: off (as in 1.15.0).
       */
      standing: boolean;
      /**
       * Since 1.25.0 (docs/methodology.md, "1.25.0: the thin allowance shared per account"): where
       * the cap binds, its allowance is shared equally per account (each keeps its attention up to
       * a common level, core/domain/thin-shares.ts) instead of every account keeping the same
       * share. False or absent before 1.25.0.
       */
      fairShare?: boolean;
      /**
       * Since 1.31.0 (docs/methodology.md, "1.31.0: a project's cap on the narrative's older
       * posts"): a capped project's multiplier applies to its thinly backed accounts' posts about
       * it over the narrative window, not only the project window. False or absent before 1.31.0.
       */
      olderPosts?: boolean;
      /**
       * Since 1.33.0 (docs/methodology.md, "1.33.0: a narrative named without a project, capped on
       * its own"): posts that name a narrative and no project are a side of their own for the
       * backed-audience cap: their thinly backed accounts may add at most `share` × the attention
       * of other accounts' posts that name it and no project, over the narrative window (as a
       * narrative's cap). False or absent before 1.33.0.
       */
      narrativeOnly?: boolean;
    };
    /**
     * Vouching groups (1.12.0, docs/methodology.md): an account in no cluster, not thinly backed,
     * with trust > 0, that vouches (a follow not returned) for at least minThin thinly backed
     * accounts in no cluster posting about a project it posted about too (over `days`), forms a
     * group with them (at least minSize accounts), judged as a focus group.
     */
    vouching: { minThin: number; minSize: number; days: number };
  };
  kolWindowDays: WindowDays;
  projectWindowDays: WindowDays;
  narrativeWindowDays: WindowDays;
}

/** `count` pairs (a, b), a odd, both below 2³¹, drawn from a seeded generator: the same on every machine. */
function affinePairs(count: number, seed: number): [number, number][] {
  const rnd = seededRandom(seed);
  return Array.from({ length: count }, () => [rnd.int(0, 2_147_483_646) | 1, rnd.int(0, 2_147_483_646)]);
}

export const METHODOLOGY_V1: Methodology = {
  version: '1.43.0',
  engagementWeights: { likes: 1, replies: 2, reposts: 2, quotes: 3, bookmarks: 1 },
  credibility: { base: 0.5, ageWeight: 0.5, ageFullDays: 365, smartWeight: 1 },
  smartFollowers: { damping: 0.85, iterations: 20, smartSetShare: 0.1 },
  kolScore: {
    scale: 1000,
    weights: { reach: 0.25, engagement: 0.2, smart: 0.2, consistency: 0.15, mindshare: 0.2 },
    reachFullFollowers: 10_000_000,
    reachBacked: true,
    activityBacked: true,
    engagementFullRate: 5,
    smartFullShare: 0.1,
    mindshareFullPercent: 1,
  },
  mindoMetric: { proofOfWorkBonus: 0.15 },
  proofOfWork: {
    weights: { deliverables: 0.2, reach: 0.2, completion: 0.2, identity: 0.25, walletScore: 0.15 },
    deliverablesFull: 10,
    reachFullViews: 1_000_000,
  },
  qualityScore: { minPosts: 5, authenticityWeight: 0.6, conversationWeight: 0.4 },
  discounts: {
    enabled: true,
    nearDuplicate: { windowHours: 6, minAuthors: 3, minTextLength: 20, maxMultiplier: 0.5 },
    engagementOutlier: { zScore: 3, minViews: 50, multiplier: 0.2 },
    youngAccount: { days: 30, multiplier: 0.5 },
    paraphrase: {
      enabled: true,
      days: 180,
      windowHours: 6,
      minAuthors: 3,
      minTextLength: 20,
      minWords: 6,
      shingleWords: 2,
      bandSize: 3,
      minSimilarity: 0.5,
      minShare: 0.1,
      maxMultiplier: 0.5,
      // 64 fixed (a, b) pairs from the seeded generator (mulberry32, seed 1300): the
      // estimate of a pair's share of common word pairs has a standard deviation of
      // about 0.06 at 64 places (0.12 at 16, which let honest template posts through).
      hashFunctions: affinePairs(64, 1300),
    },
  },
  coordination: {
    enabled: true,
    trust: { damping: 0.85, iterations: 20, seedShare: 0.1, seedMinAgeDays: 365 },
    clusters: {
      minCommon: 2,
      minSize: 5,
      closedOwnFollows: true,
      // mutualOdds: the crowds' odds (crowd.chanceOdds), not tuned.
      mutualOdds: 0.001,
      tradedFollows: true,
    },
    // floor: over the most any honest account posts beyond its own history in 30 days (5 in data set A, 7 at 20,000 KOLs).
    // vouchedHistory (1.41.0): a habit counts as far as the account is vouched for, as its reach does.
    // startAccounts (1.42.0): the data starts on the first day with a quarter of the median day's posting accounts.
    habit: { days: 30, historyDays: 90, floor: 10, beyond: 0.01, vouchedHistory: true, startAccounts: 0.25 },
    sinkGroups: { minSize: 5, closedShare: 0.9 },
    sync: { days: 30, slotMinutes: 30, minDays: 3, maxAuthors: 50 },
    untrustedCluster: { fullRatio: 0.25, floor: 0.1 },
    burst: { days: 7, historyDays: 30, minAuthors: 3, newShare: 0.25, multiplier: 0.5, maxEarned: 0.75 },
    // establishedDays: the history days of the crowds and the focus rule (crowd.historyDays), not tuned.
    sizeReference: { bucketFactor: 2, minCount: 30, fullShare: 0.8, establishedDays: 60 },
    cap: { share: 0.25, licence: { share: 1, historyDays: 60 } },
    focus: {
      days: 30,
      minPosts: 5,
      minShare: 1 / 3,
      minSize: 5,
      dominance: 2,
      awakened: { silentDays: 60, minPosts: 3 },
      tradedFollows: true,
      neighbourSinceStart: true,
      neighbourHistory: true,
      narratives: true,
      regularsApart: true,
      historyBeyond: true,
      neighbourOverChance: true,
    },
    crowd: {
      minFollowers: 1000,
      maxVouched: 0.1,
      maxBacking: 0.5,
      days: 30,
      historyDays: 60,
      minPosts: 2,
      minSize: 5,
      minShare: 0.05,
      overChance: 3,
      mostNamed: true,
      knownDays: 90,
      chanceOdds: 0.001,
      historySinceStart: true,
      freedWithinChance: true,
      freedLongestFirst: true,
      atMinimum: true,
    },
    campaign: { maxEarned: 0.75, minShare: 0.5, minTies: 2, ownTie: true, followBackOnce: true },
    tied: { minTies: 2, overChance: 3, share: 2 },
    backing: {
      maxThin: 0.5,
      share: 1,
      concentration: { minCount: 3, overChance: 3 },
      circle: { minThin: 3, mostShare: 0.5 },
      // usualOdds: the crowds' odds (crowd.chanceOdds), not tuned.
      // historyServed: crowd.overChance and crowd.mostNamed, not tuned.
      newcomer: { historyDays: 60, fromBeforeFlood: true, usualOdds: 0.001, historyServed: true },
      standing: true,
      fairShare: true,
      olderPosts: true,
      narrativeOnly: true,
    },
    vouching: { minThin: 3, minSize: 5, days: 30 },
  },
  kolWindowDays: 30,
  projectWindowDays: 30,
  narrativeWindowDays: 90,
};

/**
 * The formulas in words, published beside the numbers. Those of score-formulas.ts are
 * printed from the same expressions the engine's SQL and the receipt use.
 */
export const METHODOLOGY_FORMULAS: Record<string, string> = {
  engagement: `e = ${formulaText(engagementFormula(METHODOLOGY_V1))}`,
  postAttention: `a = credibility(author) · (${formulaText(rawAttentionFormula())}) · Π discount multipliers of the post (1 when none)`,
  credibility:
    'credibility = (base + ageWeight·min(1, accountAgeDays/ageFullDays)) · (1 + smartWeight·min(1, smartShare/smartFullShare))',
  mindshare:
    'mindshare(x, W) = Σ attention of posts by/mentioning/in x over the last W days ÷ Σ attention of all such posts in W × 100',
  change:
    'change(x, W) = (mindshare(x, W) − mindshare(x, previous W)) ÷ mindshare(x, previous W) × 100; null when the previous window is 0',
  smartFollowers:
    'PageRank over follow edges among tracked accounts (damping, fixed iterations); the smart set is the top smartSetShare of accounts by PageRank; smartFollowersCount = followers in the smart set; smartShare = smartFollowersCount ÷ smart set size',
  kolScore: `kolScore = ${formulaText(kolScoreFormula(METHODOLOGY_V1))}, over the last kolWindowDays days (mindshare and engagementRate in percent)`,
  engagementRate: 'engagementRate = Σ e ÷ Σ views × 100 over 30 days; null without views',
  authenticity:
    'authenticity = Σ attention after discounts ÷ Σ attention before discounts over 30 days (1 without posts)',
  mindoMetric:
    'mindoMetric = kolScore · authenticity · (1 + proofOfWorkBonus·proofOfWork/100), each factor as stored (kolScore 2 decimals, authenticity 6, proofOfWork 2); proofOfWork counts as 0 when null',
  proofOfWork:
    'proofOfWork = 100 · Σ weight·part ÷ Σ weight over the parts that apply: deliverables = min(1, approved/deliverablesFull); reach = min(1, log10(1+views of approved deliverables)/log10(1+reachFullViews)); completion = approved ÷ reviewed submissions (0 before a review); identity = ½·(signed in with X) + ½·(wallet proven by signature); walletScore = best wallet score on a 0–1 scale, counted only when a provider scored a wallet. Null for a KOL with no account and no submission',
  qualityScore:
    'qualityScore = 100 · (authenticityWeight·authenticity + conversationWeight·min(1, 2·(replies+quotes+bookmarks)/likes)); null below minPosts posts in 30 days',
  postingFrequency:
    'postingFrequency = posts on the account (X count, or stored posts) ÷ account age in days',
  nearDuplicate:
    'a post whose normalized text (no URLs, mentions, digits, punctuation, case; at least minTextLength letters) is posted by n ≥ minAuthors authors within ±windowHours: multiplier min(maxMultiplier, 1/n)',
  engagementOutlier:
    'a post with views ≥ minViews whose ln((e+1)/(views+1)) lies more than zScore standard deviations above the population mean: multiplier',
  youngAccount: 'a post by an account younger than days at posting time: multiplier',
  paraphrase:
    'a post about a project whose MinHash signature (word shingles of shingleWords words after normalization, hashFunctions h_i(x) = (a·x + b) mod 2³² over x = FNV-1a 32-bit hash of the shingle mod (2³¹−1)), compared when a band of bandSize places agrees, about a same project, agrees in at least minSimilarity of its places with posts by n − 1 ≥ minAuthors − 1 other authors within ±windowHours, n − 1 at least minShare of the other authors with a signed post about one of its projects within ±windowHours (since 1.7.0), and that is not an exact near-duplicate: multiplier min(maxMultiplier, 1/n)',
  trust:
    'trust = personalized PageRank over follow edges (damping, fixed iterations) whose random jump lands on the seed accounts only: creators with an approved reward submission (anchors), and accounts at least seedMinAgeDays old in the top seedShare by PageRank that a follow path from an anchor reaches (all of them when there is no anchor); members of a follow cluster excluded',
  earnedTrust:
    "earned = min(1, Σ over follows into the cluster's members from accounts outside it of trust(follower) ÷ accounts the follower follows, per member ÷ (sizeReference.fullShare × the reference per member)); the reference (since 1.8.0) is, for each member, the median of the same inflow over accounts in no cluster whose reported followers fall in the member's bucket (sizeReference: buckets bucketFactor apart from 100 followers up, widened to neighbouring buckets until they hold minCount accounts, since 1.34.0 (sizeReference.establishedDays) minCount accounts with a post in the establishedDays days before projectWindowDays, every account in them still counting in the median, for this reference, backing and vouched trust alike; before 1.8.0 the median over all accounts in no cluster); for a focus group (since 1.5.0, focus.tradedFollows) a follow the member returns (it follows its follower too) counts for nothing; since 1.26.0 (clusters.tradedFollows) for a follow cluster too",
  followCluster:
    'accounts tied by mutual follows that share at least minCommon mutual-follow neighbours, or by lock-step posting (both posted about the same project, the one each is focused on with at least minDays posts (since 1.4.0), in the same slotMinutes slot on at least minDays days of the last days, slots with at most maxAuthors authors); connected groups of at least minSize accounts, plus accounts whose followers are mostly (at least minCommon) members and that follow one back, or whose mutual follows are mostly (at least minCommon and, since 1.26.0, at least the least k with P(X ≥ k) ≤ mutualOdds for X ~ Binomial(its mutual follows, r), r = the mutual follows between the cluster and accounts in no cluster ÷ all mutual follows of accounts in no cluster, counted at each end) members. Also: sink groups (strongly connected sets of at least sinkGroups.minSize accounts, the largest excepted, with at least closedShare of their follows inside) and closed groups (at least minSize accounts with trust 0 connected by follows, since 1.16.1 (closedOwnFollows) only accounts that follow another such account themselves, joined by accounts with trust 0 whose follows are mostly with one cluster)',
  focusGroup:
    'accounts in no follow cluster with at least minPosts posts about one project in the last days days (awakened.minPosts for an account with no post in the awakened.silentDays days before those), the project they name most (ties to the smallest id), which has at least minShare of all their posts in those days or at least dominance times as many as any other project (since 1.5.0); grouped by that project when at least minSize accounts; an account in no cluster whose followers are mostly (at least clusters.minCommon) members of one focus group, and that posted about its project in those days, joins it (since 1.5.0); an account in no cluster that follows a member of a focus group who does not follow it back (the group it follows most members of) and posted about its project at least crowd.minPosts times in those days joins it (since 1.8.0; since 1.38.0, focus.neighbourOverChance, one whose vouched trust clears the unvouched bars and that follows fewer than campaign.minTies of its members only where the share of the project among its posts about projects in those days is at least crowd.overChance × its share of all posts about projects then, or it is the project it named most, alone; since 1.18.3, focus.neighbourSinceStart, only posts from the day the focused members of the group first posted about it in those days count, for a candidate whose vouched trust clears the unvouched bars or, since 1.30.0, focus.neighbourHistory, that posted anything in the crowd.historyDays days before those). Since 1.19.0 (focus.narratives) a post that names no project counts, for this rule only, as a post about each narrative it names, so accounts focused on a narrative form a focus group on it. Since 1.35.0 (focus.regularsApart) the focused accounts of a project that named it in the crowd.knownDays days before those days are grouped apart from those that did not (each group at least minSize accounts). Since 1.37.0 (focus.historyBeyond) posts that name the focus of the account do not break its silence, and a regular of it must have posted at least minPosts times (about anything) in those crowd.knownDays days. A focus group is a cluster for earned trust, bursts, caps and standing (not for the untrusted-cluster discount)',
  unvouchedCrowd:
    "vouched trust = trust propagated from the same seeds over the follows that were not returned (a follow whose followee follows its follower back is a trade and carries nothing); an account in no follow cluster or focus group that reports at least crowd.minFollowers followers but has vouched trust under crowd.maxVouched (1 = an average account's), or (since 1.8.0) under crowd.maxBacking × the median vouched trust of accounts in no cluster of its size bucket (sizeReference), is unvouched; each unvouched account's new projects are those with at least crowd.minPosts of its posts in the last crowd.days days and none in the crowd.historyDays before (since 1.32.0, crowd.knownDays, none in the crowd.knownDays before); it joins the crowd of the new project most unvouched accounts share (ties to the smallest id); crowds of at least crowd.minSize accounts are clusters for earned trust (follows a member returns count for nothing), bursts, caps and standing, as focus groups (since 1.6.0); since 1.13.0 a crowd must also be at least crowd.minShare of the accounts in no cluster that posted about its project in crowd.days days; since 1.18.1 a new project counts for an unvouched account only when its posts about it ÷ its posts about any project in crowd.days days are at least crowd.overChance × the project's posts ÷ all posts about projects there, or (since 1.29.0, crowd.mostNamed) when the account names it more often than any other project in those days; since 1.20.0 (crowd.chanceOdds) instead of crowd.minShare, a crowd holds at least max(crowd.minSize, the least k with P(X ≥ k) ≤ crowd.chanceOdds for X ~ Poisson(λ)), λ = the project's posters in no cluster in crowd.days days × the unvouched accounts new to and over chance on the other projects ÷ those projects' posters; a member whose vouched trust is at least crowd.maxVouched counts only its posts about the project from the crowd's start (the members' first days about it in order, the ⌈λ⌉ earliest left out) and stays with at least crowd.minPosts of them, and where λ of such members alone is at least 1, those in the crowd stay only when at least the same bar of their own λ; since 1.21.0 (crowd.historySinceStart) a member with any post in the crowd.historyDays days before the window is judged as one whose vouched trust is at least crowd.maxVouched (both clauses above); since 1.23.0 (crowd.freedWithinChance) the members that the crowd's start would leave out (under crowd.minPosts posts from it) and that are established by a history alone (vouched trust under crowd.maxVouched) are left out only when they are fewer than max(crowd.minSize, the same bar of the λ of established members alone); otherwise every one of them stays and counts all its posts; since 1.24.0 (crowd.freedLongestFirst) in that case those whose earliest post before the window is earliest are still left out, as many as fit under that bar (members tied on the day at the limit stay), and only the others stay; since 1.43.0 (crowd.atMinimum) a member with any post in the crowd.historyDays days before the window and exactly crowd.minPosts posts about the project from the crowd's start is left out too, while such members are fewer than the least k with P(X ≥ k) ≤ crowd.chanceOdds for X ~ Poisson(λ′), λ′ = the λ of established members alone × (the project's posters in no cluster less the crowd's members) ÷ its posters in no cluster; otherwise the earliest-posting of them are left out, as many as fit under that bar, and the others stay",
  campaignAccounts:
    "since 1.9.0: a project is a campaign's when groups with a project (focus groups and crowds) that earned under campaign.maxEarned wrote at least campaign.minShare of all posts about it in the last focus.days days (since 1.10.0: with the posts of every other cluster that earned under campaign.maxEarned, and, where a flagged crowd's posts about its project outnumber those of accounts that posted about it in the crowd.historyDays before the window, with the posts of accounts in no cluster new to it with at least crowd.minPosts posts); an account in no cluster with at least crowd.minPosts posts about it in those days, and no other project named more often in them, and with at least campaign.minTies follows either way with the members of the flagged group with the most posts about it (ties to the smaller group; since 1.10.0, for a project that is a campaign's only with the other clusters' or the newcomers' posts, its own follows to them), or (a crowd, where the crowd outposts the regulars since 1.10.0) new to the project, joins that group (since 1.18.2, campaign.ownTie, follows either way count only for an account that follows at least one of them itself or whose tracked followers are mostly theirs); since 1.10.0 a member of a group with a project that earned at least campaign.maxEarned, with at least crowd.minPosts posts about a campaign's project and at least campaign.minTies follows of its own to the campaign group's members, moves to it (the campaign it posted about most)",
  backedAudience:
    "since 1.11.0: an account's vouchers are its tracked followers with trust > 0 in no cluster that it does not follow back (a returned follow is a trade; a cluster member's follow is its group's act); its backing = min(1, vouchers ÷ (sizeReference.fullShare × the median vouchers of accounts in no cluster whose reported followers fall in its bucket)); an account with backing under backing.maxThin is thinly backed; over projectWindowDays (and, since 1.12.0, over narrativeWindowDays for a narrative), when the attention to a project (narrative) (after the other discounts, with credibility) from thinly backed accounts exceeds backing.share × the attention to it from all other accounts, their posts about it get multiplier max(0.001, backing.share × other ÷ thin); since 1.13.0 a voucher's follows of the accounts that posted about one project in the last vouching.days days count together as at most max(backing.concentration.minCount, backing.concentration.overChance × its vouchees × that project's posters ÷ all accounts), each by an equal part (a follow of an account posting about several projects counts by its smallest part); since 1.25.0 (backing.fairShare) the allowance backing.share × other (as the newcomer licence leaves it) is shared per account: each thinly backed account keeps its attention to the project (narrative) up to the level L with Σ min(aᵢ, L) = the allowance, its posts about it get multiplier max(0.001, L ÷ aᵢ) where aᵢ > L, and none where aᵢ ≤ L; since 1.31.0 (backing.olderPosts) a project's multiplier applies to those accounts' posts about it over narrativeWindowDays, not only projectWindowDays; since 1.33.0 (backing.narrativeOnly) posts that name a narrative and no project are a side of their own: over narrativeWindowDays their thinly backed accounts' attention may add at most backing.share × the attention of all other accounts' posts that name the narrative and no project (0 when there are none), their posts get that multiplier (shared per account as above), and a post that names a project is judged under the project and the narrative as before",
  backingCircles:
    "since 1.14.0: for a project, its circle vouchers are accounts whose counted vouches (trust > 0, in no cluster, not returned) reach at least backing.circle.minThin thinly backed accounts in no flagged group that posted about it in the last vouching.days days; its circle is its circle vouchers that posted about it, the thinly backed posters a circle voucher vouches for, and its other posters at least backing.circle.mostShare of whose counted vouchers are circle vouchers; over projectWindowDays the circle's attention to the project (after the other discounts, with credibility) may add at most backing.share × the attention to it from accounts in neither the circle nor a flagged group and not thinly backed, over which its posts about it get multiplier max(0.001, backing.share × outside ÷ circle); that outside attention is also what licenses the project's thinly backed accounts outside the circle",
  newcomerLicence:
    "since 1.15.0: over projectWindowDays, the accounts not thinly backed, in no flagged group and outside a project's backing circle that posted about it are established when they also posted about it in the backing.newcomer.historyDays days before the window, newcomers otherwise; when the attention of its thinly backed accounts T (after the other discounts, with credibility) exceeds backing.share × (newcomers' N + established E), the excess X = T − backing.share × (N + E) is taken out of the newcomers' credit: their posts about it get multiplier max(0.001, 1 − X ÷ (backing.share × N)), and the thinly backed accounts' multiplier becomes max(0.001, backing.share × (E + that multiplier × N) ÷ T); since 1.16.0 (backing.newcomer.fromBeforeFlood) the same split is made for the backing.newcomer.historyDays before the window (with the historyDays before those as its history), and an account whose post in the history came as a newcomer of a history whose thinly backed accounts exceeded the licence counts as established only for the history newcomers' multiplier m of its attention (a share m of it in E, the rest in N), its posts about the project getting max(0.001, m + (1 − m) × the newcomers' multiplier); since 1.16.0 (backing.standing) an account's KOL Score is multiplied by its backing standing, the share of its attention over kolWindowDays (with credibility) that thin_backing_cap, backing_circle_cap and newcomer_cap keep (times its cluster's standing); since 1.22.0 (backing.newcomer.usualOdds) the newcomers' posts are cut only when the newcomers in the window (accounts, in full or in part) are at least the least k with P(X ≥ k) ≤ backing.newcomer.usualOdds for X ~ Poisson(λ), λ = the history's newcomers (accounts) × the history newcomers' multiplier × projectWindowDays ÷ backing.newcomer.historyDays; under that bar their posts keep multiplier 1 and the thinly backed accounts' multiplier is as above; since 1.36.0 (backing.newcomer.historyServed) in the history's own licence (1.16.0) a thinly backed account's attention to the project counts in T only where the share of the project among its posts about projects in those days is at least crowd.overChance × the project's share of all posts about projects then, or (crowd.mostNamed) the project is the one it named most often then, alone",
  vouchingGroups:
    "since 1.12.0: a patron of a project is an account in no cluster, not thinly backed, with trust > 0, that posted about the project in the last vouching.days days and vouches (follows, not followed back) for at least vouching.minThin thinly backed accounts in no cluster that posted about it too; the project's vouching group is its patrons and those accounts (an account in several stays in the largest group, ties to the smallest project id), kept with at least one patron and vouching.minSize accounts; found after the focus groups and before the crowds; judged as a focus group (earned trust with follows a member returns counting for nothing, bursts, caps, standing; not the untrusted-cluster discount)",
  tiedNewcomers:
    "since 1.18.0: an account in no cluster that posted about a project in the last crowd.days days and not in the crowd.historyDays before is tied on it when its follows either way with the project's other such accounts are at least max(tied.minTies, tied.overChance × chance), chance = its follows either way × the number of those accounts ÷ all tracked accounts; it joins the project on which it has the most such ties (ties to the smallest id); the tied accounts of a project, at least crowd.minSize, are a cluster on that project only, judged by the group licence with tied.share instead of cap.licence.share (earned counted as 1: no earned-trust cap, no burst; on every other project and narrative, and for the backing bounds, its members count as accounts in no cluster); its standing applies",
  untrustedCluster:
    "every post of a follow cluster's member: multiplier max(floor, min(1, earned ÷ fullRatio))",
  coordinatedBurst:
    'a post about a project by a member of a cluster with earned < maxEarned (since 1.9.0; before, earned < 1) when at least minAuthors members posted about it in the last days days and the cluster posted about it at most newShare times as often in the historyDays before: multiplier',
  clusterCap:
    "a cluster with earned < 1: its attention to one project (30D) or narrative (90D) counts at most s × min(free, network), s = cap.share · earned ÷ (1 − earned), free = the attention to it from accounts in no cluster, less (since 1.8.0) that of those that follow a member or are followed by one, network = the cluster's members ÷ all tracked accounts × all attention to projects (or narratives) over the window (since 1.7.0; before, the attention from everyone else); its posts about it get multiplier max(0.001, cap ÷ cluster attention) when over; since 1.17.0 (cap.licence, the group licence) any cluster, whatever it earned, is also capped on a project at E + cap.licence.share × free over projectWindowDays, E = the attention of its members that posted about the project in the cap.licence.historyDays before the window (in full when they also posted in the historyDays before those, else × m, m = min(1, cap.licence.share × free attention then ÷ the cluster's attention then from members new to it then)); since 1.19.0 (focus.narratives) a post that names no project counts for the licence as a post about each narrative it names, so a cluster is capped the same way on a narrative named without a project, licensed by the like attention (posts naming it and no project) of accounts in no cluster out of its reach; the smaller multiplier of the two caps applies",
  standing:
    "a cluster's standing = Σ over its members' posts in the KOL window of credibility · raw attention · the coordination multipliers ÷ the same without them (1 outside a cluster); the members' kolScore is multiplied by it",
};
