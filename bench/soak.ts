import os from 'node:os';
import { judgeMemory, MEMORY_LIMIT, type MemorySample, type MemoryVerdict } from './soak-memory.ts';
import { writeResultsSection } from './results-file.ts';
import {
  dropDatabase,
  heapUsed,
  log,
  prepareDatabase,
  quantile,
  rss,
  send,
  soakMix,
  staffToken,
  startProcesses,
} from './soak-setup.ts';

/**
 * The soak (`npm run bench:soak`, last step of `npm run bench`): two API replicas
 * (WORKER=off) and one worker on one PostgreSQL database with the demo data set;
 * SOAK_CLIENTS concurrent clients (200) for SOAK_SECONDS (300: five minutes; shorten it
 * for a quick look) with the mix of bench/soak-setup.ts: leaderboard pages at random
 * depths, KOL score receipts, project pages, featured projects, narratives, pool details,
 * signed-in creators' social card and submissions, staff lists and reviews. Each client
 * waits SOAK_THINK_MS (1000, uniform 500-1500) between requests: one API call a second
 * is a person actively browsing (a screen of the app makes several calls, then the
 * person reads it for a few seconds); SOAK_THINK_MS=0 is a closed-loop saturation test
 * instead. p50/p99 and errors per route and each process's resident memory (before the
 * load, after the warm-up, at the end, and sampled every SOAK_MEMORY_SAMPLE_SECONDS in
 * between, judged by bench/soak-memory.ts) go to bench/RESULTS.md. docs/operations.md, "Soak".
 */
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 200);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 1000);
/** The first part of the load (10%, at most 30 s) warms caches and JIT: memory flatness is judged after it. */
const WARMUP_SECONDS = Math.min(30, SECONDS / 10);
/** Memory is sampled this often from the end of the warm-up (bench/soak-memory.ts). */
const SAMPLE_SECONDS = Number(process.env.SOAK_MEMORY_SAMPLE_SECONDS ?? 5);
const PORT = Number(process.env.SOAK_PORT ?? 3101);
const ports = [PORT, PORT + 1];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const fixtures = await prepareDatabase();
log(
  `data: ${fixtures.kols.length} KOLs (${fixtures.leaderboardPages} leaderboard pages), ${fixtures.slugs.length} projects, ${fixtures.pools.length} pools, ${fixtures.creatorCookies.length} creators`,
);
const processes = await startProcesses(fixtures.databaseUrl, ports);
const mix = soakMix(fixtures, await staffToken(PORT));
const total = mix.reduce((s, [w]) => s + w, 0);
const choose = () => {
  let r = Math.random() * total;
  for (const entry of mix) {
    r -= entry[0];
    if (r < 0) return entry;
  }
  return mix[0] as (typeof mix)[number];
};

// What each route costs alone: one client, one request at a time, after a warm-up pass.
// Set beside the loaded numbers, it tells a slow route from a saturated machine.
const alone = new Map<string, number>();
for (const [, name, make] of mix) {
  for (let i = 0; i < 3; i++) await send(PORT, make);
  const times: number[] = [];
  for (let i = 0; i < 15; i++) times.push((await send(PORT, make)).ms);
  times.sort((a, b) => a - b);
  alone.set(name, quantile(times, 0.5));
}

const stats = new Map<string, { ms: number[]; errors: number; codes: Map<number, number> }>();
const loadStart = os.loadavg()[0] ?? 0;
const rssBefore = processes.all.map(rss);
let rssWarm = rssBefore;
const heapBefore = await Promise.all(ports.map(heapUsed));
let heapWarm = heapBefore;
let loadWarm = loadStart;
log(`${CLIENTS} clients for ${SECONDS} s against :${ports.join(', :')}`);
const began = Date.now();
const until = began + SECONDS * 1000;
// One series per process (RSS) and per replica (V8 heap), from the end of the warm-up on.
const rssSeries: MemorySample[][] = processes.all.map(() => []);
const heapSeries: MemorySample[][] = ports.map(() => []);
let sampler: NodeJS.Timeout | undefined;
const sample = async () => {
  const t = (Date.now() - began) / 1000 - WARMUP_SECONDS;
  const heaps = await Promise.all(ports.map(heapUsed));
  for (const [i, child] of processes.all.entries()) rssSeries[i]?.push({ t, mb: rss(child) });
  for (const [i, mb] of heaps.entries()) heapSeries[i]?.push({ t, mb });
};
const warm = sleep(WARMUP_SECONDS * 1000).then(async () => {
  rssWarm = processes.all.map(rss);
  heapWarm = await Promise.all(ports.map(heapUsed));
  loadWarm = os.loadavg()[0] ?? 0;
  await sample();
  sampler = setInterval(sample, SAMPLE_SECONDS * 1000);
});
const progress = setInterval(() => {
  const n = [...stats.values()].reduce((s, v) => s + v.ms.length, 0);
  log(`${((Date.now() - began) / 1000).toFixed(0)} s: ${n} requests, load ${os.loadavg()[0]?.toFixed(1)}`);
}, 30_000);
await Promise.all(
  Array.from({ length: CLIENTS }, async (_, n) => {
    const port = ports[n % ports.length] as number;
    // Clients start spread over one think time, not all in the same millisecond.
    await sleep(Math.random() * THINK_MS);
    while (Date.now() < until) {
      const [, name, make] = choose();
      const { ms, status } = await send(port, make);
      const s = stats.get(name) ?? { ms: [] as number[], errors: 0, codes: new Map<number, number>() };
      s.ms.push(ms);
      if (status === 0 || status >= 500) {
        s.errors++;
        s.codes.set(status, (s.codes.get(status) ?? 0) + 1);
      }
      stats.set(name, s);
      if (THINK_MS > 0) await sleep(THINK_MS * (0.5 + Math.random()));
    }
  }),
);
clearInterval(progress);
await warm;
clearInterval(sampler);
await sample();
const rssEnd = processes.all.map(rss);
const heapEnd = await Promise.all(ports.map(heapUsed));
const loadEnd = os.loadavg()[0] ?? 0;
await processes.stop();
await dropDatabase();

