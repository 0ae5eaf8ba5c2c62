import { adminQuery } from './admin-query.ts';
import { connectDatabase, type DatabaseHandle } from '../adapters/db/connect.ts';
import { migrateToLatest } from '../adapters/db/migrate.ts';
import { demoSeedRepository } from '../adapters/db/repositories/demo-seed.repository.ts';
import { generateTestbed } from '../adapters/synthetic/adversarial-testbed.generator.ts';
import { generateDemoData } from '../adapters/synthetic/demo-data.generator.ts';
import { addTestbedProjects, TESTBED_NOW, testbedOptions } from '../test/helpers/defence-testbed.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const admin = (query: string) => adminQuery(ADMIN_URL, query);

/**
 * A new PostgreSQL database `name` (dropped first if left over), migrated and seeded with
 * the demo data of `kols` KOLs, the test bed generated over it and its own projects
 * added (test/helpers/defence-testbed.ts); no ring or look-alike written yet. `close`
 * drops the database unless `keep`.
 */
export async function testbedDatabase(name: string, kols: number, poolSize: number) {
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const handle: DatabaseHandle = await connectDatabase({ kind: 'postgres', url: url.toString(), poolSize });
  await migrateToLatest(handle.db);
  const demo = generateDemoData(11, TESTBED_NOW, kols);
  await demoSeedRepository(handle.db).write(demo, 11);
  const bed = generateTestbed(testbedOptions(demo));
  await addTestbedProjects(handle);
  return {
    handle,
    bed,
    close: async (keep = false) => {
      await handle.close();
      if (!keep) await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
