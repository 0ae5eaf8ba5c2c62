import { type Kysely, sql } from 'kysely';

/**
 * Methodology 1.12.0 (docs/methodology.md, "Vouching groups" and "Backed audience"): the
 * backing caps cover narratives too (their entity and its kind), and the change log row.
 * Vouching groups are clusters like the others (follow_clusters, kol_clusters): no new table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`delete from backing_caps`.execute(db);
  await sql`alter table backing_caps rename column project_id to entity_id`.execute(db);
  await sql`alter table backing_caps add column kind text not null default 'project'`.execute(db);
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.12.0',
      released_on: '2026-11-25',
      changes:
        'Vouching groups: an account with a backed audience that vouches (a follow it does not get back) for at least 3 thinly backed accounts posting about a project it posts about too forms one group with them (at least 5 accounts), judged as a focus group (earned trust from outside, bursts, caps, standing): trust passed on one way inside a campaign is not trust from outside it. The backed-audience cap (thin_backing_cap) covers narratives over 90 days too. Test bed: a strategy written first, before the rules (`silent-backers`).',
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.12.0').execute();
  await sql`delete from backing_caps`.execute(db);
  await sql`alter table backing_caps drop column kind`.execute(db);
  await sql`alter table backing_caps rename column entity_id to project_id`.execute(db);
}
