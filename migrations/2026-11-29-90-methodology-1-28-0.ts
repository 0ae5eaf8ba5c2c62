import type { Kysely } from 'kysely';

/**
 * Methodology 1.28.0 (docs/methodology.md, "1.28.0: reach as far as it is vouched"): the KOL
 * Score's reach counts a thinly backed account's reported followers in the share its backing
 * supports; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.28.0',
      released_on: '2026-11-29',
      changes:
        "Reach as far as it is vouched: the KOL Score's reach counts a thinly backed account's reported followers only in the share min(1, backing ÷ 0.5) that trusted accounts vouch for. Twenty accounts of 20–45 days reporting 20,000–60,000 bought followers, vouched for by nobody, ranked 15th to 32nd of 2,000 on reach and daily posting alone (an attack held out after 1.27.0).",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.28.0').execute();
}
