import type { Kysely } from 'kysely';

/**
 * Methodology 1.29.0 (docs/methodology.md, "1.29.0: a crowd's target is the one it names most"):
 * an unvouched account's new project counts toward a crowd when it names it more often than any
 * other project, over chance among its posts or not; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.29.0',
      released_on: '2026-11-29',
      changes:
        "A crowd's target is the one it names most: an unvouched account's new project counts toward its crowd when the account names it more often than any other project, as well as when it takes over 3 times its share of everyone's posts. Ten accounts padding 7 posts about their target with 30 about random other projects stayed under the 3 times and in no group, and kept 43.1% of their lift (an attack held out after 1.27.0).",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.29.0').execute();
}
