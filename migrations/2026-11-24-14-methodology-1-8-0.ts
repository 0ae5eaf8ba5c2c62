import type { Kysely } from 'kysely';

/**
 * Methodology 1.8.0 (docs/methodology.md, "Size reference", "Periphery", "Caps"): earned
 * trust measured against accounts of the same reported size, under-backed accounts in
 * crowds, a focus group's periphery, caps licensed only from outside a cluster's reach.
 * Only the change log row: the engine's tables are unchanged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.8.0',
      released_on: '2026-11-24',
      changes:
        "Trust measured against accounts of the same reported size: a cluster's earned trust compares its members' inflow from outside with 0.8 times the median inflow of accounts in no cluster reporting about as many followers (buckets a factor 2 apart), not with the median account, so followers bought outside the graph no longer make an account look ordinary and rings' own accounts no longer move the reference of honest groups. An account with at least 1,000 followers whose vouched trust is under 0.5 of that median for its size is unvouched for crowds. An account following a focus group's member (not followed back) that posted at least twice about its project joins the group. A cap's free attention leaves out the cluster's neighbours (accounts following or followed by a member).",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.8.0').execute();
}
