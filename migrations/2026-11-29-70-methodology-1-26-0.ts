import type { Kysely } from 'kysely';

/**
 * Methodology 1.26.0 (docs/methodology.md, "1.26.0: follow-backs are not membership"): a follow
 * cluster keeps only the members its own members follow enough, and the follows its members
 * return earn it nothing; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.26.0',
      released_on: '2026-11-29',
      changes:
        "Follow-backs are not membership: a follow cluster's member (tied by follows, not by lock-step posting) stays in it only when the cluster's members are at least a third of its tracked followers, and a follow a member returns earns the cluster nothing, as for every other group since 1.5.0. Measured on attacks written after 1.24.0 and held out: issue #21's ring trading follows with 15 honest accounts each kept 100% of its lift at 20,000 KOLs (best rank 173), and at 2,000 KOLs it took 45 honest accounts that had followed two of its accounts back into its cluster.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.26.0').execute();
}
