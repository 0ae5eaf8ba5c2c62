import type { Kysely } from 'kysely';

/**
 * Methodology 1.24.0 (docs/methodology.md, "1.24.0: the longest-standing freed first"): over
 * chance, the crowd's start still frees the longest-standing of the members with a history; the
 * change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.24.0',
      released_on: '2026-11-29',
      changes:
        "The longest-standing freed first: when more members of an unvouched crowd are established by a posting history alone than chance explains, 1.23.0 kept every one of them in the crowd; now those that have posted longest (the earliest post before the window) are still freed, as many as chance explains, and only the others stay. At 100,000 KOLs 1.23.0 held back two honest regulars beside a swarm's 100 seasoned accounts (one lost 77.0% of its mindshare).",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.24.0').execute();
}
