import type { Kysely } from 'kysely';

/**
 * Methodology 1.37.0 (docs/methodology.md, "1.37.0: a seed is not a history"): posts about an
 * account's focus neither break its silence nor, alone, make it a regular; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.37.0',
      released_on: '2026-11-30',
      changes:
        "A seed is not a history: an account that posts mostly about one project is judged with the accounts focused on it from 3 posts on if it was silent before the window, and from 5 otherwise. Since 1.37.0 posts about that same project before the window do not count as breaking the silence, and they make the account one of the project's regulars only if it also posted about something else then. Before, a swarm whose accounts each named the target once or twice before the window escaped the focus rule and, at 20,000 KOLs, kept all of its lift.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.37.0').execute();
}
