import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../adapters/db/database.ts';
import { benchMethodology } from './bench-methodology.ts';

/**
 * Day runs of two engines on one loaded bench database, each in a transaction rolled
 * back at its end, so every run starts from the same state (bench/day-ab.ts continues
 * one history instead). Each run adds 111,111 posts for the day after the sums' as-of
 * day ("midnight") or for that day ("same"), runs recomputeInTransaction and prints
 * its backend CPU and, with STEPS=1, each step's backend CPU (ms, from /proc): on the
 * shared machine these move far less than the wall clock. A and B are source trees
 * (default: /tmp/engine/base and this tree), BENCH_DB the database, ROUNDS the rounds,
 * KINDS the runs (midnight,same), ONLY one tree, VACUUM=1 vacuums posts and kol_daily
 * before each run (a rolled-back run leaves its rows dead at the end of both tables),
 * EXPLAIN=<ms> logs the plans of statements slower than that to the server log, and
 * STATEMENTS=<ms> prints every statement that took more backend CPU than that.
 */
const url = `postgres://postgres@127.0.0.1:5432/${process.env.BENCH_DB ?? 'h_engine_bench'}`;
const trees = { A: process.env.A ?? '/tmp/engine/base', B: process.env.B ?? '.' };
const rounds = Number(process.env.ROUNDS ?? 3);
const kinds = (process.env.KINDS ?? 'midnight,same').split(',');
// Each statement's backend CPU: the backend's CPU at one logged statement less at the
// one before (nothing else runs on that backend between them).
const statementCpu = Number(process.env.STATEMENTS ?? 0);
let backend = 0;
const backendCpu = () => {
  if (!backend) return 0;
  const f = (readFileSync(`/proc/${backend}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};
let lastCpu = 0;
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  log(e) {
    if (!statementCpu) return;
    const now = backendCpu();
    if (now - lastCpu >= statementCpu)
      console.log(`   ${now - lastCpu} ms cpu  ${e.query.sql.replace(/\s+/g, ' ').slice(0, 140)}`);
    lastCpu = now;
  },
});
const handle = { close: () => db.destroy() };
const mod = {
  A: await import(resolve(trees.A, 'adapters/db/ranking-engine/ranking-engine.repository.ts')),
  B: await import(resolve(trees.B, 'adapters/db/ranking-engine/ranking-engine.repository.ts')),
};
const methodology = benchMethodology({ paraphrase: false, coordination: false });
const last = (
  await sql<{ d: string }>`select sums_as_of::text as d from ranking_state where id = 1`.execute(db)
).rows[0]?.d as string;
const next = new Date(Date.parse(`${last}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
class Rollback extends Error {}
const results: Record<string, number[]> = {};
for (let r = 0; r < rounds; r++) {
  for (const which of (process.env.ONLY ? [process.env.ONLY] : r % 2 ? ['B', 'A'] : ['A', 'B']) as (
    | 'A'
    | 'B'
  )[]) {
    for (const kind of kinds) {
      const asOf = kind === 'midnight' ? next : last;
      if (process.env.VACUUM) await sql`vacuum posts, kol_daily`.execute(db);
      const steps: string[] = [];
      let wall = 0;
      let cpu = 0;
      try {
        await db.transaction().execute(async (trx) => {
          await sql`
            insert into posts (external_id, kol_id, created_at, day, text, text_hash, text_len, views, likes, replies, reposts)
            select ${`probe-${r}-`} || i, md5('k' || (1 + floor(100000 * power(random(), 2))::int))::uuid,
              ${`${asOf}T12:00:00Z`}::timestamptz - make_interval(secs => floor(random() * 3600)::int), ${asOf}::date,
              'fresh ' || md5(${asOf} || i), hashtext(md5(${asOf} || i)), 32, 100, 3, 1, 1
            from generate_series(1, 111111) i`.execute(trx);
          if (process.env.EXPLAIN) {
            await sql`load 'auto_explain'`.execute(trx);
            await sql.raw(`set local auto_explain.log_min_duration = ${process.env.EXPLAIN}`).execute(trx);
            await sql`set local auto_explain.log_analyze = on`.execute(trx);
            await sql`set local auto_explain.log_buffers = on`.execute(trx);
          }
          const pid = (await sql<{ p: number }>`select pg_backend_pid() as p`.execute(trx)).rows[0]?.p;
          backend = Number(pid);
          lastCpu = backendCpu();
          const cpuOf = () => {
            const f = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
            return (Number(f[11]) + Number(f[12])) * 10;
          };
          const c0 = cpuOf();
          const t0 = performance.now();
          await mod[which].recomputeInTransaction(
            trx,
            { mode: 'day', asOf, now: new Date(`${asOf}T12:00:00Z`), syncIntervalMinutes: 60, methodology },
            async (name: string, fn: () => Promise<unknown>) => {
              const c = cpuOf();
              const v = await fn();
              steps.push(`${name} ${cpuOf() - c}`);
              return v;
            },
          );
          wall = Math.round(performance.now() - t0);
          cpu = cpuOf() - c0;
          throw new Rollback();
        });
      } catch (e) {
        if (!(e instanceof Rollback)) throw e;
      }
      results[`${which} ${kind} cpu`] = [...(results[`${which} ${kind} cpu`] ?? []), cpu];
      results[`${which} ${kind} wall`] = [...(results[`${which} ${kind} wall`] ?? []), wall];
      console.log(
        `${which} ${kind} ${asOf}: wall ${wall} cpu ${cpu} load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
      );
      if (process.env.STEPS) console.log(`   ${steps.join(', ')}`);
    }
  }
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const [k, v] of Object.entries(results)) console.log(`${k}: median ${med(v)} [${v.join(', ')}]`);
await handle.close();
