import { sql } from 'kysely';
import t from 'tap';
import { keepUnloggedTablesInDump } from '../helpers/database-templates.ts';
import { freshDatabase } from '../helpers/databases.ts';

/**
 * A seeded PGlite copy (test/helpers/demo-template.ts) keeps the rows of the engine's
 * unlogged tables, and the test that loads it runs on the migrated schema again
 * (docs/testing.md, "Seeded demo per run"). Two unlogged tables, one referencing the other,
 * stand for the derived ones (`post_discounts` references `posts`).
 */
t.test('a dumped copy keeps unlogged rows and the unlogged schema', async (t) => {
  const source = await freshDatabase(t, 'pglite');
  const db = source.db;
  await sql`create unlogged table seed_parent (id int primary key)`.execute(db);
  await sql`create unlogged table seed_child (id int primary key, parent int references seed_parent)`.execute(
    db,
  );
  await sql`insert into seed_parent select generate_series(1, 50)`.execute(db);
  await sql`insert into seed_child select g, g from generate_series(1, 50) g`.execute(db);
  const count = async (handle: typeof source, table: string) =>
    Number(
      (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(handle.db))
        .rows[0]?.n,
    );
  const persistence = async (handle: typeof source) =>
    (
      await sql<{ relname: string; relpersistence: string }>`
        select relname, relpersistence from pg_class where relname like 'seed_%' and relkind = 'r' order by relname`.execute(
        handle.db,
      )
    ).rows;

  const plain = await freshDatabase(t, 'pglite', {
    pglite: await (source.dumpDataDir as () => Promise<Blob>)(),
  });
  t.equal(await count(plain, 'seed_child'), 0, 'without it, loading a dump empties unlogged tables');

  await keepUnloggedTablesInDump(db);
  const copy = await freshDatabase(t, 'pglite', {
    pglite: await (source.dumpDataDir as () => Promise<Blob>)(),
  });
  t.equal(await count(copy, 'seed_parent'), 50, 'the referenced table keeps its rows');
  t.equal(await count(copy, 'seed_child'), 50, 'the referencing table keeps its rows');
  t.same(
    await persistence(copy),
    [
      { relname: 'seed_child', relpersistence: 'u' },
      { relname: 'seed_parent', relpersistence: 'u' },
    ],
    'both are unlogged again, as migrated',
  );
  const marker = await sql<{
    found: string | null;
  }>`select to_regclass('test_template_unlogged_tables')::text as found`.execute(copy.db);
  t.equal(marker.rows[0]?.found, null, 'the marker table is gone from the copy');
  const derived = await sql<{ n: number }>`
    select count(*)::int as n from pg_class where relpersistence = 'u' and relkind = 'r'
      and relname in ('post_discounts', 'kol_daily', 'mindshare_windows', 'follow_clusters')`.execute(
    copy.db,
  );
  t.equal(derived.rows[0]?.n, 4, "the engine's derived tables are unlogged in the copy too");
});
