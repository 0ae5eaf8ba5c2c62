import type { Kysely } from 'kysely';

/**
 * Methodology 1.33.0 (docs/methodology.md, "1.33.0: a narrative named without a project, capped
 * on its own"): posts that name a narrative and no project are a side of their own for the
 * backed-audience cap; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.33.0',
      released_on: '2026-11-30',
      changes:
        "A narrative named without a project is capped on its own: thinly backed accounts' posts that name a narrative and no project may add at most as much attention as other accounts' posts that name it and no project, over the narrative's 90 days. Before, they were measured against everything said about the narrative's projects, so 100 small accounts posting twice each over a month about a narrative (an attack held out after 1.32.0) kept all of the share they added to it.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.33.0').execute();
}
