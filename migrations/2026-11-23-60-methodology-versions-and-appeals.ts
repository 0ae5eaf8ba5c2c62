import { type Kysely, sql } from 'kysely';

/**
 * Trust in the numbers (docs/methodology.md, "Versions", "Proof of work", "Appeals"):
 * the change log of methodology versions that every ranking run points at, the
 * per-KOL proof-of-work inputs a run used, and creators' appeals against discounts.
 * Frozen: a later version of the methodology adds its row in its own migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('methodology_versions')
    .addColumn('version', 'text', (c) => c.primaryKey())
    .addColumn('released_on', 'date', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('methodology_versions')
    .values([
      {
        version: '1.0.0',
        released_on: '2026-11-22',
        changes:
          'First published methodology: attention per post from views and weighted engagement, credibility from account age and smart followers, 7/30/90-day mindshare, KOL score from reach, engagement, smart followers, consistency and 30-day mindshare; near-duplicate, engagement-outlier and young-account discounts; proof of work as the share of reviewed reward submissions that were approved.',
      },
      {
        version: '1.1.0',
        released_on: '2026-11-23',
        changes:
          'Proof of work redefined from what the platform itself knows: approved campaign deliverables and their views, the completion rate of reviewed submissions, verified identity (X sign-in and a wallet proven by signature) and the wallet score when a provider is configured. It now only adds to the Mindmark Score (up to 15%), never lowers it. Discounts overturned on appeal are left out of every later run.',
      },
    ])
    .execute();
  // Every run names a published version.
  await sql`alter table ranking_runs add constraint ranking_runs_methodology_version_fkey
    foreign key (methodology_version) references methodology_versions (version)`.execute(db);

  // Rebuilt by every run: what the proof of work of each KOL with any was computed from.
  await db.schema
    .createTable('kol_proof_of_work')
    .addColumn('kol_id', 'uuid', (c) => c.primaryKey())
    .addColumn('approved', 'integer', (c) => c.notNull())
    .addColumn('reviewed', 'integer', (c) => c.notNull())
    .addColumn('approved_views', 'bigint', (c) => c.notNull())
    .addColumn('x_verified', 'boolean', (c) => c.notNull())
    .addColumn('wallet_proven', 'boolean', (c) => c.notNull())
    .addColumn('wallet_score', 'float8')
    .addColumn('proof_of_work', 'float8', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('discount_appeals')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('post_id', 'bigint', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // The discount as it stood when appealed: an overturned one is gone from post_discounts.
    .addColumn('multiplier', 'float8', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('kol_id', 'uuid', (c) => c.notNull().references('kols.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`length(reason) between 10 and 500`))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('open').check(sql`status in ('open', 'upheld', 'overturned')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // The decision: who, when, why. Written once (the update only matches open appeals).
    .addColumn('decided_by', 'uuid')
    .addColumn('decided_by_username', 'text')
    .addColumn('decision_note', 'text')
    .addColumn('decided_at', 'timestamptz')
    // When a full run first left an overturned discount out.
    .addColumn('applied_at', 'timestamptz')
    .addCheckConstraint(
      'discount_appeals_decided',
      sql`(status = 'open') = (decided_at is null) and (status = 'open') = (decided_by is null)`,
    )
    .execute();
  // One appeal per discount of a post, and one open appeal per post at a time.
  await db.schema
    .createIndex('discount_appeals_post_kind_key')
    .on('discount_appeals')
    .columns(['post_id', 'kind'])
    .unique()
    .execute();
  await sql`create unique index discount_appeals_open_post_key on discount_appeals (post_id) where status = 'open'`.execute(
    db,
  );
  await db.schema
    .createIndex('discount_appeals_status_idx')
    .on('discount_appeals')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('discount_appeals_user_idx')
    .on('discount_appeals')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('discount_appeals').execute();
  await db.schema.dropTable('kol_proof_of_work').execute();
  await sql`alter table ranking_runs drop constraint ranking_runs_methodology_version_fkey`.execute(db);
  await db.schema.dropTable('methodology_versions').execute();
}
