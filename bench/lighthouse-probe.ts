import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * One Lighthouse run (mobile preset) of one URL of a running server, with what the score is
 * made of: LCP element, script boot time per file, long tasks, main-thread breakdown. For
 * probing one change while iterating (`npx tsx bench/lighthouse-probe.ts http://127.0.0.1:PORT/beta`);
 * the numbers to report come from bench/lighthouse.ts (median of 3).
 */
type Items = { items?: Record<string, unknown>[] } | undefined;
type Rows = Record<string, unknown>[] | undefined;
const url = process.argv[2] ?? 'http://127.0.0.1:3103/beta';
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result!.lhr;
  writeFileSync(process.env.PROBE_OUT ?? '/tmp/public-probe/last.json', JSON.stringify(lhr));
  const a = lhr.audits;
  const n = (id: string) => Math.round(a[id]?.numericValue ?? -1);
  console.log(
    `perf ${Math.round((lhr.categories.performance.score ?? 0) * 100)} FCP ${n('first-contentful-paint')} LCP ${n('largest-contentful-paint')} TBT ${n('total-blocking-time')} CLS ${a['cumulative-layout-shift'].numericValue?.toFixed(3)} SI ${n('speed-index')}`,
  );
  const lcpEl = ((a['largest-contentful-paint-element']?.details as Items)?.items?.[0]?.items as Rows)?.[0]
    ?.node as { snippet?: string; selector?: string } | undefined;
  console.log('LCP element:', lcpEl?.snippet, lcpEl?.selector);
  const boot = ((a['bootup-time']?.details as Items)?.items ?? []) as {
    total: number;
    scripting: number;
    scriptParseCompile: number;
    url: string;
  }[];
  for (const i of boot.slice(0, 8))
    console.log(
      'boot',
      Math.round(i.total),
      Math.round(i.scripting),
      Math.round(i.scriptParseCompile),
      i.url,
    );
  const long = ((a['long-tasks']?.details as Items)?.items ?? []) as {
    startTime: number;
    duration: number;
    url: string;
  }[];
  for (const i of long.slice(0, 12))
    console.log('long', Math.round(i.startTime), Math.round(i.duration), i.url);
  const mt = ((a['mainthread-work-breakdown']?.details as Items)?.items ?? []) as {
    groupLabel: string;
    duration: number;
  }[];
  console.log(mt.map((i) => `${i.groupLabel} ${Math.round(i.duration)}`).join('; '));
} finally {
  await chrome.kill();
}
