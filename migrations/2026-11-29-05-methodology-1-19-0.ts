import type { Kysely } from 'kysely';

/**
 * Methodology 1.19.0 (docs/methodology.md, "1.19.0: narratives named without a project"): a
 * post that names no project counts toward its author's focus for the narratives it names, so
 * a swarm pushing a narrative forms a focus group on it; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.19.0',
      released_on: '2026-11-29',
      changes:
        "Narratives named without a project: a post that names no project counts toward its author's focus for each narrative it names (only an import can name a narrative without a project), so accounts focused on a narrative form a focus group on it and the narrative cap judges the group by the trust it earned from outside itself. Before, a swarm of unconnected aged accounts posting about a narrative and no project formed no group and kept all of its lift on the narrative.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.19.0').execute();
}
