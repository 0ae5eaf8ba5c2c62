import { type Kysely, sql } from 'kysely';

/**
 * Methodology 1.13.0 (docs/methodology.md, "Concentrated vouchers" and "Unvouched crowds"): a
 * thinly backed account's vouchers are a sum of weights (a voucher's bulk follows of one
 * project's posters count in part), and how many of them were counted in part is kept as
 * evidence; and the change log row. kol_backing is rewritten by every full run.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`delete from kol_backing`.execute(db);
  await sql`alter table kol_backing alter column vouchers type double precision`.execute(db);
  await sql`alter table kol_backing add column concentrated integer not null default 0`.execute(db);
  await db
    .insertInto('methodology_versions')
    .values({
      version: '1.13.0',
      released_on: '2026-11-27',
      changes:
        "Concentrated vouchers: a voucher's follows of one project's posters count together as at most max(3, 3 × what its number of follows and the project's share of all accounts would give by chance), so backing bought in bulk for a project's posters no longer makes them backed. Unvouched crowds: a crowd must also be at least 5% of the accounts in no cluster posting about its project (at 20,000 KOLs, honest projects had crowds of 5-6 among about 1,200 posters by chance). Test bed: a strategy written first, before the rules (`narrative-spread`).",
    })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('methodology_versions').where('version', '=', '1.13.0').execute();
  await sql`delete from kol_backing`.execute(db);
  await sql`alter table kol_backing drop column concentrated`.execute(db);
  await sql`alter table kol_backing alter column vouchers type integer`.execute(db);
}
