import type { Narrative } from '../domain/narrative.ts';
import type { Project } from '../domain/project.ts';
import type { IngestAccount, IngestFollow, IngestPost } from './social-ingest.port.ts';

/**
 * What the demo seeding use case needs from storage. The ranking and read-side
 * use cases declare their own, narrower ports.
 */
export interface SeedNarrative {
  id: string;
  name: string;
}

export interface SeedProject extends Omit<Project, 'narrativeLinks' | 'rewardPools' | 'totalRewardPoolUsd'> {
  narrativeLinks: { narrativeId: string; projectMindsharePercent: number }[];
}

export interface SeedPool {
  id: string;
  projectId: string;
  title: string;
  description: string;
  reward: string;
  deadline: string;
  platforms: string[];
  status: 'active' | 'upcoming' | 'closed';
  totalAmountCents: number;
  rewardRateCents: number;
  rewardUnit: string;
  campaignTargetViews: number;
  requirements: string[];
  /** The methodology version the pool is pinned to (the one in force when seeding). */
  methodologyVersion: string;
}

/** Creators who use the platform and their submissions; decisions are booked after writing. */
export interface DemoWork {
  creators: {
    userId: string;
    /** The tracked KOL's handle; the user signs in as it (demo sign-in finds the same user). */
    username: string;
    referralCode: string;
    wallet: { id: string; address: string; chain: string } | null;
  }[];
  submissions: {
    id: string;
    poolId: string;
    username: string;
    contentUrl: string;
    normalizedUrl: string;
    status: 'pending' | 'approved' | 'rejected';
    views: number;
    at: string;
  }[];
}

export interface DemoDataSet {
  narratives: (SeedNarrative & Omit<Narrative, 'id' | 'name'>)[];
  projects: SeedProject[];
  pools: SeedPool[];
  accounts: IngestAccount[];
  posts: IngestPost[];
  follows: IngestFollow[];
  /** Platform work (creator accounts, submissions); absent in older data sets. */
  work?: DemoWork;
  /** When the data set was generated: the accounts' last sync. */
  generatedAt: string;
}

export interface DemoSeedRepository {
  /** True once a demo data set has been written. */
  isSeeded(): Promise<boolean>;
  /** Writes the whole set in one transaction, with the marker that makes it run once. */
  write(data: DemoDataSet, seed: number): Promise<void>;
}
