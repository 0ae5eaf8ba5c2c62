import { resolve } from 'node:path';
import { sql } from 'kysely';
import { connectDatabase } from '../adapters/db/connect.ts';
import { benchMethodology } from './bench-methodology.ts';

/**
 * Day runs of two engines, interleaved on one loaded bench database (bench/run.ts with
 * BENCH_REUSE=1 leaves one): each round adds a day's posts for the next day and runs a
 * first run after midnight, then adds as many again and runs the same day once more,
 * alternating the engine per round. BENCH_AB_A and BENCH_AB_B are source trees (an
 * unpacked commit with node_modules linked; default: this tree for both), BENCH_DB the
 * database, BENCH_AB_ROUNDS the rounds (4), BENCH_AB_FROM the first day (2026-11-24).
 * Same data gives the same ranking, so the rounds continue one history whichever engine
 * ran. Prints wall and backend CPU per run and the KOL-scores steps. The posts it adds are
 * named like bench/run.ts's new posts, so its next BENCH_REUSE=1 run removes them.
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const url = new URL(ADMIN_URL);
url.pathname = `/${process.env.BENCH_DB ?? 'mindmark_bench'}`;
const trees = { A: process.env.BENCH_AB_A ?? '.', B: process.env.BENCH_AB_B ?? '.' };
const rounds = Number(process.env.BENCH_AB_ROUNDS ?? 4);
const from = process.env.BENCH_AB_FROM ?? '2026-11-24';
const KOLS = 100_000;
const perDay = Number(process.env.BENCH_AB_POSTS ?? 111_111);

const handle = await connectDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
const db = handle.db;
const engines = {
  A: (await import(resolve(trees.A, 'adapters/db/ranking-engine/ranking-engine.repository.ts')))
    .rankingEngine,
  B: (await import(resolve(trees.B, 'adapters/db/ranking-engine/ranking-engine.repository.ts')))
    .rankingEngine,
};
const methodology = benchMethodology({ paraphrase: false, coordination: false });
const day = (i: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
const cpu = async () => {
  const r = await sql<{ pid: number }>`
    select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`.execute(
    db,
  );
  let ms = 0;
  const { readFileSync } = await import('node:fs');
  for (const { pid } of r.rows) {
    try {
      const f = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
      ms += ((Number(f[11]) + Number(f[12])) * 1000) / 100;
    } catch {}
  }
  return ms;
};
for (let i = 0; i < rounds; i++) {
  const which = i % 2 === 0 ? 'A' : 'B';
  const asOf = day(i);
  for (const label of ['first run after midnight', 'same day']) {
    await sql`
      insert into posts (external_id, kol_id, created_at, day, text, text_hash, text_len, views, likes, replies, reposts)
      select ${`new-ab-${asOf}-${label[0]}-`} || i, md5('k' || (1 + floor(${KOLS}::int * power(random(), 2))::int))::uuid,
        ${`${asOf}T12:00:00Z`}::timestamptz - make_interval(secs => floor(random() * 3600)::int), ${asOf}::date,
        'fresh ' || md5(${asOf} || ${label} || i), hashtext(md5(${asOf} || ${label} || i)), 32, 100, 3, 1, 1
      from generate_series(1, ${perDay}::int) i`.execute(db);
    const steps: string[] = [];
    const engine = engines[which](db, {
      onStep: (name: string, ms: number) => {
        if (name.startsWith('kol scores') || name === 'kol sums')
          steps.push(`${name.replace('kol scores: ', '')} ${ms}`);
      },
    });
    const c0 = await cpu();
    const t0 = performance.now();
    await engine.recompute({
      mode: 'day',
      asOf,
      now: new Date(`${asOf}T12:00:00Z`),
      syncIntervalMinutes: 60,
      methodology,
    });
    const wall = Math.round(performance.now() - t0);
    const c1 = await cpu();
    console.log(`${which} ${asOf} ${label}: ${wall} ms, cpu ${Math.round(c1 - c0)} ms | ${steps.join(', ')}`);
  }
}
await handle.close();
