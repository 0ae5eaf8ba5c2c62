import type { Methodology } from './methodology.ts';
import { discountReasons } from './methodology-help.ts';
import {
  mindoMetricOf,
  type ProofOfWorkInputs,
  type ProofOfWorkPart,
  proofOfWorkParts,
} from './proof-of-work.ts';
import { COMPONENTS, componentFormulas, countedFollowers, evaluate, vouchedShare } from './score-formulas.ts';

/** One discounted post of the window, with its appeal if any. */
export interface DiscountedPost {
  postId: string;
  url: string;
  postedAt: string;
  kind: string;
  multiplier: number;
  detail: string;
  appeal: { id: string; status: 'open' | 'upheld' | 'overturned'; note: string | null } | null;
}

/** What the engine stored for one KOL, enough to rebuild and explain its score. */
export interface ScoreInputs {
  kolId: string;
  twitterUsername: string;
  asOf: string | null;
  followers: number;
  engagementRate: number | null;
  smartFollowersCount: number;
  smartSetSize: number;
  activeDays: number;
  mindsharePercent: number;
  authenticity: number;
  credibility: number | null;
  proofOfWork: number | null;
  qualityScore: number | null;
  kolScore: number | null;
  mindoMetric: number | null;
  windows: { windowDays: number; mindsharePercent: number; changePercent: number | null }[];
  discounts: {
    kind: string;
    posts: number;
    averageMultiplier: number;
    examples: { postId: string; multiplier: number; detail: string }[];
  }[];
  postsInWindow: number;
  proofOfWorkInputs: ProofOfWorkInputs | null;
  /**
   * The standing of the KOL's follow cluster (1 outside one) and the cluster it is
   * about: the KOL Score is the components' sum times the standing.
   */
  standing: { value: number; evidence: string | null };
  /**
   * The account's backing where it is thinly backed (null otherwise: 1): its vouchers and the
   * bar of its size (0.8 × the median). Since 1.28.0 reach counts its followers in that share.
   */
  backing: { value: number; vouchers: number; reference: number } | null;
  /** Discounted posts of the window, newest first (at most a page), overturned ones included. */
  discountedPosts: DiscountedPost[];
  discountedPostsTotal: number;
}

export interface ScoreComponent {
  name: 'reach' | 'engagement' | 'smart' | 'consistency' | 'mindshare';
  input: number;
  normalized: number;
  weight: number;
  contribution: number;
  /** The contribution in hundredths, apportioned so the components add up to kolScore exactly. */
  points: number;
  /** Why the input counts for less than it reads (reach of a thinly backed account, since 1.28.0). */
  evidence?: string;
}

export interface ScoreBreakdown {
  kolId: string;
  twitterUsername: string;
  methodologyVersion: string;
  asOf: string | null;
  kolScore: number | null;
  mindoMetric: number | null;
  components: ScoreComponent[];
  /** Multiplies every component: the share of its cluster's attention the defence keeps. */
  standing: { value: number; evidence: string | null };
  credibility: number | null;
  authenticity: number;
  proofOfWork: number | null;
  qualityScore: number | null;
  windows: ScoreInputs['windows'];
  discounts: ScoreInputs['discounts'];
  postsInWindow: number;
  /** kolScore × authenticity × (1 + bonus × proofOfWork / 100), from the stored factors. */
  mindmark: {
    kolScore: number | null;
    authenticity: number;
    proofOfWork: number | null;
    proofOfWorkBonus: number;
    factor: number;
    result: number | null;
  };
  proofOfWorkInputs: ProofOfWorkInputs | null;
  proofOfWorkParts: ProofOfWorkPart[];
  discountedPosts: (DiscountedPost & { label: string; reason: string })[];
  discountedPostsTotal: number;
}

/**
 * Rounds the contributions to hundredths so that they add up to `total` exactly
 * (largest remainders first), as long as their exact sum is within a hundredth of it;
 * otherwise each is rounded on its own and the mismatch stays visible.
 */
