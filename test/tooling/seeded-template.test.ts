import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { sql } from 'kysely';
import t from 'tap';
import { nextWalSegment, packCleanDataDir, readTarball } from '../helpers/database-templates.ts';
import { freshDatabase } from '../helpers/databases.ts';

/**
 * A seeded PGlite copy (test/helpers/demo-template.ts) is a data directory shut down cleanly:
 * loading it keeps the rows of the engine's unlogged tables, on the migrated schema, and it
 * carries no WAL segment PostgreSQL never wrote (docs/testing.md, "Fourteenth pass"). Two
 * unlogged tables, one referencing the other, stand for the derived ones (`post_discounts`
 * references `posts`).
 */
t.test('a packed copy keeps unlogged rows and the unlogged schema, without unused WAL', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'mindmark-pack-test-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const tarball = path.join(dir, 'copy.tar');
  await packCleanDataDir(tarball, async ({ db }) => {
    await sql`create unlogged table seed_parent (id int primary key)`.execute(db);
    await sql`create unlogged table seed_child (id int primary key, parent int references seed_parent)`.execute(
      db,
    );
    await sql`insert into seed_parent select generate_series(1, 50)`.execute(db);
    await sql`insert into seed_child select g, g from generate_series(1, 50) g`.execute(db);
    // Enough WAL that PostgreSQL recycles segments into pre-allocated ones past the current.
    await sql`create table seed_bulk as select g, repeat('x', 200) as pad from generate_series(1, 300000) g`.execute(
      db,
    );
    await sql`checkpoint`.execute(db);
    await sql`delete from seed_bulk`.execute(db);
  });

  const segments = execFileSync('tar', ['-tf', tarball], { encoding: 'utf8' })
    .split('\n')
    .filter((name) => /pg_wal\/[0-9A-F]{24}$/.test(name))
    .map((name) => name.slice(-24))
    .sort();
  t.ok(segments.length >= 1 && segments.length <= 2, `one or two WAL segments kept: ${segments.join(', ')}`);
  if (segments.length === 2)
    t.equal(segments[1], nextWalSegment(segments[0] as string), 'and they follow each other');

  const copy = await freshDatabase(t, 'pglite', { pglite: await readTarball(tarball) });
  const count = async (table: string) =>
    Number(
      (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(copy.db)).rows[0]
        ?.n,
    );
  t.equal(await count('seed_parent'), 50, 'the referenced table keeps its rows');
  t.equal(await count('seed_child'), 50, 'the referencing table keeps its rows');
  t.equal(await count('seed_bulk'), 0, 'and the copy holds what was committed last');
  const persistence = await sql<{ relname: string; relpersistence: string }>`
    select relname, relpersistence from pg_class where relname like 'seed_%' and relkind = 'r' order by relname`.execute(
    copy.db,
  );
  t.same(
    persistence.rows,
    [
      { relname: 'seed_bulk', relpersistence: 'p' },
      { relname: 'seed_child', relpersistence: 'u' },
      { relname: 'seed_parent', relpersistence: 'u' },
    ],
    'both are unlogged, as created',
  );
  const derived = await sql<{ n: number }>`
    select count(*)::int as n from pg_class where relpersistence = 'u' and relkind = 'r'
      and relname in ('post_discounts', 'kol_daily', 'mindshare_windows', 'follow_clusters')`.execute(
    copy.db,
  );
  t.equal(derived.rows[0]?.n, 4, "the engine's derived tables are unlogged in the copy too");
  await sql`insert into seed_bulk select g, 'y' from generate_series(1, 200000) g`.execute(copy.db);
  t.equal(await count('seed_bulk'), 200000, 'the copy writes past its last kept WAL segment');
});

t.test('WAL segment names count on', async (t) => {
  t.equal(nextWalSegment('000000010000000000000004'), '000000010000000000000005');
  t.equal(nextWalSegment('0000000100000000000000FF'), '000000010000000100000000', 'over 256 segments');
  t.throws(() => nextWalSegment('pg_wal'), /not a WAL segment/);
});
