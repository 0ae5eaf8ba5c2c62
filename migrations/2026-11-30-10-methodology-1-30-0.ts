import type { Kysely } from 'kysely';

/**
 * Methodology 1.30.0 (docs/methodology.md, "1.30.0: the periphery's regulars with a history"):
 * a periphery candidate with a posting history counts only its posts from the push's start, as a
 * vouched one does since 1.18.3; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.30.0',
      released_on: '2026-11-30',
      changes:
        "The periphery's regulars with a history: an account that follows a focus group's member and has posts from before the 30-day window counts only its posts about the group's project from the day the group started on it, as an account with vouched trust does since 1.18.3. An honest regular of a project, which had sold one follow to a swarm's account and named the project twice before the swarm came, was taken into the swarm's group and lost 52.6% of its mindshare (an attack held out after 1.29.0, at 20,000 KOLs).",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.30.0').execute();
}
