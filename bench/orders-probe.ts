import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../adapters/db/database.ts';
import { INFLUENCER_SORT_FIELDS } from '../core/domain/ranking-sort.ts';

/**
 * What the first reader of a rankings version pays on an API replica: reading the rows'
 * ranked values and sorting every sortable field (adapters/db/repositories/kol-rank-orders.ts),
 * for two source trees alternately (A: the first argument or env A, required; B: env B,
 * default this tree), ROUNDS rounds (default 4), on BENCH_DB (a loaded bench database). Each measurement uses a
 * new connection (the orders are cached per Kysely instance) and prints the wall clock,
 * this process's CPU and the backend's CPU (from /proc: the server runs on this machine)
 * for the read and first field, then for the other six fields.
 */
const url = `postgres://postgres@127.0.0.1:5432/${process.env.BENCH_DB ?? 'h_engine_bench'}`;
const treeA = process.argv[2] ?? process.env.A;
if (!treeA) {
  console.error(
    'usage: [BENCH_DB=<db>] [B=<tree>] [ROUNDS=<n>] npx tsx bench/orders-probe.ts <tree A>\n' +
      '  <tree A>: the source tree to compare with this one (a checkout with node_modules; or env A)',
  );
  process.exit(2);
}
const trees = { A: treeA, B: process.env.B ?? '.' };
const rounds = Number(process.env.ROUNDS ?? 4);
const FIELDS = INFLUENCER_SORT_FIELDS;
const modules = {
  A: await import(resolve(trees.A, 'adapters/db/repositories/kol-rank-orders.ts')),
  B: await import(resolve(trees.B, 'adapters/db/repositories/kol-rank-orders.ts')),
};
const backendCpu = (pid: number) => {
  const f = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
};
const nodeCpu = () => {
  const u = process.cpuUsage();
  return Math.round((u.user + u.system) / 1000);
};
for (let r = 0; r < rounds; r++) {
  for (const which of (r % 2 ? ['B', 'A'] : ['A', 'B']) as ('A' | 'B')[]) {
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
    });
    const pid = Number((await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]?.pid);
    const load = (await import('node:os')).loadavg()[0]?.toFixed(1);
    const b0 = backendCpu(pid);
    const n0 = nodeCpu();
    const t0 = performance.now();
    const orders = await modules[which].rankOrders(db).get();
    orders.slice(FIELDS[0], 1, 20);
    const t1 = performance.now();
    const n1 = nodeCpu();
    const b1 = backendCpu(pid);
    for (const f of FIELDS.slice(1)) orders.slice(f, 1, 20);
    const t2 = performance.now();
    const n2 = nodeCpu();
    console.log(
      `round ${r + 1} ${which} (${trees[which]}), load ${load}: read + first field ${Math.round(t1 - t0)} ms wall, node cpu ${n1 - n0} ms, backend cpu ${b1 - b0} ms; six more fields ${Math.round(t2 - t1)} ms wall, node cpu ${n2 - n1} ms; ${orders.total} rows`,
    );
    await db.destroy();
  }
}
