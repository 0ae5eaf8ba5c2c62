import type { Kysely } from 'kysely';

/**
 * Methodology 1.38.0 (docs/methodology.md, "1.38.0: a periphery over chance"): a vouched follower
 * of one focus group member joins it only where it names the group's project over chance; the
 * change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.38.0',
      released_on: '2026-11-30',
      changes:
        "A periphery over chance: an account that follows a member of a group of accounts focused on one project, and posts about that project twice in the month, was counted as the group's periphery and judged with it. Since 1.38.0 an account whose audience trusted accounts vouch for, and that follows only one of the group's accounts, joins only where that project takes more of its posts about projects than 3 times the project's share of everyone's, or is the project it names most. Before, an honest account that a campaign had paid to follow one of its accounts, and that named the campaign's large target now and then like anyone else, was capped with the campaign.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.38.0').execute();
}
