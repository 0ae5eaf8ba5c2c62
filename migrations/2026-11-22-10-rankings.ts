import { type Kysely, sql } from 'kysely';

/**
 * The ranking data model: posts with public metrics, their project mentions and
 * narratives, follow edges among tracked accounts, per-post discounts, daily
 * rollups, windowed mindshare and the stored rank positions that make deep pages
 * as cheap as the first. KOLs are the tracked accounts; a project's X account is
 * matched through projects.twitter_id / twitter_username. Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('kols')
    .addColumn('x_post_count', 'bigint')
    .addColumn('credibility', 'double precision')
    .addColumn('pagerank', 'double precision')
    .addColumn('posting_frequency', 'double precision')
    .addColumn('authenticity', 'double precision')
    .addColumn('engagement_total', 'bigint')
    .addColumn('engagement_trend', 'double precision')
    .addColumn('avg_likes_trend', 'double precision')
    .addColumn('pos_mindo_metric', 'integer')
    .addColumn('pos_kol_score', 'integer')
    .addColumn('pos_followers', 'integer')
    .addColumn('pos_smart_followers', 'integer')
    .addColumn('pos_engagement_rate', 'integer')
    .addColumn('pos_posting_frequency', 'integer')
    .addColumn('pos_mindshare', 'integer')
    .execute();
  for (const c of [
    'pos_mindo_metric',
    'pos_kol_score',
    'pos_followers',
    'pos_smart_followers',
    'pos_engagement_rate',
    'pos_posting_frequency',
    'pos_mindshare',
  ]) {
    await db.schema.createIndex(`kols_${c}_idx`).on('kols').column(c).execute();
  }

  // How many rows have a value per sortable field, so a page in either direction
  // maps to a range of stored positions without counting the table.
  await db.schema
    .createTable('kol_rank_meta')
    .addColumn('field', 'text', (c) => c.primaryKey())
    .addColumn('ranked', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('posts')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('external_id', 'text', (c) => c.notNull().unique())
    .addColumn('kol_id', 'uuid', (c) => c.notNull().references('kols.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    // Normalized text (no URLs, mentions, digits, punctuation, case) hashed: the
    // near-duplicate key. Filled by the writer with the same SQL expression everywhere.
    .addColumn('text_hash', 'integer', (c) => c.notNull())
    .addColumn('text_len', 'integer', (c) => c.notNull())
    .addColumn('views', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('likes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('replies', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('reposts', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('quotes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('bookmarks', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('ingested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'posts_metrics_non_negative',
      sql`views >= 0 and likes >= 0 and replies >= 0 and reposts >= 0 and quotes >= 0 and bookmarks >= 0`,
    )
    .execute();
  await db.schema.createIndex('posts_day_idx').on('posts').columns(['day', 'kol_id']).execute();
  await db.schema.createIndex('posts_kol_idx').on('posts').columns(['kol_id', 'created_at']).execute();
  await db.schema
    .createIndex('posts_text_hash_idx')
    .on('posts')
    .columns(['text_hash', 'created_at'])
    .execute();

  await db.schema
    .createTable('post_projects')
    .addColumn('post_id', 'bigint', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('post_projects_pk', ['post_id', 'project_id'])
    .execute();
  await db.schema.createIndex('post_projects_project_idx').on('post_projects').column('project_id').execute();

  await db.schema
    .createTable('post_narratives')
    .addColumn('post_id', 'bigint', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('narrative_id', 'uuid', (c) => c.notNull().references('narratives.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('post_narratives_pk', ['post_id', 'narrative_id'])
    .execute();

  await db.schema
    .createTable('kol_follows')
    .addColumn('follower_id', 'uuid', (c) => c.notNull().references('kols.id').onDelete('cascade'))
    .addColumn('followee_id', 'uuid', (c) => c.notNull().references('kols.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('kol_follows_pk', ['follower_id', 'followee_id'])
    .addCheckConstraint('kol_follows_not_self', sql`follower_id <> followee_id`)
    .execute();
  await db.schema.createIndex('kol_follows_followee_idx').on('kol_follows').column('followee_id').execute();

  // Sparse: a row only for a post that was discounted, one per reason.
  await db.schema
    .createTable('post_discounts')
    .addColumn('post_id', 'bigint', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('near_duplicate', 'engagement_outlier', 'young_account')`),
    )
    .addColumn('multiplier', 'double precision', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_discounts_pk', ['post_id', 'kind'])
    .execute();

  // Attention here is after discounts and before the author's credibility, which
  // is applied when windows are summed so a credibility change needs no re-rollup.
  await db.schema
    .createTable('kol_daily')
    .addColumn('kol_id', 'uuid', (c) => c.notNull().references('kols.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('posts', 'integer', (c) => c.notNull())
    .addColumn('views', 'bigint', (c) => c.notNull())
    .addColumn('likes', 'bigint', (c) => c.notNull())
    .addColumn('replies', 'bigint', (c) => c.notNull())
    .addColumn('reposts', 'bigint', (c) => c.notNull())
    .addColumn('quotes', 'bigint', (c) => c.notNull())
    .addColumn('bookmarks', 'bigint', (c) => c.notNull())
    .addColumn('engagement', 'bigint', (c) => c.notNull())
    .addColumn('raw_attention', 'double precision', (c) => c.notNull())
    .addColumn('attention', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('kol_daily_pk', ['day', 'kol_id'])
    .execute();

  // Project and narrative rollups carry the credibility-weighted attention.
  for (const [table, column, ref] of [
    ['project_daily', 'project_id', 'projects.id'],
    ['narrative_daily', 'narrative_id', 'narratives.id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(column, 'uuid', (c) => c.notNull().references(ref).onDelete('cascade'))
      .addColumn('day', 'date', (c) => c.notNull())
      .addColumn('posts', 'integer', (c) => c.notNull())
      .addColumn('views', 'bigint', (c) => c.notNull())
      .addColumn('attention', 'double precision', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['day', column])
      .execute();
  }

  await db.schema
    .createTable('mindshare_windows')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('kol', 'project', 'narrative')`))
    .addColumn('entity_id', 'uuid', (c) => c.notNull())
    .addColumn('window_days', 'integer', (c) => c.notNull())
    .addColumn('attention', 'double precision', (c) => c.notNull())
    .addColumn('mindshare_percent', 'double precision', (c) => c.notNull())
    .addColumn('change_percent', 'double precision')
    .addColumn('views', 'bigint', (c) => c.notNull())
    .addColumn('posts', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('mindshare_windows_pk', ['kind', 'entity_id', 'window_days'])
    .execute();

  // Population statistics of log engagement ratio, kept by the full recompute so a
  // daily run judges outliers against the same population.
  await db.schema
    .createTable('ranking_state')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('ratio_mean', 'double precision', (c) => c.notNull())
    .addColumn('ratio_stddev', 'double precision', (c) => c.notNull())
    .addColumn('smart_set_size', 'integer', (c) => c.notNull())
    .addColumn('as_of', 'date', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ranking_runs')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('full', 'day')`))
    .addColumn('as_of', 'date', (c) => c.notNull())
    .addColumn('methodology_version', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('posts_considered', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'ranking_runs',
    'ranking_state',
    'mindshare_windows',
    'narrative_daily',
    'project_daily',
    'kol_daily',
    'post_discounts',
    'kol_follows',
    'post_narratives',
    'post_projects',
    'posts',
    'kol_rank_meta',
  ]) {
    await db.schema.dropTable(t).execute();
  }
  for (const c of [
    'x_post_count',
    'credibility',
    'pagerank',
    'posting_frequency',
    'authenticity',
    'engagement_total',
    'engagement_trend',
    'avg_likes_trend',
    'pos_mindo_metric',
    'pos_kol_score',
    'pos_followers',
    'pos_smart_followers',
    'pos_engagement_rate',
    'pos_posting_frequency',
    'pos_mindshare',
  ]) {
    await db.schema.alterTable('kols').dropColumn(c).execute();
  }
}
