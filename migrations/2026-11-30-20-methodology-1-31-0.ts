import type { Kysely } from 'kysely';

/**
 * Methodology 1.31.0 (docs/methodology.md, "1.31.0: a project's cap on the narrative's older
 * posts"): a project's backed-audience cap applies to its thinly backed accounts' posts about it
 * over the narrative window; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.31.0',
      released_on: '2026-11-30',
      changes:
        "A project's cap on the narrative's older posts: where the backed-audience cap bounds a project's thinly backed accounts, their posts about it over the 90-day narrative window take the same multiplier, not only those of the 30-day project window. 100 thinly backed accounts that planted 2 posts each about a small project in the 60 days before the project window kept 53.7% of their lift on its narrative (an attack held out after 1.29.0).",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.31.0').execute();
}
