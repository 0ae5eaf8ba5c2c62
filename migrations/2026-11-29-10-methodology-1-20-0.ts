import type { Kysely } from 'kysely';

/**
 * Methodology 1.20.0 (docs/methodology.md, "1.20.0: crowds against chance"): an unvouched crowd
 * is one that chance does not explain, instead of a fixed share of its project's posters; the
 * change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.20.0',
      released_on: '2026-11-29',
      changes:
        "Crowds against chance: unvouched accounts new to a project form a crowd when they are more than chance puts among the project's posters (odds of 1 in 1,000 or less, chance measured as the other projects' unvouched newcomers per poster), instead of at least 5% of the posters; a member that some trusted account vouches for counts only its posts from the crowd's start, and where chance expects one such account or more on the project, those in the crowd must be over chance on their own. A fixed share does not scale with the data: at 20,000 KOLs a swarm of 150 accounts on a project with about 1,250 posters formed no crowd and kept 38.6% of its lift, and an honest newcomer of the project that named it before another swarm came lost 63.0% in that swarm's crowd.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.20.0').execute();
}
