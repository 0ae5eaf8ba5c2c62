import { readdirSync, readFileSync } from 'node:fs';
import { writeResultsSection } from './results-file.ts';

/**
 * `npx tsx bench/scaling.ts`: the scaling table of the rankings engine, from the runs
 * `bench/run.ts` recorded in bench/.work/rankings-<kols>-<posts>-<time>.json (one per
 * run; `BENCH_POSTS=1000000 BENCH_HTTP=0 npx tsx bench/run.ts` and so on). Each run's
 * first full recompute rebuilds every rollup; the second keeps the days no write touched.
 * The machine is shared: each run's times are read against the posts scan and the
 * baseline statement of the same run, and beside the CPU its database backends spent.
 */
interface Recorded {
  kols: number;
  posts: number;
  at: string;
  scanMs: number;
  baselineMs: number;
  fullMs: [number, number];
  dayMs: number;
  nextDayMs: number;
  fullNextMs: number;
  paraphrase?: boolean;
  coordination?: boolean;
  commit?: string;
  loadavg?: number[];
  cpu?: Record<string, { db: number | null; node: number }>;
}

const runs = readdirSync('bench/.work')
  .filter((f) => /^rankings-\d+-\d+-\d+\.json$/.test(f))
  .map((f) => JSON.parse(readFileSync(`bench/.work/${f}`, 'utf8')) as Recorded)
  .sort((a, b) => a.posts - b.posts || a.at.localeCompare(b.at));
const n = (x: number) => x.toLocaleString('en');
const s = (ms: number) => (ms / 1000).toFixed(1);
const cpu = (r: Recorded, phase: string) => {
  const db = r.cpu?.[phase]?.db;
  return db === null || db === undefined ? '' : `; CPU ${s(db)}`;
};
const full = (r: Recorded, ms: number, phase: string) =>
  `${s(ms)} (${(ms / r.scanMs).toFixed(1)}×${cpu(r, phase)})`;
const day = (r: Recorded, ms: number, phase: string) => `${s(ms)}${cpu(r, phase)}`;
const rows = runs.map((r) =>
  [
    n(r.posts),
    r.commit ?? '–',
    r.at.slice(0, 16).replace('T', ' '),
    r.loadavg?.[0]?.toFixed(1) ?? '–',
    s(r.baselineMs),
    s(r.scanMs),
    full(r, r.fullMs[0], 'full'),
    full(r, r.fullMs[1], 'full, second run'),
    full(r, r.fullNextMs, 'full, next day'),
    day(r, r.dayMs, 'incremental day'),
    day(r, r.nextDayMs, 'first run of the next day'),
  ].join(' | '),
);
writeResultsSection(
  'rankings-scaling',
  `## Rankings: scaling curve

Written by \`npx tsx bench/scaling.ts\` from the runs of \`bench/run.ts\` at each size (real PostgreSQL 15 on this machine, 100,000 KOLs, 90 days of posts, a day's volume of new posts, 1/90 of the posts, for each day run; paraphrase and coordination defence off unless said). Seconds, wall clock; for full runs in brackets the multiple of one sequential scan of \`posts\` over the engine's columns measured in the same run, then the CPU of the run's database backends (a full run's parallel scan workers exit before they can be read, so its CPU is its leader's only; day runs have no workers). "full, kept" keeps the daily rollups of the days no write touched; "full, next day" runs after two days of new posts. Targets: full ≤ 30 s and ≤ 3× the scan; day run ≤ 2 s.

| posts | code | measured (UTC) | load avg | baseline (2M-float sort) | posts scan | full, rebuild | full, kept | full, next day | day run | first run after midnight |
| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.map((r) => `| ${r} |`).join('\n')}`,
);
console.log(`wrote ${runs.length} runs`);
