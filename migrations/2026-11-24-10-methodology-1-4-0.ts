import { type Kysely, sql } from 'kysely';

/**
 * Methodology 1.4.0 (docs/methodology.md, "Focus groups"): a cluster may be a group of
 * accounts each posting mostly about one project, not only a follow cluster; `label`
 * names which in every discount's evidence. The table is derived like the rest.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table follow_clusters add column label text not null default 'the follow cluster'`.execute(
    db,
  );
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.4.0',
      released_on: '2026-11-24',
      changes:
        'Focus groups: accounts outside any follow cluster that each posted at least 5 times about one project in 30 days, three times as often as about any other, form a group per project (at least 5 accounts); like a follow cluster it keeps what it earned from outside itself: the burst discount, the cap and the standing apply to it (not the untrusted-cluster discount). The paraphrase step signs posts in bounded batches; lock-step ties are looked for only in slots shared by at least two authors.',
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.4.0').execute();
  await sql`alter table follow_clusters drop column label`.execute(db);
}
