import type { Kysely } from 'kysely';

/**
 * Methodology 1.36.0 (docs/methodology.md, "1.36.0: a flood's history counts where it serves"):
 * in the newcomer licence's look at the days before the window, a thinly backed account counts
 * only where it named the project over chance; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.36.0',
      released_on: '2026-11-30',
      changes:
        "A flood's history counts where it serves: when thinly backed accounts flood a project, its newcomers' posts are cut only if more of them arrive than at the project's usual pace, read from the 60 days before the window. Since 1.36.0 a thinly backed account counts in those earlier days only where it named the project more than chance then. Before, thin accounts posting evenly about every project made every project's earlier days look flooded, which shrank each project's usual pace and cut hundreds of honest newcomers' posts on projects nobody was pushing.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.36.0').execute();
}
