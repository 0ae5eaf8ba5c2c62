import type { Kysely } from 'kysely';

/**
 * Methodology 1.9.0 (docs/methodology.md, "Campaign accounts", "The coordination
 * discounts"): a flagged group's loose accounts join it, and only a group that earned
 * under three quarters of its size reference bursts. Only the change log row: the
 * engine's tables are unchanged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.9.0',
      released_on: '2026-11-24',
      changes:
        "Campaign accounts: when groups that earned under 0.75 of the trust accounts of their members' sizes earn write at least half of a project's posts over 30 days, an account in no group that names that project most (at least twice) and follows or is followed by at least two of the group's members joins the group with the most posts about it, so a campaign's loose accounts share its caps and standing. A coordinated burst now needs a group that earned under 0.75 (before: under 1), so an honest group just under the bar is no longer halved on its new topics.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.9.0').execute();
}
