import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The coverage floor (docs/testing.md, "Coverage floor"): after a full `npm test`, line,
 * statement, function and branch coverage per area (core, adapters, contracts, front
 * ends) may not drop below `coverage-floor.json`. When they rise, the floor rises with
 * them (a ratchet): commit the rewritten file. A partial run (named test files) never
 * checks, since it covers less by design.
 *
 * Usage: tsx scripts/coverage-floor.ts [summary.json]   (exit 1 when below the floor; without
 * an argument it also checks .tap/coverage for files mapped through two transpilers)
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const FLOOR_FILE = path.join(ROOT, 'coverage-floor.json');
export const SUMMARY_FILE = path.join(ROOT, '.tap/report/coverage-summary.json');
export const COVERAGE_DIR = path.join(ROOT, '.tap/coverage');

/** Percentage points a measure may dip below its floor: race tests take slightly different paths per run. */
export const TOLERANCE = 0.1;

const METRICS = ['lines', 'statements', 'functions', 'branches'] as const;
type Metric = (typeof METRICS)[number];
type Counts = Record<Metric, { total: number; covered: number }>;
export type Percentages = Record<Metric, number>;
export type Floor = Record<string, Percentages>;

/** The area a source file counts towards; null for files outside the product (tests, scripts). */
export function areaOf(file: string): string | null {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  const top = rel.split('/')[0] ?? '';
  // Build output is left out: the server loads the beta's first-screen render bundle
  // (mfe-beta/dist/first-screen/render), whose lines are the libraries' as much as ours.
  if (rel.split('/').includes('dist')) return null;
  // Migrations are left out: whether they run inside the measured processes depends on
  // whether a cached PGlite template exists (docs/testing.md), not on the tests.
  if (['core', 'adapters', 'contracts'].includes(top)) return top;
  if (top.startsWith('mfe-') || top === 'shell') return 'frontends';
  return null;
}

type Summary = Record<string, Record<Metric, { total: number; covered: number }>>;

/** Percentages per area and in total, rounded down to two decimals. */
export function measure(summary: Summary): Floor {
  const areas = new Map<string, Counts>();
  const add = (area: string, file: Summary[string]) => {
    const counts =
      areas.get(area) ?? (Object.fromEntries(METRICS.map((m) => [m, { total: 0, covered: 0 }])) as Counts);
    for (const m of METRICS) {
      counts[m].total += file[m].total;
      counts[m].covered += file[m].covered;
    }
    areas.set(area, counts);
  };
  for (const [file, data] of Object.entries(summary)) {
    if (file === 'total') continue;
    const area = areaOf(file);
    if (!area) continue;
    add(area, data);
    add('total', data);
  }
  const pct = (c: { total: number; covered: number }) =>
    c.total === 0 ? 100 : Math.floor((c.covered / c.total) * 10_000) / 100;
  return Object.fromEntries(
    [...areas]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([area, c]) => [area, Object.fromEntries(METRICS.map((m) => [m, pct(c[m])])) as Percentages]),
  );
}

export interface FloorCheck {
  below: string[];
  raised: Floor;
  changed: boolean;
}

/** Compares a measurement with the floor: what fell below it, and the floor raised to what rose. */
export function checkFloor(floor: Floor, now: Floor): FloorCheck {
  const below: string[] = [];
  const raised: Floor = structuredClone(floor);
  let changed = false;
  for (const [area, pcts] of Object.entries(now)) {
    const was = floor[area];
    if (!was) {
      raised[area] = pcts;
      changed = true;
      continue;
    }
    for (const m of METRICS) {
      if (pcts[m] < was[m] - TOLERANCE) below.push(`${area} ${m}: ${pcts[m]}% < floor ${was[m]}%`);
      else if (pcts[m] > was[m]) {
        (raised[area] as Percentages)[m] = pcts[m];
        changed = true;
      }
    }
  }
  return { below, raised, changed };
}

type RawCoverage = { 'source-map-cache'?: Record<string, { data?: { mappings?: string } }> };

