import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The coverage floor (docs/testing.md, "Coverage floor"): after a full `npm test`, line,
 * statement, function and branch coverage per area (core, adapters, contracts, front
 * ends) may not drop below `coverage-floor.json`. When they rise, the floor rises with
 * them (a ratchet): commit the rewritten file. A partial run (named test files) never
 * checks, since it covers less by design.
 *
 * Usage: tsx scripts/coverage-floor.ts [summary.json]   (exit 1 when below the floor)
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const FLOOR_FILE = path.join(ROOT, 'coverage-floor.json');
export const SUMMARY_FILE = path.join(ROOT, '.tap/report/coverage-summary.json');

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

/** Runs the check on the files and prints the outcome; false when coverage fell. */
export function enforceFloor(summaryFile = SUMMARY_FILE, floorFile = FLOOR_FILE): boolean {
  if (!existsSync(summaryFile)) {
    console.error(`coverage floor: no ${path.relative(ROOT, summaryFile)} (was coverage turned off?)`);
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
  process.exit(enforceFloor(process.argv[2] ? path.resolve(process.argv[2]) : SUMMARY_FILE) ? 0 : 1);
}
