import { type Kysely, sql } from 'kysely';

/**
 * The payout ledger and the review audit of reward submissions (issue 6). Both are
 * append-only (a trigger refuses UPDATE and DELETE) and carry no foreign key to pools,
 * submissions or staff, so deleting any of those never erases history. Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('reward_submissions')
    .addColumn('views', 'bigint', (c) => c.check(sql`views >= 0`))
    // The current (unreversed) payout, kept in step with the ledger in the review transaction.
    .addColumn('payout_cents', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`payout_cents >= 0`))
    // How many times the submission was approved: part of the ledger keys, so a payout
    // and its reversal are each booked once per approval.
    .addColumn('approval_round', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`alter table reward_submissions add constraint reward_submissions_payout_when_approved
    check (status = 'approved' or payout_cents = 0)`.execute(db);
  await db.schema
    .createIndex('reward_submissions_pool_status_idx')
    .on('reward_submissions')
    .columns(['reward_pool_id', 'status'])
    .execute();

  await db.schema
    .createTable('reward_payouts')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    // `<submission>:payout:<round>` or `<submission>:reversal:<round>`: a repeated request
    // for the same approval or reversal hits this key instead of paying twice.
    .addColumn('entry_key', 'text', (c) => c.notNull().unique())
    .addColumn('reward_pool_id', 'uuid', (c) => c.notNull())
    .addColumn('submission_id', 'uuid', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('payout', 'reversal')`))
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('reverses_id', 'uuid', (c) => c.unique().references('reward_payouts.id'))
    .addColumn('review_id', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'reward_payouts_signed',
      sql`(kind = 'payout' and amount_cents >= 0 and reverses_id is null)
        or (kind = 'reversal' and amount_cents <= 0 and reverses_id is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('reward_payouts_pool_idx')
    .on('reward_payouts')
    .column('reward_pool_id')
    .execute();
  await db.schema
    .createIndex('reward_payouts_submission_idx')
    .on('reward_payouts')
    .column('submission_id')
    .execute();

  await db.schema
    .createTable('reward_submission_reviews')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    // Reviews can share a timestamp; the sequence keeps their order.
    .addColumn('seq', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addColumn('submission_id', 'uuid', (c) => c.notNull())
    .addColumn('reward_pool_id', 'uuid', (c) => c.notNull())
    .addColumn('staff_id', 'uuid', (c) => c.notNull())
    .addColumn('staff_username', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text', (c) =>
      c.notNull().check(sql`from_status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('to_status', 'text', (c) =>
      c.notNull().check(sql`to_status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('payout_delta_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('reward_submission_reviews_submission_idx')
    .on('reward_submission_reviews')
    .columns(['submission_id', 'seq'])
    .execute();

  await sql`create function reward_history_append_only() returns trigger language plpgsql as $$
    begin
      raise exception '% is append-only', tg_table_name using errcode = 'P0001';
    end $$`.execute(db);
  for (const table of ['reward_payouts', 'reward_submission_reviews']) {
    await sql`create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.table(table)}
      for each row execute function reward_history_append_only()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reward_submission_reviews').execute();
  await db.schema.dropTable('reward_payouts').execute();
  await sql`drop function reward_history_append_only()`.execute(db);
  await db.schema.dropIndex('reward_submissions_pool_status_idx').execute();
  await sql`alter table reward_submissions drop constraint reward_submissions_payout_when_approved`.execute(
    db,
  );
  await db.schema
    .alterTable('reward_submissions')
    .dropColumn('views')
    .dropColumn('payout_cents')
    .dropColumn('approval_round')
    .execute();
}
