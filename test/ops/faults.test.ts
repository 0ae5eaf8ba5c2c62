import t from 'tap';
import { postgresOnly } from '../helpers/databases.ts';
import { underMixedLoad } from './mixed-load.ts';
import { sleep } from './processes.ts';

/**
 * Connections dropped under a mixed load (docs/operations.md, "Faults"): every backend
 * of the test database is terminated five times while the load runs. The restart of
 * PostgreSQL itself is test/ops/postgres-restart.test.ts.
 */
t.test('terminated connections under load', async (t) => {
  await postgresOnly(t, 'postgres', async (t) => {
    await underMixedLoad(t, async ({ dbName, admin }) => {
      let terminated = 0;
      for (let round = 0; round < 5; round++) {
        await sleep(900);
        const r = await admin.query(
          'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [dbName],
        );
        terminated += r.rows[0].n;
      }
      await sleep(900);
      t.ok(terminated >= 5, `${terminated} backends terminated over 5 rounds`);
      return 'five rounds of terminations under load';
    });
  });
});
