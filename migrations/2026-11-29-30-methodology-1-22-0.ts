import type { Kysely } from 'kysely';

/**
 * Methodology 1.22.0 (docs/methodology.md, "1.22.0: newcomers at a project's usual inflow"): a
 * thin flood's excess is taken out of the newcomers' own posts only when they arrive faster than
 * chance gives at the project's inflow before the window; the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.22.0',
      released_on: '2026-11-29',
      changes:
        "Newcomers at a project's usual inflow: when a project's thinly backed accounts exceed what its other accounts license, the excess is still taken out of what the accounts new to it license, but out of their own posts only when they are more than chance gives at the rate new accounts came to the project in the 60 days before the window (odds 1 in 1,000). A flood of 100 cheap accounts sent at an existing project cut 72 of its honest accounts by up to 99.9% before; it cuts none of its newcomers now. A campaign that brings its own licence (backed or paid accounts posting beside its thin ones) brings a surge of newcomers, and is cut as before.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.22.0').execute();
}
