import type { Kysely } from 'kysely';

/**
 * Methodology 1.18.0 (docs/methodology.md, "Tied newcomers"): accounts new to a project with
 * more follows with its other new posters than chance gives are one group; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.18.0',
      released_on: '2026-11-28',
      changes:
        "Tied newcomers: accounts in no group that are new to a project (no post about it in the 60 days before the last 30) and follow or are followed by at least 2 of its other new posters, and 3 times as many as their own follows and the number of those posters give by chance, are one group per project (the project on which each has the most such ties). It is judged by the group licence only, with a share of 200% (its attention to a project beyond its established members' may add at most twice the attention from accounts in no group out of its reach; no earned-trust cap, no burst), and its standing multiplies its members' KOL Score; its members stay free attention for the groups of earlier versions and count as accounts in no group for the backing bounds.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.18.0').execute();
}
