import { type Kysely, sql } from 'kysely';

/** Narratives, projects and their links, KOLs: the public catalog (docs/data-model.md). Frozen. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('narratives')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('mindshare_percent', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('mindshare_change_7d', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('mindshare_change_30d', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('mindshare_change_90d', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('total_views', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('twitter_username', 'text', (c) => c.notNull())
    .addColumn('stage', 'text')
    .addColumn('featured', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('mindshare', 'double precision')
    .addColumn('mindshare_percent', 'double precision')
    .addColumn('twitter_id', 'text')
    .addColumn('twitter_display_name', 'text')
    .addColumn('twitter_avatar_url', 'text')
    .addColumn('twitter_description', 'text')
    .addColumn('twitter_description_link', 'text')
    .addColumn('twitter_followers_count', 'bigint')
    .addColumn('twitter_following_count', 'bigint')
    .addColumn('twitter_is_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('twitter_gold_badge', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('twitter_lang', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('twitter_created_at', 'timestamptz')
    .addColumn('smart_followers_count', 'bigint')
    .addColumn('coin_symbol', 'text')
    .addColumn('coin_market_cap', 'double precision')
    .addColumn('coin_price', 'double precision')
    .addColumn('coin_contract_address', 'text')
    .addColumn('coin_name', 'text')
    .addColumn('coin_image_url', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The handle is the page slug: one project per handle, whatever its case.
  await sql`create unique index projects_username_key on projects (lower(twitter_username))`.execute(db);

  await db.schema
    .createTable('project_narratives')
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('narrative_id', 'uuid', (c) => c.notNull().references('narratives.id').onDelete('cascade'))
    .addColumn('project_mindshare_percent', 'double precision', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('project_narratives_pk', ['project_id', 'narrative_id'])
    .execute();

  await db.schema
    .createTable('kols')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('twitter_id', 'text', (c) => c.unique())
    .addColumn('twitter_username', 'text', (c) => c.notNull())
    .addColumn('twitter_display_name', 'text')
    .addColumn('twitter_avatar_url', 'text')
    .addColumn('twitter_description', 'text')
    .addColumn('twitter_followers_count', 'bigint')
    .addColumn('twitter_following_count', 'bigint')
    .addColumn('twitter_created_at', 'timestamptz')
    .addColumn('is_business_account', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('account_status', 'text', (c) => c.notNull().defaultTo('Active'))
    .addColumn('smart_followers_count', 'bigint')
    .addColumn('kol_score', 'double precision')
    .addColumn('kol_score_percent_from_total', 'double precision')
    .addColumn('mindo_metric', 'double precision')
    .addColumn('engagement_rate', 'double precision')
    .addColumn('total_posts', 'bigint')
    .addColumn('total_account_posts', 'bigint')
    .addColumn('avg_likes', 'double precision')
    .addColumn('proof_of_work', 'double precision')
    .addColumn('quality_score', 'double precision')
    .addColumn('total_account_likes', 'bigint')
    .addColumn('total_account_views', 'bigint')
    .addColumn('total_account_comments', 'bigint')
    .addColumn('total_account_retweets', 'bigint')
    .addColumn('sync_status', 'text')
    .addColumn('last_sync', 'timestamptz')
    .addColumn('next_sync', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index kols_username_key on kols (lower(twitter_username))`.execute(db);

  await db.schema
    .createTable('demo_seed')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('seed', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['demo_seed', 'kols', 'project_narratives', 'projects', 'narratives']) {
    await db.schema.dropTable(t).execute();
  }
}
