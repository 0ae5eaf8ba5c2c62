import type { Kysely } from 'kysely';

/**
 * Methodology 1.19.0 (docs/methodology.md, "Vouched reach"): a thinly backed account's reach
 * counts its reported followers only as far as its vouchers back them; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.19.0',
      released_on: '2026-11-28',
      changes:
        "Vouched reach: a thinly backed account's reach (KOL Score) counts its reported followers only as far as its vouchers back them, followers × backing ÷ 0.5 (1 at the thin bar, 0 with no voucher); followers X reports are free to buy, a vouched follow is paid per follower (the principle of 1.11.0).",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.19.0').execute();
}
