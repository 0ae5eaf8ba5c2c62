import type { Kysely } from 'kysely';

/**
 * Methodology 1.21.0 (docs/methodology.md, "1.21.0: a crowd's members with a history"): a
 * crowd member that posted before the window is judged as one that a trusted account vouches
 * for; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.21.0',
      released_on: '2026-11-29',
      changes:
        "A crowd's members with a history: a member of an unvouched crowd that posted anything in the 60 days before the 30-day window is judged as a member that some trusted account vouches for: it counts only its posts about the project from the crowd's start and stays with at least 2 of them, and where chance expects one such newcomer or more on the project, those in the crowd must be over chance on their own. A campaign's rented accounts post for it and little else; at 100,000 KOLs two honest accounts with months of posts, each naming the swarm's target once before the swarm came and once during it, were taken into its crowd, and one of them lost 75.0% of its mindshare.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.21.0').execute();
}
