import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface PointsLedgerTable {
  id: Generated<number>;
  user_id: string;
  award_key: string;
  kind: string;
  base_points: number;
  multiplier_tenths: number;
  points: number;
  created_at: CreatedAt;
}

export interface BadgesTable {
  id: string;
  user_id: string;
  kind: string;
  label: string;
  seat: number;
  multiplier_tenths: number;
  awarded_at: CreatedAt;
}

export interface BadgeSupplyTable {
  kind: string;
  issued: Generated<number>;
}

export interface WalletNoncesTable {
  nonce: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}
