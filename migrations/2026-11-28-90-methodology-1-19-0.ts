import type { Kysely } from 'kysely';

/**
 * Methodology 1.19.0 (docs/methodology.md, "Size reference from below"): the size reference of
 * a bucket is at least that of every smaller bucket; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.19.0',
      released_on: '2026-11-28',
      changes:
        'Size reference from below: the reference an account is measured against for its reported size (the median of accounts in no cluster whose reported followers fall in its bucket, for the trust a group earned, the under-backed accounts of crowds and the backed audience) is at least the reference of every smaller bucket. An account reporting more followers is never held to a lower bar than one reporting fewer; a ring that outnumbers the honest accounts of the size it bought its reported followers into can no longer lower that size\'s median to its own.',
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.19.0').execute();
}