const allMs = [...stats.values()].flatMap((s) => s.ms).sort((a, b) => a - b);
const allErrors = [...stats.values()].reduce((s, v) => s + v.errors, 0);
const rows = [...stats.entries()].map(([name, s]) => {
  const sorted = [...s.ms].sort((a, b) => a - b);
  const codes = [...s.codes.entries()].map(([c, n]) => `${n}× ${c || 'no answer'}`).join(', ');
  return `| ${name} | ${(alone.get(name) ?? 0).toFixed(1)} | ${sorted.length} | ${quantile(sorted, 0.5).toFixed(1)} | ${quantile(sorted, 0.99).toFixed(1)} | ${s.errors}${codes ? ` (${codes})` : ''} |`;
});
const rssVerdicts = rssSeries.map((series) => judgeMemory(series));
const heapVerdicts = heapSeries.map((series) => judgeMemory(series));
const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;
const verdictCells = (v: MemoryVerdict | null | undefined) =>
  v
    ? `${v.first.toFixed(0)} → ${v.last.toFixed(0)} | ${v.min.toFixed(0)}–${v.max.toFixed(0)} | ${pct(v.growth)} | ${pct(v.trend)}`
    : '– | – | – | –';
const mem = ['replica A', 'replica B', 'worker']
  .map((name, i) => {
    const heap = (list: number[]) => (i < ports.length ? (list[i] ?? Number.NaN).toFixed(0) : '–');
    const v = rssVerdicts[i];
    return `| ${name} | ${rssBefore[i]?.toFixed(0)} / ${(rssWarm[i] ?? 0).toFixed(0)} / ${(rssEnd[i] ?? 0).toFixed(0)} | ${verdictCells(v)} | ${v ? (v.steady ? 'yes' : '**no**') : '–'} | ${heap(heapBefore)} / ${heap(heapWarm)} / ${heap(heapEnd)} | ${i < ports.length ? verdictCells(heapVerdicts[i]) : '– | – | – | –'} |`;
  })
  .join('\n');
const worstP99 = Math.max(
  ...[...stats.values()].map((s) =>
    quantile(
      [...s.ms].sort((a, b) => a - b),
      0.99,
    ),
  ),
);
// A process without enough samples (a run too short) counts as not shown steady.
const flat = rssVerdicts.every((v) => v?.steady === true);
const window = Math.min(60, (SECONDS - WARMUP_SECONDS) / 3);
const markdown = `## Soak: two replicas and a worker on PostgreSQL

\`npm run bench:soak\` on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${CLIENTS} concurrent clients for ${SECONDS} s, ${THINK_MS ? `each waiting ${THINK_MS / 2}-${(THINK_MS * 3) / 2} ms between requests` : 'no wait between requests (closed loop)'}, the client in the same machine as both replicas, the worker and PostgreSQL; ${fixtures.kols.length} KOLs (${fixtures.leaderboardPages} leaderboard pages), ${fixtures.slugs.length} projects, ${fixtures.pools.length} pools. Errors are 5xx answers and failed connections. Load average (1 min) ${loadStart.toFixed(1)} at the start, ${loadWarm.toFixed(1)} after the warm-up, ${loadEnd.toFixed(1)} at the end. "alone" is the median of 15 requests from one client before the load.

Targets: p99 ≤ 50 ms on every route: **${worstP99 <= 50 ? 'met' : 'missed'}** (worst ${worstP99.toFixed(1)} ms; all routes together ${quantile(allMs, 0.99).toFixed(1)} ms over ${allMs.length} requests); zero errors: **${allErrors === 0 ? 'met' : `missed (${allErrors})`}**; memory flat within 10% (RSS sampled every ${SAMPLE_SECONDS} s after the ${WARMUP_SECONDS} s warm-up: the median of the last ${window.toFixed(0)} s at most ${MEMORY_LIMIT * 100}% above the median of the first ${window.toFixed(0)} s, and the least-squares trend adding at most ${MEMORY_LIMIT * 100}% over the run; a fall passes): **${flat ? 'met' : 'missed'}**.

| route | alone ms | requests | p50 ms | p99 ms | errors |
| ----- | -------- | -------- | ------ | ------ | ------ |
${rows.join('\n')}

| process | RSS before / warm-up / end (MB) | RSS first → last window (median MB) | RSS min–max after warm-up | growth | trend | steady | V8 heap used before / warm-up / end (MB) | heap first → last window | heap min–max | heap growth | heap trend |
| ------- | ------------------------------- | ----------------------------------- | ------------------------- | ------ | ----- | ------ | ---------------------------------------- | ------------------------ | ------------ | ----------- | ---------- |
${mem}
`;
writeResultsSection('soak', markdown);
console.log(markdown);
process.exit(0);
