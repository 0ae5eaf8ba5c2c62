import type { Kysely } from 'kysely';

/**
 * Methodology 1.35.0 (docs/methodology.md, "1.35.0: a project's regulars are not its push"):
 * a project's focused accounts that named it before the window are a group apart from those
 * new to it; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.35.0',
      released_on: '2026-11-30',
      changes:
        "A project's regulars are not its push: accounts posting mostly about one project form a focus group, and since 1.35.0 those that named the project in the 90 days before the window form a group apart from those new to it, each judged on what it earned itself. Before, an honest regular of a large project that happened to post mostly about it in the month of a swarm of silent accounts on it was judged as one of the swarm, and its posts were capped with theirs.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.35.0').execute();
}
