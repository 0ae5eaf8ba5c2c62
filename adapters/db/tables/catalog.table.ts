import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface NarrativesTable {
  id: string;
  name: string;
  mindshare_percent: Generated<number>;
  mindshare_change_7d: Generated<number>;
  mindshare_change_30d: Generated<number>;
  mindshare_change_90d: Generated<number>;
  total_views: Generated<number>;
  created_at: CreatedAt;
}

export interface ProjectsTable {
  id: string;
  twitter_username: string;
  stage: string | null;
  featured: Generated<boolean>;
  hidden: Generated<boolean>;
  mindshare: number | null;
  mindshare_percent: number | null;
  twitter_id: string | null;
  twitter_display_name: string | null;
  twitter_avatar_url: string | null;
  twitter_description: string | null;
  twitter_description_link: string | null;
  twitter_followers_count: number | null;
  twitter_following_count: number | null;
  twitter_is_verified: Generated<boolean>;
  twitter_gold_badge: Generated<boolean>;
  twitter_lang: Generated<string>;
  twitter_created_at: Timestamp | null;
  smart_followers_count: number | null;
  coin_symbol: string | null;
  coin_market_cap: number | null;
  coin_price: number | null;
  coin_contract_address: string | null;
  coin_name: string | null;
  coin_image_url: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ProjectNarrativesTable {
  project_id: string;
  narrative_id: string;
  project_mindshare_percent: Generated<number>;
}

export interface KolsTable {
  id: string;
  twitter_id: string | null;
  twitter_username: string;
  twitter_display_name: string | null;
  twitter_avatar_url: string | null;
  twitter_description: string | null;
  twitter_followers_count: number | null;
  twitter_following_count: number | null;
  twitter_created_at: Timestamp | null;
  is_business_account: Generated<boolean>;
  account_status: Generated<string>;
  smart_followers_count: number | null;
  last_sync: Timestamp | null;
  x_post_count: ColumnType<number | null, number | null | undefined, number | null>;
  credibility: ColumnType<number | null, number | null | undefined, number | null>;
  pagerank: ColumnType<number | null, number | null | undefined, number | null>;
  /** Trust propagated from the seed accounts, 1 = an average account's share (methodology 1.2.0). */
  trust: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DemoSeedTable {
  id: number;
  seed: number;
  created_at: CreatedAt;
}
