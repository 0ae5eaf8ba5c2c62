import { type Kysely, sql } from 'kysely';

/** Points ledger, badges and the badge supply counter (issue 5). Frozen. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('points_ledger')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The event that paid: the same key can never pay twice, whatever the application does.
    .addColumn('award_key', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('base_points', 'integer', (c) => c.notNull().check(sql`base_points > 0`))
    // The user's multiplier when the award was made, in tenths: later changes never rewrite history.
    .addColumn('multiplier_tenths', 'integer', (c) => c.notNull().check(sql`multiplier_tenths > 0`))
    .addColumn('points', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('points_ledger_arithmetic', sql`points = (base_points * multiplier_tenths) / 10`)
    .execute();
  await db.schema.createIndex('points_ledger_user_idx').on('points_ledger').column('user_id').execute();

  // Append-only: corrections are new rows, never edits. Deleting a user still cascades
  // (the delete then comes from the foreign key's own trigger, one level deeper).
  await sql`
    create function points_ledger_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and pg_trigger_depth() > 1 then
        return old;
      end if;
      raise exception 'points_ledger is append-only';
    end
    $$`.execute(db);
  await sql`
    create trigger points_ledger_append_only before update or delete on points_ledger
    for each row execute function points_ledger_append_only()`.execute(db);

  await sql`alter table users add constraint users_earned_points_non_negative check (earned_points >= 0)`.execute(
    db,
  );

  await db.schema
    .createTable('badges')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    // Which of the limited badges this is (1 = the first sign-up).
    .addColumn('seat', 'integer', (c) => c.notNull().check(sql`seat > 0`))
    .addColumn('multiplier_tenths', 'integer', (c) => c.notNull().check(sql`multiplier_tenths > 0`))
    .addColumn('awarded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('badges_user_kind_key', ['user_id', 'kind'])
    .addUniqueConstraint('badges_kind_seat_key', ['kind', 'seat'])
    .execute();

  // One row per limited badge kind: taking a seat is one conditional update, so
  // concurrent sign-ups can never hand out more than the supply.
  await db.schema
    .createTable('badge_supply')
    .addColumn('kind', 'text', (c) => c.primaryKey())
    .addColumn('issued', 'integer', (c) => c.notNull().defaultTo(0).check(sql`issued >= 0`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('badge_supply').execute();
  await db.schema.dropTable('badges').execute();
  await sql`alter table users drop constraint users_earned_points_non_negative`.execute(db);
  await db.schema.dropTable('points_ledger').execute();
  await sql`drop function points_ledger_append_only()`.execute(db);
}
