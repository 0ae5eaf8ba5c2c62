import type { Kysely } from 'kysely';

/**
 * Methodology 1.6.0 (docs/methodology.md, "Unvouched crowds"): vouched trust and the
 * crowds of unvouched accounts new to a project. Only the change log row: the engine's
 * tables are unchanged (a crowd is stored as a cluster).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.6.0',
      released_on: '2026-11-24',
      changes:
        "Unvouched crowds: vouched trust is trust propagated from the seeds along follows that were not returned (follow-for-follow is a trade). An account in no cluster that reports at least 1,000 followers but has under a tenth of an average account's vouched trust is unvouched; the unvouched accounts that post at least twice about a project new to them (no post about it in the 60 days before the 30-day window), at least 5 of them, form a crowd. A crowd is a cluster for earned trust, bursts, caps and standing, like a focus group.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.6.0').execute();
}
