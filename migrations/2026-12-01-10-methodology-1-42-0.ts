import type { Kysely } from 'kysely';

/**
 * Methodology 1.42.0 (docs/methodology.md, "1.42.0: the data's start is the tracker's"): the change
 * log row. No new discount kind: habit_bound's data start is read from how many accounts posted each day.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.42.0',
      released_on: '2026-12-01',
      changes:
        "The data's start is the tracker's: the habit bound's history is known from the first day on which at least a quarter as many accounts posted as on the median day of the last 30, not from the oldest post in the data. At 100,000 KOLs an import of 3 accounts' posts from 150 days back moved the start 30 days earlier for everyone, and 1.41.0 then cut 1,168 posts of an honest account (4.9% of its mindshare) that it had left alone without the import.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.42.0').execute();
}
