import type { Kysely } from 'kysely';

/**
 * Methodology 1.8.0 (docs/methodology.md, "Size reference"): earned trust measured against
 * accounts in no cluster that report as many followers, and under-backed accounts joining
 * crowds. Only the change log row: the engine's tables are unchanged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.8.0',
      released_on: '2026-11-24',
      changes:
        "Trust measured against accounts of the same reported size: a cluster's earned trust compares the trust that reaches its members from outside with the median of accounts in no cluster that report about as many followers (buckets a factor 2 apart), not with the median account, so followers bought outside the graph no longer make an account look ordinary, and groups inflowing rings no longer move the reference of honest groups. An account in no cluster whose vouched trust is under 0.35 of that median for its size counts as unvouched for crowds.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.8.0').execute();
}
