import type { Kysely } from 'kysely';

/**
 * Methodology 1.18.2 (docs/methodology.md, "1.18.2: bystanders a ring follows"): an account
 * joins a campaign's group by its own follows only; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.18.2',
      released_on: '2026-11-28',
      changes:
        "Campaign accounts join by their own follows only: an account in no group that names a campaign's project most joins the campaign's group when it follows at least 2 of the group's members, and no longer when the members follow it. Follows are free to give, so a ring could follow an honest regular of the project it pushes and take it into its group, where the group licence cut the regular's posts with the ring's (a ring of 30 accounts following 10 honest accounts each took 38-96% of three honest regulars' mindshare).",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.18.2').execute();
}
