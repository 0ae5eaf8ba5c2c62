import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Day = ColumnType<string, string, string>;

export interface PostsTable {
  id: Generated<number>;
  external_id: string;
  kol_id: string;
  created_at: Timestamp;
  day: Day;
  text: Generated<string>;
  text_hash: number;
  text_len: number;
  views: Generated<number>;
  likes: Generated<number>;
  replies: Generated<number>;
  reposts: Generated<number>;
  quotes: Generated<number>;
  bookmarks: Generated<number>;
  ingested_at: Generated<Date>;
  /** Copies of the post's rows in post_projects and post_narratives, for the engine. */
  project_ids: Generated<string[]>;
  narrative_ids: Generated<string[]>;
}

export interface PostProjectsTable {
  post_id: number;
  project_id: string;
}

export interface PostNarrativesTable {
  post_id: number;
  narrative_id: string;
}

export interface KolFollowsTable {
  follower_id: string;
  followee_id: string;
}

export interface PostDiscountsTable {
  post_id: number;
  kind:
    | 'near_duplicate'
    | 'engagement_outlier'
    | 'young_account'
    | 'untrusted_cluster'
    | 'coordinated_burst'
    | 'cluster_cap'
    | 'paraphrase'
    | 'thin_backing_cap'
    | 'backing_circle_cap'
    | 'newcomer_cap'
    | 'habit_bound';
  multiplier: number;
  detail: string;
}

export interface KolDailyTable {
  kol_id: string;
  day: Day;
  posts: number;
  views: number;
  likes: number;
  replies: number;
  reposts: number;
  quotes: number;
  bookmarks: number;
  engagement: number;
  /** Attention in whole micro-units (1e-6), so sums are exact. */
  raw_attention_micro: number;
  attention_micro: number;
}

export interface EntityDailyTable {
  day: Day;
  posts: number;
  views: number;
  attention_micro: number;
}

/** Per-KOL sums over day ranges ending at `ranking_state.sums_as_of` (kol-window-sums.sql.ts). */
export type KolWindowSumsTable = { kol_id: string } & Record<string, number | string>;

export interface KolWindowTotalsTable {
  window_days: number;
  cur: number;
  prev: number;
}

export interface MindshareWindowsTable {
  kind: 'kol' | 'project' | 'narrative';
  entity_id: string;
  window_days: number;
  attention: number;
  mindshare_percent: number;
  change_percent: number | null;
  views: number;
  posts: number;
}

export interface RankingsVersionTable {
  id: number;
  version: number;
}

export interface RankingStateTable {
  id: number;
  ratio_mean: number;
  ratio_stddev: number;
  smart_set_size: number;
  as_of: Day;
  sums_as_of: ColumnType<string | null, string | null | undefined, string | null>;
  sums_definition: string | null;
}

export interface RankingRunsTable {
  id: Generated<number>;
  mode: 'full' | 'day';
  as_of: Day;
  methodology_version: string;
  started_at: Timestamp;
  finished_at: Timestamp;
  duration_ms: number;
  posts_considered: number;
}

/**
 * What a recompute computes per KOL (the API's KOL fields that are not the X
 * profile), rebuilt whole by a run that changes most rows. No positions: the API
 * orders each rankings version's rows in memory (migration 2026-11-27-10).
 */
export interface KolScoreRowsTable {
  kol_id: string;
  kol_score: number | null;
  kol_score_percent_from_total: number | null;
  mindo_metric: number | null;
  engagement_rate: number | null;
  authenticity: number | null;
  proof_of_work: number | null;
  quality_score: number | null;
  total_posts: number | null;
  total_account_posts: number | null;
  avg_likes: number | null;
  total_account_likes: number | null;
  total_account_views: number | null;
  total_account_comments: number | null;
  total_account_retweets: number | null;
  posting_frequency: number | null;
  engagement_total: number | null;
  engagement_trend: number | null;
  avg_likes_trend: number | null;
  sync_status: string | null;
  next_sync: Timestamp | null;
  /** The follower counts the order is taken from (migration 2026-11-24-91). */
  rank_followers: number | null;
  rank_smart_followers: number | null;
}

/**
 * The `kol_scores` view (migration 2026-11-27-10): the rows with each sortable field's
 * position, numbered over the whole table. For SQL readers outside hot paths.
 */
export interface KolScoresTable extends KolScoreRowsTable {
  pos_mindo_metric: number | null;
  pos_kol_score: number | null;
  pos_followers: number | null;
  pos_smart_followers: number | null;
  pos_engagement_rate: number | null;
  pos_posting_frequency: number | null;
  pos_mindshare: number | null;
}
