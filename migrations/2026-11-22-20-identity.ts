import { type Kysely, sql } from 'kysely';

/** Sessions, one-time email links, referrals, staff login throttling, analytics events. Frozen. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sessions')
    // The cookie carries a random token; only its SHA-256 is stored, so a database
    // leak does not hand out live sessions.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('id', 'uuid', (c) => c.notNull().unique())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('email_login_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('referred_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('referred_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('users_referred_by_idx').on('users').column('referred_by').execute();
  // A user cannot refer themselves, even through a direct write.
  await sql`alter table users add constraint users_no_self_referral check (referred_by is null or referred_by <> id)`.execute(
    db,
  );

  await db.schema
    .createTable('staff_login_failures')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('username_key', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('staff_login_failures_user_idx')
    .on('staff_login_failures')
    .columns(['username_key', 'failed_at'])
    .execute();
  await db.schema
    .createIndex('staff_login_failures_addr_idx')
    .on('staff_login_failures')
    .columns(['address', 'failed_at'])
    .execute();

  await db.schema
    .createTable('track_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('props', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('track_events').execute();
  await db.schema.dropTable('staff_login_failures').execute();
  await sql`alter table users drop constraint users_no_self_referral`.execute(db);
  await db.schema.alterTable('users').dropColumn('referred_at').dropColumn('referred_by').execute();
  await db.schema.dropTable('email_login_tokens').execute();
  await db.schema.dropTable('sessions').execute();
}
