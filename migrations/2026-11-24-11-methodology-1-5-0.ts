import type { Kysely } from 'kysely';

/**
 * Methodology 1.5.0 (docs/methodology.md, "Focus groups"): padding-proof focus and
 * awakened accounts. Only the change log row: the engine's tables are unchanged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.5.0',
      released_on: '2026-11-24',
      changes:
        "Focus groups see through padding and dormant accounts: an account is also focused on the project it names at least twice as often as any other (a campaign padded with posts about many other projects), and an account with no post in the 60 days before the 30-day window is focused from 3 posts about its project instead of 5. An account whose tracked followers are mostly one focus group's members, and that posted about its project, joins the group. A follow a focus group's member returns earns the group nothing (follow-for-follow is a trade). The group evidence counts its silent members.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.5.0').execute();
}
