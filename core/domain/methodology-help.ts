import type { Methodology } from './methodology.ts';

/**
 * The words the product shows beside its numbers, built from the methodology's own
 * parameters (windows, weights), so a tooltip cannot say 90 days where the engine
 * uses 30. Served at GET /api/methodology.
 */
export interface ColumnHelp {
  title: string;
  help: string;
  /** The window the column is computed over, when it has one. */
  windowDays: number | null;
}

const pct = (n: number) => `${Math.round(n * 100)}%`;

export function leaderboardColumnHelp(m: Methodology): Record<string, ColumnHelp> {
  const w = m.kolScore.weights;
  const d = m.kolWindowDays;
  return {
    rank: {
      title: 'Rank',
      help: 'Position in the current order. Sorting by rank orders by follower count.',
      windowDays: null,
    },
    kol: { title: 'KOL', help: 'The creator and their X handle.', windowDays: null },
    mindoMetric: {
      title: 'Mindmark Score',
      help: `The KOL Score times authenticity (the share of attention left after bot and coordination discounts, last ${d} days), plus up to ${pct(m.mindoMetric.proofOfWorkBonus)} for proof of work on this platform (approved deliverables, completed campaigns, verified identity).`,
      windowDays: d,
    },
    smartFollowersCount: {
      title: 'Smart Followers',
      help: `Followers who belong to the smart set: the top ${pct(m.smartFollowers.smartSetShare)} of tracked accounts by PageRank over who follows whom.`,
      windowDays: null,
    },
    twitterFollowersCount: { title: 'Followers', help: 'Followers on X.', windowDays: null },
    kolScore: {
      title: 'Kol Score',
      help: `0–${m.kolScore.scale}: reach ${pct(w.reach)}, engagement rate ${pct(w.engagement)}, smart followers ${pct(w.smart)}, posting consistency ${pct(w.consistency)} and mindshare ${pct(w.mindshare)}, over the last ${d} days.`,
      windowDays: d,
    },
    engagementRate: {
      title: 'Engagement',
      help: `Weighted engagement (likes ×${m.engagementWeights.likes}, replies ×${m.engagementWeights.replies}, reposts ×${m.engagementWeights.reposts}, quotes ×${m.engagementWeights.quotes}, bookmarks ×${m.engagementWeights.bookmarks}) per 100 views, over the last ${d} days.`,
      windowDays: d,
    },
    postingFrequency: {
      title: 'Posting Frequency',
      help: 'Posts per day since the account was created (X’s post count ÷ account age in days).',
      windowDays: null,
    },
  };
}

