import type { Kysely } from 'kysely';

/**
 * Methodology 1.34.0 (docs/methodology.md, "1.34.0: a size bucket is the data's, not a
 * campaign's"): a size bucket is widened until it holds 30 accounts that posted before the
 * window; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.34.0',
      released_on: '2026-11-30',
      changes:
        "A size bucket is the data's, not a campaign's: accounts are measured against the median of accounts reporting about as many followers, and a bucket with fewer than 30 accounts is widened to its neighbours; since 1.34.0 only accounts that posted in the 60 days before the window count toward those 30. Before, a campaign that brought 30 silent accounts of a rare size made their bucket its own: its median was their own zero trusted followers, and none of them counted as thinly backed.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.34.0').execute();
}
