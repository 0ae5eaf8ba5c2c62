import type { RewardPool } from './reward-pool.ts';

export interface NarrativeLink {
  narrative: { id: string; name: string };
  projectMindsharePercent: number;
}

export interface Project {
  id: string;
  stage: string | null;
  featured: boolean;
  hidden: boolean;
  mindshare: number | null;
  mindsharePercent: number | null;
  /** Also the slug of the project page. */
  twitterUsername: string;
  twitterId: string | null;
  twitterDisplayName: string | null;
  twitterAvatarUrl: string | null;
  twitterDescription: string | null;
  twitterDescriptionLink: string | null;
  twitterFollowersCount: number | null;
  twitterFollowingCount: number | null;
  twitterIsVerified: boolean;
  twitterGoldBadge: boolean;
  twitterLang: string;
  twitterCreatedAt: string | null;
  smartFollowersCount: number | null;
  coinSymbol: string | null;
  coinMarketCap: number | null;
  coinPrice: number | null;
  coinContractAddress: string | null;
  coinName: string | null;
  coinImageUrl: string | null;
  narrativeLinks: NarrativeLink[];
  rewardPools: RewardPool[];
  /** Sum of the project's pools' totals, in dollars. */
  totalRewardPoolUsd: number;
}

export interface ProjectSummary {
  id: string;
  twitterDisplayName: string | null;
  twitterUsername: string;
}
