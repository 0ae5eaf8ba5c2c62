import type { Methodology } from './methodology.ts';

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
}

export interface ScoreComponent {
  name: 'reach' | 'engagement' | 'smart' | 'consistency' | 'mindshare';
  input: number;
  normalized: number;
  weight: number;
  contribution: number;
}

export interface ScoreBreakdown {
  kolId: string;
  twitterUsername: string;
  methodologyVersion: string;
  asOf: string | null;
  kolScore: number | null;
  mindoMetric: number | null;
  components: ScoreComponent[];
  credibility: number | null;
  authenticity: number;
  proofOfWork: number | null;
  qualityScore: number | null;
  windows: ScoreInputs['windows'];
  discounts: ScoreInputs['discounts'];
  postsInWindow: number;
}

const round = (n: number, digits = 6) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * Rebuilds the KOL score from its stored inputs with the published weights, so a
 * reader can check that the components add up to the score the engine stored.
 */
export function buildScoreBreakdown(inputs: ScoreInputs, m: Methodology): ScoreBreakdown {
  const ks = m.kolScore;
  const smartShare = inputs.smartFollowersCount / Math.max(1, inputs.smartSetSize);
  const parts: [ScoreComponent['name'], number, number][] = [
    [
      'reach',
      inputs.followers,
      Math.min(1, Math.log10(1 + inputs.followers) / Math.log10(1 + ks.reachFullFollowers)),
    ],
    [
      'engagement',
      inputs.engagementRate ?? 0,
      Math.min(1, (inputs.engagementRate ?? 0) / ks.engagementFullRate),
    ],
    ['smart', smartShare, Math.min(1, smartShare / ks.smartFullShare)],
    ['consistency', inputs.activeDays, Math.min(1, inputs.activeDays / m.kolWindowDays)],
    [
      'mindshare',
      inputs.mindsharePercent,
      Math.sqrt(Math.min(1, inputs.mindsharePercent / ks.mindshareFullPercent)),
    ],
  ];
  return {
    kolId: inputs.kolId,
    twitterUsername: inputs.twitterUsername,
    methodologyVersion: m.version,
    asOf: inputs.asOf,
    kolScore: inputs.kolScore,
    mindoMetric: inputs.mindoMetric,
    components: parts.map(([name, input, normalized]) => ({
      name,
      input: round(input),
      normalized: round(normalized),
      weight: ks.weights[name],
      contribution: round(ks.scale * ks.weights[name] * normalized, 4),
    })),
    credibility: inputs.credibility,
    authenticity: inputs.authenticity,
    proofOfWork: inputs.proofOfWork,
    qualityScore: inputs.qualityScore,
    windows: inputs.windows,
    discounts: inputs.discounts,
    postsInWindow: inputs.postsInWindow,
  };
}
