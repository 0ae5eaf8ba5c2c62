import type { Kysely } from 'kysely';

/**
 * Methodology 1.39.0 (docs/methodology.md, "1.39.0: activity as far as it is vouched"): a thinly
 * backed account's engagement and consistency count in the KOL Score as far as trusted accounts
 * vouch for it, as its reach has since 1.28.0; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.39.0',
      released_on: '2026-11-30',
      changes:
        "Activity as far as it is vouched: since 1.28.0 the followers X reports count in an account's reach only as far as trusted accounts vouch for it. Since 1.39.0 its engagement rate and the days it posted count in the same share: posting every day with ordinary likes is as easy to make as a bought audience. Before, 60 accounts that posted daily, with two bought follows each, ranked 21st to 30th of 2,000 by KOL Score. Mindshare is unchanged; only the KOL Score of thinly backed accounts moves.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.39.0').execute();
}