/** Each discount's reason in plain words, for the receipt. */
export function discountReasons(m: Methodology): Record<string, { label: string; reason: string }> {
  const d = m.discounts;
  return {
    near_duplicate: {
      label: 'Near-duplicate',
      reason: `The same text was posted by ${d.nearDuplicate.minAuthors} or more different accounts within ${d.nearDuplicate.windowHours} hours: the pattern of a coordinated ring or copy-paste campaign.`,
    },
    paraphrase: {
      label: 'Paraphrase',
      reason: `Texts sharing at least ${d.paraphrase.minSimilarity * 100}% of their word pairs were posted by ${d.paraphrase.minAuthors} or more different accounts within ${d.paraphrase.windowHours} hours, at least ${d.paraphrase.minShare * 100}% of the accounts posting about the project in those hours: a campaign that rewords one script.`,
    },
    engagement_outlier: {
      label: 'Engagement outlier',
      reason: `Likes, replies and reposts were far out of line with the views (more than ${d.engagementOutlier.zScore} standard deviations above the usual ratio): the pattern of bought engagement.`,
    },
    young_account: {
      label: 'Young account',
      reason: `The account was less than ${d.youngAccount.days} days old when it posted; new accounts count less until they have a history.`,
    },
    untrusted_cluster: {
      label: 'Untrusted cluster',
      reason: `The account belongs to a group that mostly follows itself and earns little trust from accounts outside it; its posts count by the trust the group earned from outside (down to ${m.coordination.untrustedCluster.floor * 100}%).`,
    },
    coordinated_burst: {
      label: 'Coordinated burst',
      reason: `A follow cluster, a group of accounts each posting mostly about one project (a focus group), or a crowd of accounts new to a project whose reported followers no trusted account vouches for (since 1.6.0), that earned less than ${m.coordination.burst.maxEarned} of the trust from outside that accounts of its members' sizes earn (since 1.9.0; before, less than an ordinary account) suddenly started posting about a project it had rarely mentioned in the ${m.coordination.burst.historyDays} days before.`,
    },
    cluster_cap: {
      label: 'Cluster cap',
      reason: `A cluster (a follow cluster, a focus group, a crowd of unvouched accounts, or since 1.12.0 a vouching group: backed accounts and the thinly backed accounts they vouch for on a project they all post about) may add only a bounded share of a project's or narrative's attention, the smaller the less trust it earned from outside (${m.coordination.cap.share * 100}% at half an ordinary account's): a share of the attention from accounts in no cluster, and never more than that share of what as many average accounts give in all (since 1.7.0); the rest is not counted.${m.coordination.cap.licence ? ` Since 1.17.0 (the group licence), whatever trust it earned, a cluster may add to a project beyond what its members already gave it in the ${m.coordination.cap.licence.historyDays} days before at most ${m.coordination.cap.licence.share * 100}% of the attention from accounts outside its reach.` : ''}${m.coordination.crowd.atMinimum ? ` Since 1.43.0 a crowd does not take in an account that posted before the window and named its project only ${m.coordination.crowd.minPosts} times from the crowd's start, as long as chance explains that many among the project's other posters: the cap reaches every project a member names, and an honest newcomer would lose all of them.` : ''}`,
    },
    thin_backing_cap: {
      label: 'Thinly backed',
      reason: `The account's tracked followers that the seeded trust reaches (and that it does not follow back) are under ${m.coordination.backing.maxThin * 100}% of ${m.coordination.sizeReference.fullShare} × the median of accounts reporting as many followers (since 1.11.0): an audience nobody trusted vouches for. Since 1.13.0 an account that vouches for many more of one project's posters than chance would give (over ${m.coordination.backing.concentration.minCount}, and over ${m.coordination.backing.concentration.overChance}× what its number of follows and the project's share of all accounts explain) counts for those posters only in part: backing bought in bulk for a project is not an audience. Over ${m.projectWindowDays} days, such accounts together may add at most ${m.coordination.backing.share * 100}% of the attention the other accounts give a project (since 1.12.0 also a narrative, over ${m.narrativeWindowDays} days); the rest is not counted.`,
    },
    backing_circle_cap: {
      label: 'Backing circle',
      reason: `Since 1.14.0: the account is in a project's backing circle: it vouches (a follow it does not get back) for at least ${m.coordination.backing.circle?.minThin ?? 3} thinly backed accounts posting about the project, or is one of them, or at least ${(m.coordination.backing.circle?.mostShare ?? 0.5) * 100}% of its trusted followers are such vouchers. Attention licenses thinly backed accounts only when its backing is independent of theirs: over ${m.projectWindowDays} days the circle together may add at most ${m.coordination.backing.share * 100}% of the attention the accounts outside it give the project; the rest is not counted.`,
    },
    newcomer_cap: {
      label: 'Newcomer licence',
      reason: `Since 1.15.0: the account is new to a project (no post about it in the ${m.coordination.backing.newcomer?.historyDays ?? 60} days before the last ${m.projectWindowDays}) whose thinly backed accounts gave it more attention than all its other accounts license. A campaign can bring its licence with it, not attention from before it started: the thin attention over the licence is taken out of the newcomers' credit, so over ${m.projectWindowDays} days the newcomers count only as far as their attention exceeds that surplus, and the thin accounts are licensed by what is left and by the accounts that talked about the project before. Since 1.16.0 a post about the project in those ${m.coordination.backing.newcomer?.historyDays ?? 60} days counts as talking about it before only as far as that earlier attention was itself licensed (the same rule applied to those days): an account that first posted about it beside a thin flood then too counts as new for the rest. Where these bounds cut an account's posts, its KOL Score keeps only the share of its attention they keep (backing standing).`,
    },
    habit_bound: {
      label: 'Over its own habit',
      reason: m.coordination.habit
        ? `Since 1.40.0: an account's posts about one project in any ${m.coordination.habit.days} days count in full up to its own posts about it in the ${m.coordination.habit.historyDays} days before (scaled to the whole stretch where the data covers only part of it, and not judged under ${m.coordination.habit.days} days covered), plus ${m.coordination.habit.floor}; each post beyond counts ${m.coordination.habit.beyond * 100}%. A handful of accounts posting about a project many times a day forms no group, and its volume is not more voices; an account that talked about the project before keeps its habit.${m.coordination.habit.vouchedHistory ? ` Since 1.41.0 that history counts only as far as trusted accounts vouch for the account (min(1, backing ÷ ${m.coordination.backing.maxThin})), as its reach does: a habit nobody vouches for is as free to make as the push.` : ''}${m.coordination.habit.startAccounts ? ` Since 1.42.0 the data starts on the first day on which at least ${m.coordination.habit.startAccounts * 100}% as many accounts posted as on the median day of the last ${m.coordination.habit.days}, not at the oldest post: an import of a few accounts' old posts does not change anyone else's habit.` : ''}`
        : 'Not part of this methodology version.',
    },
  };
}

/** The KOL Score's components in plain words, for the receipt and the methodology page. */
export function componentHelp(m: Methodology): Record<string, string> {
  const ks = m.kolScore;
  const d = m.kolWindowDays;
  const activity = ks.activityBacked
    ? ` Since 1.39.0 it counts as far as trusted accounts vouch for the account, as reach does: in the share backing ÷ ${m.coordination.backing.maxThin} for a thinly backed account.`
    : '';
  return {
    reach: `Followers on a log scale; ${ks.reachFullFollowers.toLocaleString('en-US')} followers count in full.${
      ks.reachBacked
        ? ` Since 1.28.0 they count only as far as trusted accounts vouch for them: a thinly backed account (backing under ${m.coordination.backing.maxThin}, its trusted followers against those of accounts of its reported size) counts them in the share backing ÷ ${m.coordination.backing.maxThin}.`
        : ''
    }`,
    engagement: `Engagement rate over ${d} days; ${ks.engagementFullRate}% counts in full.${activity}`,
    smart: `Smart followers as a share of the smart set; ${ks.smartFullShare * 100}% counts in full.`,
    consistency: `Days with at least one post in the last ${d}.${activity}`,
    mindshare: `Square root of the ${d}-day mindshare; ${ks.mindshareFullPercent}% counts in full.`,
  };
}

/** The proof-of-work parts in plain words. */
export function proofOfWorkHelp(m: Methodology): Record<string, string> {
  const p = m.proofOfWork;
  return {
    deliverables: `Approved campaign deliverables; ${p.deliverablesFull} count in full.`,
    reach: `Views of the approved deliverables, on a log scale; ${p.reachFullViews.toLocaleString('en-US')} count in full.`,
    completion: 'Share of reviewed submissions that were approved.',
    identity: 'Half for signing in with X, half for a wallet proven by signature.',
    walletScore: 'The best wallet score from a scoring provider; left out when none is configured.',
  };
}
