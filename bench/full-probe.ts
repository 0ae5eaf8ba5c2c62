import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../adapters/db/database.ts';
import { benchMethodology } from './bench-methodology.ts';

/**
 * One full run of an engine on a loaded bench database, in a transaction rolled back at
 * its end, printing each step and every statement slower than SLOW ms (default 200) with
 * its time, so a step's cost can be traced to its statements. The run's as-of day is the
 * day after the last run's (AS_OF to choose), as the benchmark's "full, next day" run;
 * TREE is the source tree (this one by default), BENCH_DB the database; EXPLAIN=<ms> logs
 * the analyzed plans of statements slower than that to the server log. Each statement's
 * line shows the backend CPU it took (its parallel workers' not included).
 */
const url = `postgres://postgres@127.0.0.1:5432/${process.env.BENCH_DB ?? 'h_engine_bench'}`;
const slow = Number(process.env.SLOW ?? 200);
let pid = 0;
let lastCpu = 0;
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  log(e) {
    // The backend's CPU over the statement: its CPU now less at the last logged one.
    const now = pid ? cpu() : 0;
    if (e.queryDurationMillis >= slow)
      console.log(
        `   ${Math.round(e.queryDurationMillis)} ms (cpu ${now - lastCpu})  ${e.query.sql.replace(/\s+/g, ' ').slice(0, 150)}`,
      );
    lastCpu = now;
  },
});
const { recomputeInTransaction } = await import(
  resolve(process.env.TREE ?? '.', 'adapters/db/ranking-engine/ranking-engine.repository.ts')
);
const last = (
  await sql<{ d: string }>`select sums_as_of::text as d from ranking_state where id = 1`.execute(db)
).rows[0]?.d as string;
const asOf =
  process.env.AS_OF ?? new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
class Rollback extends Error {}
// The backend's CPU from /proc (the server runs on this machine): on the shared machine
// it moves far less than the wall clock. A full run's parallel scan workers are not in it.
pid = Number((await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]?.pid);
const cpu = () => {
  const f = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};
const cpu0 = cpu();
const t0 = performance.now();
await db
  .transaction()
  .execute(async (trx) => {
    if (process.env.EXPLAIN) {
      await sql`load 'auto_explain'`.execute(trx);
      await sql.raw(`set local auto_explain.log_min_duration = ${Number(process.env.EXPLAIN)}`).execute(trx);
      await sql`set local auto_explain.log_analyze = on`.execute(trx);
    }
    await recomputeInTransaction(
      trx,
      {
        mode: 'full',
        asOf,
        now: new Date(`${asOf}T12:00:00Z`),
        syncIntervalMinutes: 60,
        methodology: benchMethodology({ paraphrase: false, coordination: false }),
      },
      async <T>(name: string, fn: () => Promise<T>) => {
        const s = performance.now();
        const v = await fn();
        console.log(`${name}: ${Math.round(performance.now() - s)} ms`);
        return v;
      },
    );
    throw new Rollback();
  })
  .catch((e) => {
    if (!(e instanceof Rollback)) throw e;
  });
console.log(
  `${process.env.TREE ?? '.'}: full run as of ${asOf}, rolled back: ${Math.round(performance.now() - t0)} ms, backend CPU ${cpu() - cpu0} ms`,
);
await db.destroy();
