import type { Kysely } from 'kysely';

/**
 * Methodology 1.10.0 (docs/methodology.md, "Campaign accounts"): a campaign's share counts
 * every flagged cluster's posts and, where a crowd outnumbers its project's regulars, the
 * newcomers' too; a campaign's member sheltered in a group that earned its trust moves to
 * the campaign. Only the change log row: the engine's tables are unchanged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.10.0',
      released_on: '2026-11-25',
      changes:
        "Campaign accounts judged by the campaign they push: a project is a campaign's when clusters of any kind that earned under 0.75 write at least half of its posts (before: only the groups with that project); where a crowd's posts about its project outnumber those of the project's regulars (accounts that posted about it before the window), accounts new to it count and join with the crowd; a member of a group that earned its trust moves to a campaign when it posted at least twice about the campaign's project and follows at least two of its members; for a project that is a campaign's only by these new counts, an account joins only by its own follows.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.10.0').execute();
}
