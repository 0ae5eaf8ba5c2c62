import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface SessionsTable {
  token_hash: string;
  id: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface EmailLoginTokensTable {
  token_hash: string;
  email: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface StaffLoginFailuresTable {
  id: Generated<number>;
  username_key: string;
  address: string;
  failed_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface TrackEventsTable {
  id: Generated<number>;
  event: string;
  props: ColumnType<Record<string, unknown>, string, string>;
  user_id: string | null;
  created_at: CreatedAt;
}
