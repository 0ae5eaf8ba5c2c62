import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../scripts/chromium.ts';
import { buildMissingFrontends } from '../scripts/build-missing-frontends.ts';
import { freePort } from '../test/helpers/browser.ts';
import { writeResultsSection } from './results-file.ts';

/**
 * Lighthouse (mobile preset: simulated slow 4G and 4x CPU slowdown) against the production
 * build served by the real server in its own process, with the demo data. Each page runs
 * RUNS times; every number reported is the median of its runs. Runs are kept per label in
 * bench/lighthouse-runs.json (BENCH_LABEL, default "current"), so RESULTS.md can show
 * "before" next to the latest run. Targets: docs/frontend.md (performance budget).
 */
const ROOT = join(import.meta.dirname, '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
const LABEL = process.env.BENCH_LABEL || 'current';
const STORE = join(ROOT, 'bench', 'lighthouse-runs.json');
const TARGET = { performance: 95, lcp: 2000, tbt: 150, cls: 0.02, other: 95 };
const JS_BUDGET_KB: Record<string, number> = { '/': 150, '/beta': 170 };

interface PageResult {
  page: string;
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  jsKb: number;
}

buildMissingFrontends('for the Lighthouse bench');
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'mindmark-lighthouse-'));
const server = startServer(port, origin, dataDir);
let chrome: chromeLauncher.LaunchedChrome | null = null;
try {
  await waitForServer(origin);
  const slug = await firstProjectSlug(origin);
  // LIGHTHOUSE_PAGES=/beta,/ narrows a probe run (an A/B of one change) to the pages it concerns.
  const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
  const pages = ['/', '/beta', '/beta/projects', `/beta/projects/${slug}`, '/beta/social-card'].filter(
    (p) => !only || only.includes(p.replace(slug, ':slug')),
  );
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const results: PageResult[] = [];
  for (const page of pages) {
    const runs: PageResult[] = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await auditWithRetry(chrome.port, origin, page));
    const result = median(page.replace(slug, ':slug'), runs);
    results.push(result);
    console.log(JSON.stringify(result));
  }
  const store = existsSync(STORE) ? (JSON.parse(readFileSync(STORE, 'utf8')) as Record<string, Run>) : {};
  store[LABEL] = { date: new Date().toISOString(), runs: RUNS, load: loadAverage(), results };
  writeFileSync(STORE, `${JSON.stringify(store, null, 2)}\n`);
  writeResultsSection('lighthouse', report(store));
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

interface Run {
  date: string;
  runs: number;
  load: string;
  results: PageResult[];
}

function startServer(port: number, publicOrigin: string, dataDir: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', 'serve.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'lighthouse-bench-only-secret-0123456789abcdef',
      DEMO_SEED: 'true',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: publicOrigin,
      LOG_LEVEL: 'warn',
      RANKINGS_INTERVAL_MINUTES: '0',
    },
  });
  return child;
}

async function waitForServer(base: string): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become ready in 5 minutes');
}

async function firstProjectSlug(base: string): Promise<string> {
  const page = (await (await fetch(`${base}/api/projects/paginate?page=1&limit=1`)).json()) as {
    data: { twitterUsername: string }[];
  };
  if (!page.data[0]) throw new Error('the demo data has no project');
  // The beta's project pages are addressed by the project's X handle (mfe-beta projects-table).
  return page.data[0].twitterUsername;
}

/** Under heavy load Chromium sometimes loses the trace's navigation start (NO_NAVSTART): that run is redone. */
async function auditWithRetry(chromePort: number, base: string, path: string): Promise<PageResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(chromePort, base, path);
    } catch (error) {
      if (attempt >= 3 || !/NO_NAVSTART|NO_FCP|NO_LCP/.test((error as Error).message)) throw error;
      console.warn(`${path}: ${(error as Error).message}; running it again`);
    }
  }
}

async function audit(chromePort: number, base: string, path: string): Promise<PageResult> {
  const result = await lighthouse(`${base}${path}`, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items;
  const js = (requests ?? [])
    .filter((r) => r.resourceType === 'Script')
    .reduce((n, r) => n + r.transferSize, 0);
  return {
    page: path,
    performance: score('performance'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcp: numeric('first-contentful-paint'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    jsKb: js / 1024,
  };
}

interface NetworkItem {
  resourceType?: string;
  transferSize: number;
}

function median(page: string, runs: PageResult[]): PageResult {
  const mid = (key: Exclude<keyof PageResult, 'page'>) => {
    const sorted = runs.map((r) => r[key]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
  };
  return {
    page,
    performance: mid('performance'),
    lcp: mid('lcp'),
    tbt: mid('tbt'),
    cls: mid('cls'),
    fcp: mid('fcp'),
    accessibility: mid('accessibility'),
    bestPractices: mid('bestPractices'),
    seo: mid('seo'),
    jsKb: mid('jsKb'),
  };
}

function lighthouseVersion(): string {
  return (
    JSON.parse(readFileSync(join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
}

function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' / ');
  } catch {
    return 'unknown';
  }
}

function report(store: Record<string, Run>): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const mark = (ok: boolean, text: string) => (ok ? text : `**${text}**`);
  const table = (label: string, run: Run) => [
    `### ${label} (${run.date.slice(0, 16).replace('T', ' ')} UTC, median of ${run.runs}, load average ${run.load})`,
    '',
    '| page | performance | LCP | TBT | CLS | FCP | a11y | best practices | SEO | JS KB (transferred) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...run.results.map((r) =>
      [
        `\`${r.page}\``,
        mark(r.performance >= TARGET.performance, String(r.performance)),
        mark(r.lcp <= TARGET.lcp, s(r.lcp)),
        mark(r.tbt <= TARGET.tbt, `${Math.round(r.tbt)} ms`),
        mark(r.cls <= TARGET.cls, r.cls.toFixed(3)),
        s(r.fcp),
        mark(r.accessibility >= TARGET.other, String(r.accessibility)),
        mark(r.bestPractices >= TARGET.other, String(r.bestPractices)),
        mark(r.seo >= TARGET.other, String(r.seo)),
        mark(!(r.page in JS_BUDGET_KB) || r.jsKb <= JS_BUDGET_KB[r.page], r.jsKb.toFixed(1)),
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .concat(' |'),
    ),
    '',
  ];
  const labels = Object.keys(store).sort((a, b) =>
    a === 'before' ? -1 : b === 'before' ? 1 : a.localeCompare(b),
  );
  return [
    '## Front end: Lighthouse, mobile',
    '',
    `\`npm run bench:frontend\`: Lighthouse ${lighthouseVersion()} mobile preset (simulated slow 4G, 4x CPU slowdown), Debian's Chromium, production build served by the real server (own process, PGlite, demo data), each page ${RUNS} times, every cell the median of its runs. The machine is shared with other work, so timings are noisy; the load average is noted per run. Bold: misses the target (performance ≥ ${TARGET.performance}, LCP ≤ 2.0 s, TBT ≤ ${TARGET.tbt} ms, CLS ≤ ${TARGET.cls}, other scores ≥ ${TARGET.other}, JS ≤ 150 KB on \`/\`, ≤ 170 KB on \`/beta\`).`,
    '',
    ...labels.flatMap((label) => table(label, store[label])),
  ].join('\n');
}
