import type { Kysely } from 'kysely';

/**
 * Methodology 1.2.0, the coordination defence (docs/methodology.md, "Coordination
 * defence"): its row in the change log every ranking run points at. Frozen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.2.0',
      released_on: '2026-11-23',
      changes:
        "Coordination defence: trust propagated from published seed accounts over the follow graph; follow clusters (mutual-follow triangles, lock-step posting); new discounts untrusted_cluster, coordinated_burst and cluster_cap (one cluster adds at most 25% of everyone else's attention to a project or narrative).",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.2.0').execute();
}
