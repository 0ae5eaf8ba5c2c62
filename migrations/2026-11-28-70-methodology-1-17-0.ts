import type { Kysely } from 'kysely';

/**
 * Methodology 1.17.0 (docs/methodology.md, "Group licence"): whatever trust a group earned, its
 * attention to a project beyond what its established members give is capped by the attention
 * from accounts outside its reach; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.17.0',
      released_on: '2026-11-28',
      changes:
        "Group licence: a group (follow cluster, focus group, vouching group, crowd or campaign) that earned an ordinary account's trust from outside itself was never capped, and that trust can be bought as follows from real accounts. Now any group may add to a project, beyond the attention of its members that posted about it in the 60 days before the window (counted as far as the group's attention then was licensed), at most 100% of the attention from accounts in no group that neither follow a member nor are followed by one (a cluster_cap whose detail names the group licence).",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.17.0').execute();
}
