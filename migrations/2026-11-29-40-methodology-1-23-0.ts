import type { Kysely } from 'kysely';

/**
 * Methodology 1.23.0 (docs/methodology.md, "1.23.0: members freed within chance"): the crowd's
 * start frees only as many established members as chance explains; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.23.0',
      released_on: '2026-11-29',
      changes:
        "Members freed within chance: the members of an unvouched crowd that its start leaves out (vouched for, or with a history, and with fewer than 2 posts about the project from the crowd's start) are left out only while they are fewer than chance explains (at least 5, and the chance bar of such newcomers on the project); more than that are the campaign's, and every one of them stays in the crowd with all its posts. A swarm that gave 100 of its accounts a history and had each name the target once before its core started kept 77.0% of its lift at 20,000 KOLs with 1.21.0 and 1.22.0 (5.4% with 1.20.0).",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.23.0').execute();
}
