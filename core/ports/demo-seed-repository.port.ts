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

export interface DemoDataSet {
  narratives: (SeedNarrative & Omit<Narrative, 'id' | 'name'>)[];
  projects: SeedProject[];
  pools: SeedPool[];
  accounts: IngestAccount[];
  posts: IngestPost[];
  follows: IngestFollow[];
  /** When the data set was generated: the accounts' last sync. */
  generatedAt: string;
}

export interface DemoSeedRepository {
  /** True once a demo data set has been written. */
  isSeeded(): Promise<boolean>;
  /** Writes the whole set in one transaction, with the marker that makes it run once. */
  write(data: DemoDataSet, seed: number): Promise<void>;
}
