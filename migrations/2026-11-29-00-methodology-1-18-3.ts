import type { Kysely } from 'kysely';

/**
 * Methodology 1.18.3 (docs/methodology.md, "1.18.3: regulars from before the push"): a
 * campaign's periphery counts only posts from the day its focused accounts started on the
 * project; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.18.3',
      released_on: '2026-11-29',
      changes:
        "Regulars from before the push: an account that follows one of a campaign's accounts joins the campaign's periphery only with posts about its project made on or after the day the campaign's focused accounts first posted about it in the window. A fan who named the project before the push and followed one of the accounts pushing it (a follow an attack can buy from it) was taken into the group and lost 38-52% of its mindshare.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.18.3').execute();
}
