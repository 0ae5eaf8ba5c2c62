/** Reads behind the trust features: the methodology change log and a KOL's own rank. */
export interface MethodologyVersion {
  version: string;
  releasedOn: string;
  changes: string;
}

export interface MethodologyVersionRepository {
  /** Newest first. */
  list(): Promise<MethodologyVersion[]>;
}

export interface StoredRank {
  kolId: string;
  twitterUsername: string;
  /** Null between an admin adding the KOL and the next rebuild of the positions. */
  position: number | null;
  total: number;
  mindoMetric: number | null;
  mindshareChange7d: number | null;
}

export interface OwnRankRepository {
  /** The KOL's stored position by the Mindmark Score (descending), read from kol_scores. */
  rankOf(kolId: string): Promise<StoredRank | null>;
}