export function apportion(values: number[], total: number): number[] {
  const cents = values.map((v) => v * 100);
  const floors = cents.map(Math.floor);
  let left = Math.round(total * 100) - floors.reduce((a, b) => a + b, 0);
  if (Math.abs(cents.reduce((a, b) => a + b, 0) - total * 100) > 1 || left < 0 || left > values.length)
    return values.map((v) => Math.round(v * 100) / 100);
  const order = cents
    .map((c, i) => [c - (floors[i] ?? 0), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const out = [...floors];
  for (const [, i] of order) {
    if (left <= 0) break;
    out[i] = (out[i] ?? 0) + 1;
    left--;
  }
  return out.map((c) => c / 100);
}

const round = (n: number, digits = 6) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Rebuilds the KOL score from its stored inputs with the published weights, so a
 * reader can check that the components add up to the score the engine stored.
 */
export function buildScoreBreakdown(inputs: ScoreInputs, m: Methodology): ScoreBreakdown {
  const ks = m.kolScore;
  const smartShare = inputs.smartFollowersCount / Math.max(1, inputs.smartSetSize);
  // The inputs as the engine's SQL binds them, the components from the same formulas.
  const env = {
    followers: inputs.followers,
    engagementRate: inputs.engagementRate ?? 0,
    smartShare,
    activeDays: inputs.activeDays,
    mindshare: inputs.mindsharePercent,
    backing: inputs.backing?.value ?? 1,
  };
  const formulas = componentFormulas(m);
  const shown = {
    reach: env.followers,
    engagement: env.engagementRate,
    smart: smartShare,
    consistency: env.activeDays,
    mindshare: env.mindshare,
  };
  const parts: [ScoreComponent['name'], number, number][] = COMPONENTS.map((name) => [
    name,
    shown[name],
    evaluate(formulas[name], env),
  ]);
  const standing = inputs.standing.value;
  const exact = parts.map(([name, , normalized]) => ks.scale * ks.weights[name] * normalized * standing);
  const points =
    inputs.kolScore === null
      ? exact.map((v) => Math.round(v * 100) / 100)
      : apportion(exact, inputs.kolScore);
  const reasons = discountReasons(m);
  const bonus = m.mindoMetric.proofOfWorkBonus;
  const evidence: Partial<Record<ScoreComponent['name'], string>> = {};
  if (m.kolScore.reachBacked && inputs.backing)
    evidence.reach = reachEvidence(inputs.followers, inputs.backing, m);
  if (m.kolScore.activityBacked && inputs.backing) {
    const line = activityEvidence(inputs.backing, m);
    evidence.engagement = `engagement ${line}`;
    evidence.consistency = `consistency ${line}`;
  }
  return {
    kolId: inputs.kolId,
    twitterUsername: inputs.twitterUsername,
    methodologyVersion: m.version,
    asOf: inputs.asOf,
    kolScore: inputs.kolScore,
    mindoMetric: inputs.mindoMetric,
    components: parts.map(([name, input, normalized], i) => ({
      name,
      input: round(input),
      normalized: round(normalized),
      weight: ks.weights[name],
      contribution: round(exact[i] ?? 0, 4),
      points: points[i] ?? 0,
      ...(evidence[name] ? { evidence: evidence[name] } : {}),
    })),
    standing: inputs.standing,
    credibility: inputs.credibility,
    authenticity: inputs.authenticity,
    proofOfWork: inputs.proofOfWork,
    qualityScore: inputs.qualityScore,
    windows: inputs.windows,
    discounts: inputs.discounts,
    postsInWindow: inputs.postsInWindow,
    mindmark: {
      kolScore: inputs.kolScore,
      authenticity: inputs.authenticity,
      proofOfWork: inputs.proofOfWork,
      proofOfWorkBonus: bonus,
      factor: 1 + (bonus * (inputs.proofOfWork ?? 0)) / 100,
      result:
        inputs.kolScore === null
          ? null
          : mindoMetricOf(inputs.kolScore, inputs.authenticity, inputs.proofOfWork, m),
    },
    proofOfWorkInputs: inputs.proofOfWorkInputs,
    proofOfWorkParts: inputs.proofOfWorkInputs ? proofOfWorkParts(inputs.proofOfWorkInputs, m) : [],
    discountedPosts: inputs.discountedPosts.map((p) => ({
      ...p,
      label: reasons[p.kind]?.label ?? p.kind,
      reason: reasons[p.kind]?.reason ?? p.detail,
    })),
    discountedPostsTotal: inputs.discountedPostsTotal,
  };
}

type Backing = NonNullable<ScoreInputs['backing']>;

/** What a thinly backed account's receipt lines say about its backing (one sentence, every line). */
const backingClause = (backing: Backing, m: Methodology) =>
  `the account has ${round(backing.vouchers, 2)} trusted followers it does not follow back, against ${round(backing.reference, 2)} (${m.coordination.sizeReference.fullShare} × the median of accounts of its reported size), a backing of ${backing.value}`;

/**
 * The engagement and consistency lines of a thinly backed account's receipt (docs/methodology.md,
 * "1.39.0: activity as far as it is vouched"), after the component's name.
 */
function activityEvidence(backing: Backing, m: Methodology): string {
  // The share comes from the published formula, not a second copy of the rule.
  const share = evaluate(vouchedShare(m), { backing: backing.value });
  return `counts in the share ${round(share, 4)}: ${backingClause(backing, m)}; posting and engagement count in full from a backing of ${m.coordination.backing.maxThin}, as reach does (since 1.39.0)`;
}

/** The reach line of a thinly backed account's receipt (docs/methodology.md, "1.28.0"). */
function reachEvidence(followers: number, backing: Backing, m: Methodology): string {
  // The share comes from the published formula, not a second copy of the rule.
  const counted = evaluate(countedFollowers(m), { followers, backing: backing.value });
  const share = followers > 0 ? counted / followers : 1;
  return `reach counts ${Math.round(counted)} of the ${followers} followers X reports (${round(share, 4)} of them): ${backingClause(backing, m)}; reported followers count in full from a backing of ${m.coordination.backing.maxThin} (since 1.28.0)`;
}
