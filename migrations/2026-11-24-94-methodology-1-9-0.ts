import { type Kysely, sql } from 'kysely';

/**
 * Methodology 1.9.0 (docs/methodology.md, "Backed followers"): the KOL Score's reach
 * counts the reported followers times the share of them the account's vouched trust
 * backs, against accounts of its reported size. The share is stored per KOL by a full run.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table kols add column follower_backing double precision`.execute(db);
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.9.0',
      released_on: '2026-11-24',
      changes:
        "Backed followers: the KOL Score's reach counts the followers X reports times the share of them backed by trust, the account's vouched trust (from follows it did not return) over 0.8 times the median vouched trust of accounts in no cluster reporting about as many followers, at most 1. Followers bought outside the graph raise the reported count and add nothing to rank.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.9.0').execute();
  await sql`alter table kols drop column follower_backing`.execute(db);
}
