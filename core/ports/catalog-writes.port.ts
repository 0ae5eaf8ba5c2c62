import type { KolInput } from '../domain/kol.ts';

export interface ProjectInput {
  twitterUsername: string;
  stage?: string | null;
  featured?: boolean;
  hidden?: boolean;
  twitterId?: string | null;
  twitterDisplayName?: string | null;
  twitterAvatarUrl?: string | null;
  twitterDescription?: string | null;
  twitterDescriptionLink?: string | null;
  twitterFollowersCount?: number | null;
  twitterFollowingCount?: number | null;
  twitterIsVerified?: boolean;
  twitterGoldBadge?: boolean;
  twitterLang?: string;
  twitterCreatedAt?: string | null;
  smartFollowersCount?: number | null;
  coinSymbol?: string | null;
  coinMarketCap?: number | null;
  coinPrice?: number | null;
  coinContractAddress?: string | null;
  coinName?: string | null;
  coinImageUrl?: string | null;
  /** Replaces the narrative links when given. */
  narrativeIds?: string[];
}

/** Writes of the admin app. Each returns false / null when the row does not exist. */
export interface CatalogWriteRepository {
  /** Throws CONFLICT when the username is taken. */
  createKol(id: string, input: KolInput): Promise<void>;
  updateKol(id: string, input: KolInput): Promise<boolean>;
  deleteKol(id: string): Promise<boolean>;
  createProject(id: string, input: ProjectInput): Promise<void>;
  updateProject(id: string, input: ProjectInput): Promise<boolean>;
  /** Throws CONFLICT when the project still has reward pools. */
  deleteProject(id: string): Promise<boolean>;
}
