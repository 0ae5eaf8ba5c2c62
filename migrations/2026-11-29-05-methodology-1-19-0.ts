import type { Kysely } from 'kysely';

/**
 * Methodology 1.19.0 (docs/methodology.md, "1.19.0: narratives named without a project"): a
 * post that names no project counts for the focus groups and the group licence as a post about
 * the narratives it names; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.19.0',
      released_on: '2026-11-29',
      changes:
        'Narratives named without a project: a post that names no project counts as a post about each narrative it names (only an import can name a narrative without a project), for the focus groups and for the group licence. Accounts focused on such a narrative form a focus group on it, and whatever trust the group earned, it may add to the narrative beyond its established attention at most the like attention (posts naming it and no project) from accounts outside its reach. Before, a swarm of unconnected aged accounts posting about a narrative and no project formed no group and kept all of its lift on the narrative, with or without bought follows.',
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.19.0').execute();
}
