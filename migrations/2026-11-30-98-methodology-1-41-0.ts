import type { Kysely } from 'kysely';

/**
 * Methodology 1.41.0 (docs/methodology.md, "1.41.0: a habit as far as it is vouched"): the change
 * log row. No new discount kind: habit_bound's allowance counts the history in the account's
 * vouched share.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.41.0',
      released_on: '2026-11-30',
      changes:
        "A habit as far as it is vouched: the habit bound's history (an account's posts about a project in the 90 days before any 30) raises its allowance only in the account's vouched share, min(1, backing ÷ 0.5), as its reach and activity count; the 10 posts of the floor stay. A handful that built a habit nobody vouches for (a post every other day for five months, then 2 a day) kept 89.8% of its lift at 20,000 KOLs with 1.40.0.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.41.0').execute();
}
