import type { Kysely } from 'kysely';

/**
 * Methodology 1.43.0 (docs/methodology.md, "1.43.0: a bystander at the minimum"): the change log
 * row. No new discount kind: the crowd rule frees more of its members, and nothing else changes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.43.0',
      released_on: '2026-12-01',
      changes:
        "A bystander at the minimum: a crowd's member that posted before the window and named the crowd's project exactly twice from the crowd's start (the least a member does) is freed, as one with fewer posts is, but only as many as chance explains among the project's posters outside the crowd, the longest-standing first. An honest account new to a project that a slow crowd pushed was taken into the crowd, whose cap reaches every project its members name, and lost 99.6% of its mindshare at 20,000 KOLs; a project that only a campaign talks about frees none of the campaign's accounts.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.43.0').execute();
}
