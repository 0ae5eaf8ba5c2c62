import type { Kysely } from 'kysely';

/**
 * Methodology 1.27.0 (docs/methodology.md, "1.27.0: a follow-back is one tie"): a mutual follow
 * with a group's member counts once among a campaign's loose account's ties; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.27.0',
      released_on: '2026-11-29',
      changes:
        "A follow-back is one tie: an account in no group joins a campaign's group with at least 2 follows either way with its members; a mutual follow with one member now counts once, not twice. An honest account that followed back one account of a swarm trading follows was taken into the swarm's group and lost 56.5% of its mindshare (an attack held out after 1.24.0).",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.27.0').execute();
}
