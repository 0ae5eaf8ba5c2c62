import { type Kysely, sql } from 'kysely';

/**
 * Methodology 1.25.0 (docs/methodology.md, "1.25.0: the thin allowance shared per account"):
 * each thinly backed account's share of a bound project's or narrative's allowance
 * (kol_thin_shares, derived like the other backing tables: unlogged, rebuilt by a full run,
 * applied by a day run to its days' posts) and the change log row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create unlogged table kol_thin_shares (
      kol_id uuid not null,
      entity_id uuid not null,
      kind text not null,
      attention float8 not null,
      level float8 not null,
      multiplier float8 not null,
      primary key (kol_id, entity_id, kind)
    )`.execute(db);
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.25.0',
      released_on: '2026-11-29',
      changes:
        "The thin allowance shared per account: where the backed-audience cap bounds a project's or a narrative's thinly backed accounts, the allowance is now shared equally per account (each keeps its attention up to a common level) instead of every account keeping the same share of its attention. The project's mindshare is unchanged; an account that named it once is no longer cut to make room for accounts that named it many times. Measured on attacks written after 1.24.0 and held out: an honest account naming a flooded project once lost up to 93.2% of its mindshare.",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.25.0').execute();
  await sql`drop table kol_thin_shares`.execute(db);
}
