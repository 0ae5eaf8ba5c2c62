import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: string;
  username: string | null;
  email: string | null;
  avatar_url: string | null;
  twitter_id: string | null;
  kol_id: string | null;
  referral_code: string;
  base_multiplier_tenths: Generated<number>;
  earned_points: Generated<number>;
  primary_wallet_id: string | null;
  referred_by: string | null;
  referred_at: ColumnType<Date, Date | string, Date | string> | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface WalletsTable {
  id: string;
  user_id: string;
  address: string;
  chain: string;
  label: string | null;
  symbol: string | null;
  explorer: string | null;
  ruby_wallet_score: number | null;
  nomis_wallet_score: number | null;
  created_at: CreatedAt;
}

export interface StaffUsersTable {
  id: string;
  username: string;
  password_hash: string;
  role: 'admin' | 'PROJECT';
  project_id: string | null;
  disabled: Generated<boolean>;
  created_at: CreatedAt;
}
