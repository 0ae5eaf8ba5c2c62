import { readdirSync, readFileSync } from 'node:fs';
import { writeResultsSection } from './results-file.ts';

/**
 * `npx tsx bench/scaling.ts`: the scaling table of the rankings engine, from the runs
 * `bench/run.ts` recorded in bench/.work/rankings-<kols>-<posts>.json (one per size;
 * `BENCH_POSTS=1000000 BENCH_HTTP=0 npx tsx bench/run.ts` and so on). Each run's first
 * full recompute rebuilds every rollup; the second keeps the days no write touched.
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
  fullNextMs?: number;
  paraphrase?: boolean;
  coordination?: boolean;
  /** Copied from the run's log: the run lost its connection before it recorded a file. */
  fromLog?: boolean;
}

const runs = readdirSync('bench/.work')
  .filter((f) => /^rankings-\d+-\d+\.json$/.test(f))
  .map((f) => JSON.parse(readFileSync(`bench/.work/${f}`, 'utf8')) as Recorded)
  .sort((a, b) => a.posts - b.posts || a.kols - b.kols);
const n = (x: number) => x.toLocaleString('en');
const rows = runs.map(
  (r) =>
    `| ${n(r.posts)}${r.paraphrase === false ? ' (paraphrase off)' : ''}${r.coordination === false ? ' (coordination off)' : ''}${r.fromLog ? ' (from the log)' : ''} | ${n(r.kols)} | ${r.at.slice(0, 16).replace('T', ' ')} | ${n(r.scanMs)} | ${n(r.fullMs[0])} (${(r.fullMs[0] / r.scanMs).toFixed(1)}×) | ${n(r.fullMs[1])} (${(r.fullMs[1] / r.scanMs).toFixed(1)}×) | ${n(r.dayMs)} | ${n(r.nextDayMs)} | ${r.fullNextMs === undefined ? '–' : `${n(r.fullNextMs)} (${(r.fullNextMs / r.scanMs).toFixed(1)}×)`} | ${n(r.baselineMs)} |`,
);
writeResultsSection(
  'rankings-scaling',
  `## Rankings: scaling curve

Written by \`npx tsx bench/scaling.ts\` from the runs of \`bench/run.ts\` at each size (PostgreSQL, same machine, 90 days of posts, a day's volume of new posts for each day run). Times in ms; in brackets, the multiple of one sequential scan of \`posts\` over the engine's columns, measured in the same run. The first full run rebuilds every rollup (the "before" engine rebuilt them on every full run); the second keeps the daily rollups of the days no write touched (docs/methodology.md, "Work in proportion to change").

| posts | KOLs | measured (UTC) | posts scan | full, rebuild | full, kept rollups | day run | first run after midnight | full, next day (2 days re-aggregated) | baseline (2M-float sort) |
| ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}`,
);
console.log(`wrote ${runs.length} sizes`);
