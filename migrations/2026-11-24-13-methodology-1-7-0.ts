import type { Kysely } from 'kysely';

/**
 * Methodology 1.7.0 (docs/methodology.md, "Caps" and "Paraphrases"): caps bounded by the
 * cluster's share of the network and by the attention from accounts in no cluster; the
 * paraphrase discount judged against the pool of authors it could agree with by
 * chance. Only the change log row: the engine's tables are unchanged.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.7.0',
      released_on: '2026-11-24',
      changes:
        "Caps that do not grow with the data: a cluster with less than an ordinary account's earned trust may add to a project or narrative at most its cap share of the smaller of (a) the attention from accounts in no cluster (another group's attention no longer counts as everyone else's) and (b) its members' share of all tracked accounts times all attention to projects (or narratives). Paraphrases: the authors agreeing with a post must be at least a tenth of the other authors who posted about its projects within ±6 hours (chance agreement grows with that pool).",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.7.0').execute();
}
