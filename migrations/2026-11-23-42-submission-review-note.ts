import { type Kysely, sql } from 'kysely';

/**
 * A reviewer may leave a short note when approving or rejecting a submission
 * (docs/rewards.md, "Review notes"). The submission keeps the note of its latest review,
 * which the creator sees; each audit row keeps the note given with that review. Core
 * refuses notes over 500 characters; the checks only stop a writer that skips core.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reward_submissions').addColumn('review_note', 'text').execute();
  await db.schema.alterTable('reward_submission_reviews').addColumn('review_note', 'text').execute();
  await sql`alter table reward_submissions add constraint reward_submissions_review_note_length
    check (char_length(review_note) <= 500)`.execute(db);
  await sql`alter table reward_submission_reviews add constraint reward_submission_reviews_review_note_length
    check (char_length(review_note) <= 500)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reward_submission_reviews').dropColumn('review_note').execute();
  await db.schema.alterTable('reward_submissions').dropColumn('review_note').execute();
}