/**
 * Product files whose coverage was recorded through more than one source map: processes
 * that loaded the same file through different transpilers (docs/testing.md, "Coverage from
 * child processes"). tap merges their byte ranges as if they were the same JavaScript and
 * keeps whichever map it reads last, so the report would depend on the order of the
 * coverage files' random names. Returns `file: process, process` lines, empty when sound.
 */
export function mixedSourceMaps(coverageDir = COVERAGE_DIR): string[] {
  const processinfoDir = path.join(path.dirname(coverageDir), 'processinfo');
  const describe = (name: string) => {
    try {
      const info = JSON.parse(readFileSync(path.join(processinfoDir, name), 'utf8')) as { argv?: string[] };
      return (info.argv ?? [])
        .slice(1)
        .map((a) => path.relative(ROOT, a) || a)
        .join(' ');
    } catch {
      return name;
    }
  };
  const maps = new Map<string, Map<string, string>>(); // file -> map hash -> a process that used it
  for (const name of existsSync(coverageDir) ? readdirSync(coverageDir) : []) {
    let raw: RawCoverage;
    try {
      raw = JSON.parse(readFileSync(path.join(coverageDir, name), 'utf8')) as RawCoverage;
    } catch {
      continue;
    }
    for (const [url, entry] of Object.entries(raw['source-map-cache'] ?? {})) {
      if (!url.startsWith('file:') || url.includes('/node_modules/')) continue;
      const file = fileURLToPath(url);
      if (!areaOf(file)) continue;
      const hash = createHash('sha1')
        .update(entry.data?.mappings ?? '')
        .digest('hex');
      const seen = maps.get(file) ?? new Map<string, string>();
      if (!seen.has(hash)) seen.set(hash, name);
      maps.set(file, seen);
    }
  }
  return [...maps]
    .filter(([, seen]) => seen.size > 1)
    .map(([file, seen]) => `${path.relative(ROOT, file)}: ${[...seen.values()].map(describe).join(' | ')}`);
}

/**
 * Runs the check on the files and prints the outcome; false when coverage fell, or when
 * `coverageDir` (tap's raw coverage) shows a file mapped through two transpilers, since
 * then the numbers are not a measurement.
 */
export function enforceFloor(
  summaryFile = SUMMARY_FILE,
  floorFile = FLOOR_FILE,
  coverageDir?: string,
): boolean {
  if (!existsSync(summaryFile)) {
    console.error(`coverage floor: no ${path.relative(ROOT, summaryFile)} (was coverage turned off?)`);
    return false;
  }
  const mixed = coverageDir ? mixedSourceMaps(coverageDir) : [];
  if (mixed.length > 0) {
    console.error(
      `coverage not checked: ${mixed.length} files were loaded through different transpilers, so tap's merge is unstable (start TypeScript children with test/helpers/typescript-child.ts):\n  ${mixed.slice(0, 5).join('\n  ')}`,
    );
    return false;
  }
  const now = measure(JSON.parse(readFileSync(summaryFile, 'utf8')) as Summary);
  const floor: Floor = existsSync(floorFile) ? (JSON.parse(readFileSync(floorFile, 'utf8')) as Floor) : {};
  const { below, raised, changed } = checkFloor(floor, now);
  const total = now.total;
  if (total) {
    console.log(
      `coverage: lines ${total.lines}%, branches ${total.branches}%, functions ${total.functions}% (floor in coverage-floor.json)`,
    );
  }
  if (below.length > 0) {
    console.error(`coverage fell below the floor:\n  ${below.join('\n  ')}`);
    return false;
  }
  if (changed) {
    writeFileSync(floorFile, `${JSON.stringify(raised, null, 2)}\n`);
    console.log('coverage floor raised: commit coverage-floor.json');
  }
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const summary = process.argv[2] ? path.resolve(process.argv[2]) : SUMMARY_FILE;
  process.exit(enforceFloor(summary, FLOOR_FILE, process.argv[2] ? undefined : COVERAGE_DIR) ? 0 : 1);
}
