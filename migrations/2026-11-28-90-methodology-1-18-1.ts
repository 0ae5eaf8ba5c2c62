import type { Kysely } from 'kysely';

/**
 * Methodology 1.18.1 (docs/methodology.md, "Unvouched crowds" and "1.18.1: a bystander of the
 * crowd rule"): an unvouched account counts toward a project's crowd only where the project is
 * over chance among its own posts about projects; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.18.1',
      released_on: '2026-11-28',
      changes:
        "Unvouched crowds are a campaign's: an unvouched account counts toward (and joins) the crowd of a project new to it only when that project's share of its own posts about projects in the last 30 days is at least 3 times the project's share of all posts about projects there (3: the over-chance factor of 1.13.0). A ring's cover accounts that name an honest project no more often than chance no longer form a crowd on it that takes the project's honest newcomers.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.18.1').execute();
}
