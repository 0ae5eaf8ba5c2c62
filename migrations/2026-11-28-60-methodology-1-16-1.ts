import type { Kysely } from 'kysely';

/**
 * Methodology 1.16.1 (docs/methodology.md, "Follow clusters", closed groups): an account is
 * linked into a closed group only by follows of its own to another untrusted account, not by
 * follows it receives; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.16.1',
      released_on: '2026-11-28',
      changes:
        "Closed groups: an account with trust 0 is linked to other such accounts only if it follows one of them itself; a follow it receives is the follower's act, and a ring that followed an honest account with no trusted follower took it into the ring's closed group (one honest account at 100,000 KOLs with the attack sweep lost all of its mindshare).",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.16.1').execute();
}
