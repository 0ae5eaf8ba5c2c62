import type { Kysely } from 'kysely';

/**
 * Methodology 1.32.0 (docs/methodology.md, "1.32.0: a project named before is not new"): a
 * project an account named in the 90 days before the window is not new to it, for the crowds;
 * the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.32.0',
      released_on: '2026-11-30',
      changes:
        'A project named before is not new: an account that named a project in the 90 days before the 30-day window is not one of its newcomers, so no crowd of accounts new to the project can take it in (before, only the last 60 days counted). An honest regular that had named a project in August lost 56.5% of its mindshare to a crowd of slow campaign accounts posting beside it (an attack held out after 1.31.0), and 60.1% in another attack since 1.24.0.',
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.32.0').execute();
}
