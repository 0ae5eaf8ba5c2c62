import { readFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM } from '../scripts/chromium.ts';

/**
 * An A/B of two running servers (two builds) in one window: Lighthouse's mobile preset on each
 * page, alternating A and B run by run, so the machine's load (shared with other work) weighs
 * on both alike; medians per page and build. For choosing a change by measurement where the
 * load moves more between two runs of bench/lighthouse.ts than the change does.
 *
 *   npx tsx bench/lighthouse-ab.ts http://127.0.0.1:3501 http://127.0.0.1:3500   (A = before, B = after)
 *
 * LIGHTHOUSE_RUNS (default 5) runs per page and build; LIGHTHOUSE_PAGES narrows the pages.
 */
const [a, b] = process.argv.slice(2);
if (!a || !b) throw new Error('usage: lighthouse-ab.ts <origin A> <origin B>');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 5);

interface Sample {
  performance: number;
  tbt: number;
  lcp: number;
  cls: number;
  jsKb: number;
}

const slug = (
  (await (await fetch(`${a}/api/projects/paginate?page=1&limit=1`)).json()) as {
    data: { twitterUsername: string }[];
  }
).data[0].twitterUsername;
const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
const pages = ['/', '/beta', '/beta/projects', `/beta/projects/${slug}`, '/beta/social-card'].filter(
  (p) => !only || only.includes(p.replace(slug, ':slug')),
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' / ');
console.log(`load average at start ${load()}`);
try {
  console.log('| page | build | performance | TBT | LCP | CLS | JS KB | TBT of each run |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const page of pages) {
    const samples: Record<'A' | 'B', Sample[]> = { A: [], B: [] };
    for (let i = 0; i < RUNS; i += 1) {
      // Alternate which build goes first, so neither always runs right after the other's load.
      const order: ['A' | 'B', string][] =
        i % 2 === 0
          ? [
              ['A', a],
              ['B', b],
            ]
          : [
              ['B', b],
              ['A', a],
            ];
      for (const [label, origin] of order) samples[label].push(await audit(chrome.port, `${origin}${page}`));
    }
    for (const label of ['A', 'B'] as const) {
      const runs = samples[label];
      const m = (key: keyof Sample) => median(runs.map((r) => r[key]));
      console.log(
        `| \`${page.replace(slug, ':slug')}\` | ${label} | ${m('performance')} | ${Math.round(m('tbt'))} ms | ${(m('lcp') / 1000).toFixed(2)} s | ${m('cls').toFixed(3)} | ${m('jsKb').toFixed(1)} | ${runs.map((r) => Math.round(r.tbt)).join(', ')} |`,
      );
    }
  }
} finally {
  console.log(`load average at end ${load()}`);
  await chrome.kill();
}

async function audit(port: number, url: string): Promise<Sample> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) {
      const n = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const items =
        (
          lhr.audits['network-requests']?.details as {
            items?: { resourceType?: string; transferSize: number }[];
          }
        )?.items ?? [];
      return {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        tbt: n('total-blocking-time'),
        lcp: n('largest-contentful-paint'),
        cls: n('cumulative-layout-shift'),
        jsKb: items.filter((r) => r.resourceType === 'Script').reduce((s, r) => s + r.transferSize, 0) / 1024,
      };
    }
    // Under load Chromium sometimes loses the trace's navigation start: that run is redone.
    if (attempt >= 3) throw new Error(`${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)];
}
