import { type Kysely, sql } from 'kysely';

/** Creators, staff, wallets, reward pools and submissions (docs/data-model.md, docs/rewards.md). Frozen. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('username', 'text')
    .addColumn('email', 'text')
    .addColumn('avatar_url', 'text')
    .addColumn('twitter_id', 'text', (c) => c.unique())
    .addColumn('kol_id', 'uuid', (c) => c.unique().references('kols.id').onDelete('set null'))
    .addColumn('referral_code', 'text', (c) => c.notNull().unique())
    // Multiplier in tenths (10 = 1.0x) so point awards stay integer arithmetic.
    .addColumn('base_multiplier_tenths', 'integer', (c) =>
      c.notNull().defaultTo(10).check(sql`base_multiplier_tenths > 0`),
    )
    .addColumn('earned_points', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index users_username_key on users (lower(username))`.execute(db);
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);

  await db.schema
    .createTable('wallets')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // Normalized (EIP-55 or base58) before storage: one address, one owner.
    .addColumn('address', 'text', (c) => c.notNull().unique())
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('symbol', 'text')
    .addColumn('explorer', 'text')
    .addColumn('ruby_wallet_score', 'double precision')
    .addColumn('nomis_wallet_score', 'double precision')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('primary_wallet_id', 'uuid', (c) => c.references('wallets.id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('staff_users')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'PROJECT')`))
    .addColumn('project_id', 'uuid', (c) => c.references('projects.id').onDelete('cascade'))
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('staff_project_role', sql`(role = 'PROJECT') = (project_id is not null)`)
    .execute();
  await sql`create unique index staff_users_username_key on staff_users (lower(username))`.execute(db);

  await db.schema
    .createTable('reward_pools')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('restrict'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('reward', 'text')
    .addColumn('deadline', 'timestamptz')
    .addColumn('platforms', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('requirements', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('active').check(sql`status in ('active', 'upcoming', 'closed')`),
    )
    .addColumn('total_amount_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_out_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('reward_rate_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('reward_unit', 'text')
    .addColumn('campaign_target_views', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // The money rule lives in the database too: a pool never pays out more than it holds.
    .addCheckConstraint(
      'reward_pools_amounts',
      sql`total_amount_cents >= 0 and reward_rate_cents >= 0 and paid_out_cents >= 0 and paid_out_cents <= total_amount_cents`,
    )
    .execute();
  await db.schema.createIndex('reward_pools_project_idx').on('reward_pools').column('project_id').execute();

  await db.schema
    .createTable('reward_submissions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('reward_pool_id', 'uuid', (c) => c.notNull().references('reward_pools.id').onDelete('cascade'))
    .addColumn('kol_id', 'uuid', (c) => c.notNull().references('kols.id').onDelete('cascade'))
    .addColumn('content_url', 'text', (c) => c.notNull())
    .addColumn('normalized_url', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('reward_submissions_pool_url_key', ['reward_pool_id', 'normalized_url'])
    .execute();
  await db.schema
    .createIndex('reward_submissions_kol_idx')
    .on('reward_submissions')
    .column('kol_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reward_submissions').execute();
  await db.schema.dropTable('reward_pools').execute();
  await db.schema.dropTable('staff_users').execute();
  await db.schema.alterTable('users').dropColumn('primary_wallet_id').execute();
  await db.schema.dropTable('wallets').execute();
  await db.schema.dropTable('users').execute();
}
