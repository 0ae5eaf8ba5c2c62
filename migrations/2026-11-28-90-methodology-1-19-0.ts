import type { Kysely } from 'kysely';

/**
 * Methodology 1.19.0 (docs/methodology.md, "Whose flood"): the newcomer licence charges the
 * newcomers only with the flood's own part of the excess, the licence from before the flood is
 * judged back to the oldest post, and the backing's size reference is floored from below; the
 * change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.19.0',
      released_on: '2026-11-28',
      changes:
        "Whose flood: where a project's thinly backed accounts exceed what its other accounts license, only the flood's own part of the excess (the attention of thinly backed accounts that name the project at least 3 times as often, as a share of their posts about projects, as all posts about projects do) is taken out of its newcomers' credit; the rest is cut from the thinly backed accounts alone. The licence from before the flood is judged period by period (60 days each) back to the oldest post held, not one period back. The backing's size reference of a bucket (the median vouchers of accounts in no cluster of that reported size) is at least that of every smaller bucket holding 30 such accounts of its own.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.19.0').execute();
}
