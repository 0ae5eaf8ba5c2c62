import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Backend } from '../test/helpers/databases.ts';

/**
 * Test files that share one process in a full `npm test` (docs/testing.md, "Files grouped
 * into processes"). tap runs each file in a fresh process, and a process that imports the
 * app pays about 5 s of CPU before its first test (tap, ts-node, the module graph); a
 * browser file also launches Chromium. A group pays that once. A group is a generated
 * module that imports its files one after the other, so their top-level tests register on
 * the one root test and run in order, each file's tests after the previous file's: the
 * same tests and assertions as file by file. Named files (`npx tsx scripts/test.ts
 * <files>`) still run one process each.
 *
 * Only files that do not await at the top level are grouped (outside a test that work
 * runs while the previous file's tests run, and the file adds its tests only after it);
 * they, and the PostgreSQL restart, keep their own process. A file that sets its own
 * timeout at the top level (`t.setTimeout(N)`, on the root test it would share) is
 * grouped with that budget: the group's timeout is the sum of its files' budgets, set
 * after every file has been imported (docs/testing.md, "Browser files grouped").
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const GROUP_DIR = path.join(ROOT, '.tap/groups');

/** `seconds`: what an unlisted file of the area counts for (MEASURED_SECONDS). */
export const AREAS: { name: string; dirs: string[]; processes: number; seconds: number }[] = [
  { name: 'e2e', dirs: ['test/e2e'], processes: 4, seconds: 25 },
  { name: 'http', dirs: ['test/http'], processes: 4, seconds: 7 },
  { name: 'adapters', dirs: ['test/adapters'], processes: 3, seconds: 4 },
  { name: 'ops', dirs: ['test/ops'], processes: 2, seconds: 6 },
  {
    name: 'unit',
    dirs: ['test/core', 'test/frontend', 'test/tooling', 'test/fuzz'],
    processes: 1,
    seconds: 1.5,
  },
];

/**
 * Seconds a file took inside its process (tap's own time, CI 1 of 2026-11-24, a loaded
 * machine), used only to balance an area's processes and to start the longest first. A
 * file not listed counts as its area's `seconds`; a wrong figure costs balance, never a test.
 */
export const MEASURED_SECONDS: Record<string, number> = {
  // The browser files: their walls in the tenth pass's full run (two jobs, load 10-18), scaled
  // by 0.275 so that the area's total stays what it was and the areas keep their order. The three
  // journeys scaled again by their wall after / before running on PGlite only (twelfth pass).
  'test/e2e/admin-journey.test.ts': 77,
  'test/e2e/admin-catalog.test.ts': 61,
  'test/e2e/appeal-journey.test.ts': 30,
  'test/e2e/public-pages.test.ts': 47,
  'test/e2e/onboarding-journey.test.ts': 28,
  'test/e2e/wallet-failures.test.ts': 36,
  'test/e2e/shell-routes.test.ts': 35,
  'test/e2e/score-receipt.test.ts': 33,
  'test/e2e/first-screen-project.test.ts': 31,
  'test/e2e/first-screen.test.ts': 27,
  'test/e2e/first-screen-projects.test.ts': 24,
  'test/e2e/pool-detail.test.ts': 21,
  'test/e2e/leaderboard.test.ts': 21,
  'test/e2e/projects.test.ts': 21,
  'test/e2e/social-card.test.ts': 15,
  'test/e2e/admin-rankings-jobs.test.ts': 14,
  'test/e2e/first-screen-social-card.test.ts': 13,
  'test/e2e/first-screen-boot-work.test.ts': 13,
  'test/e2e/admin-remote-origin.test.ts': 11,
  'test/e2e/session-across-remotes.test.ts': 9,
  // 1.40.0's receipt: an import and a full recompute of the demo, then two receipts (25 s alone, 2026-11-30).
  'test/e2e/habit-receipt.test.ts': 12,
  // The non-browser files (thirteenth pass): half their wall in a run of every non-browser,
  // non-defence file with two jobs at load 8-12 (2026-11-28, TEST_FILE_TIMES), a factor that
  // keeps the sum of the entries listed before the same, so the areas keep their order against
  // the browser files. Listed from about 10 s; the rest count as their area's `seconds`.
  'test/http/trust/receipts.test.ts': 110,
  'test/http/points.test.ts': 24,
  'test/http/trust/appeals.test.ts': 18,
  'test/http/access-table.test.ts': 16,
  'test/http/auth/staff.test.ts': 11,
  'test/http/wallets.test.ts': 12,
  'test/http/system.test.ts': 12,
  'test/http/auth/sessions.test.ts': 10,
  'test/http/influencers.test.ts': 11,
  'test/http/startup.test.ts': 11,
  'test/ops/replicas.test.ts': 58,
  'test/ops/sigterm.test.ts': 26,
  'test/ops/background-x-and-mail.test.ts': 24,
  'test/ops/ranked-reads-cache.test.ts': 16,
  'test/ops/operations.test.ts': 12,
  'test/ops/faults.test.ts': 11,
  'test/ops/jobs.test.ts': 8,
  'test/fuzz/contract-fuzz.test.ts': 18,
  'test/core/import-boundaries.test.ts': 14,
  // Its recomputes: 27 per backend until the thirteenth pass folded the later data sets into
  // one (10 per backend): walls ~90 s on PostgreSQL and ~105 s on PGlite at load ~8
  // (docs/testing.md, "Thirteenth pass, defence file"). Still a process of its own per backend.
  'test/adapters/db/coordination-defence.test.ts': 195,
  'test/adapters/db/ranking-engine.test.ts': 46,
  // Methodology 1.17.0's group licence: two recomputes of a sweep per backend (~40–70 s alone).
  'test/adapters/db/group-licence.test.ts': 30,
  // Methodology 1.18.0's tied newcomers: two seed-2029 rings ranked with and without the rule
  // per backend (~24 s of CPU for both, alone, h/defence-35).
  'test/adapters/db/tied-newcomers.test.ts': 25,
  // Methodology 1.18.1's crowd bystander: five seed-2039 rings ranked off, with 1.18.0 and 1.18.1
  // and a day run per backend (~24 s of CPU for both, alone, h/bystander).
  'test/adapters/db/crowd-bystander.test.ts': 24,
  // Methodology 1.18.2's and 1.18.3's followed bystanders: three outsider attacks, each imported
  // onto its own copy and ranked with every discount off, without coordination, with the version
  // before the fix and the current one and a day run per backend (~90 s of CPU on PGlite alone).
  'test/adapters/db/followed-bystanders.test.ts': 60,
  // Methodology 1.19.0's narrative focus: one outsider attack imported, ranked with every
  // discount off, without coordination, with 1.18.3 and 1.19.0 and a day run per backend.
  'test/adapters/db/narrative-focus.test.ts': 25,
  // Methodology 1.20.0's crowds against chance: a 5-account swarm imported, ranked with no crowd
  // bar, 1.19.0, without coordination and with 1.20.0 and a day run per backend (~32 s of CPU
  // for both, alone); since 1.21.0 one account more and two more rankings (7 instead of 5, so
  // about 21 s per backend, scaled, not measured alone).
  'test/adapters/db/crowd-chance.test.ts': 21,
  // Methodology 1.40.0's habit bound: one outsider attack imported, ranked with every discount
  // off, without coordination, with 1.39.0 and 1.40.0 and a day run per backend (~19 s on PGlite
  // alone, 2026-11-30).
  'test/adapters/db/habit-bound.test.ts': 20,
  // Its SQL against core's rule on hand-written posts, three small rankings (~5 s on PGlite, 2026-11-30).
  'test/adapters/db/habit-bound-sql.test.ts': 5,
  // 1.41.0's vouched history: one outsider attack, as habit-bound.test.ts (~40 s on PGlite alone, 2026-11-30).
  'test/adapters/db/habit-vouched.test.ts': 55,
  'test/adapters/db/habit-data-start.test.ts': 6,
  // 1.43.0's bystander at the minimum: one outsider attack and a written account, ranked off, without
  // coordination, with 1.42.0 and 1.43.0 and a day run per backend (~30 s on PGlite alone, 2026-12-01).
  'test/adapters/db/crowd-at-minimum.test.ts': 25,
  // Every attack of the ONE_BACKEND files imported at once, ranked five times per backend (~90 s of
  // CPU in the process and ~210 s of wall beside a bench, 2026-12-01).
  'test/adapters/db/backend-parity.test.ts': 100,
  'test/adapters/db/bot-ring.test.ts': 34,
  'test/adapters/db/payout-ledger.test.ts': 32,
  'test/adapters/db/demo-seed.test.ts': 25,
  'test/adapters/db/import.test.ts': 22,
  'test/adapters/db/methodology-versions.test.ts': 13,
  'test/adapters/db/discounts-kept.test.ts': 13,
  'test/adapters/db/kol-daily-kept.test.ts': 11,
};

/**
 * Files a full run splits into one process per backend when PostgreSQL answers: each
 * process sets TEST_BACKENDS before importing the file, so its `eachBackend` runs on that
 * backend only (test/helpers/databases.ts) and the two halves run side by side instead of
 * one after the other. Seconds per half, as MEASURED_SECONDS (docs/testing.md, "Eleventh pass").
 */
export const SPLIT_BY_BACKEND: Record<string, Record<Backend, number>> = {
  'test/adapters/db/coordination-defence.test.ts': { postgres: 90, pglite: 105 },
};

/**
 * Defence cases of methodology versions (docs/testing.md, "Defence cases on one backend"): each
 * imports outsider attacks onto data set A and ranks it seven or eight times. With PostgreSQL a
 * full run gives them PostgreSQL only (their PGlite half cost about twice the CPU of the
 * PostgreSQL half, and PGlite is the backend that needs no server); named, or without PostgreSQL,
 * they run as every file does. test/adapters/db/backend-parity.test.ts is what allows it: it
 * imports every attack these files import, ranks them on both backends with the current and
 * earlier versions, and finds the same rankings and the same discounts, post by post.
 */
export const ONE_BACKEND: readonly string[] = [
  'activity-backed',
  'crowd-at-minimum',
  'crowd-chance',
  'follow-backs',
  'followed-bystanders',
  'fresh-big',
  'habit-bound',
  'habit-vouched',
  'history-flood',
  'known-before',
  'narrative-focus',
  'narrative-older-posts',
  'narrative-thin',
  'periphery-chance',
  'periphery-history',
  'regulars-apart',
  'seasoned-swarm',
  'seeded-push',
  'size-bucket',
  'thin-flood',
].map((stem) => `test/adapters/db/${stem}.test.ts`);
/** A ONE_BACKEND file's seconds on PostgreSQL alone (crowd-at-minimum: 11–13 s of wall, 2026-12-01; most are alike). */
const ONE_BACKEND_SECONDS = 12;
/** How many processes an area's ONE_BACKEND files share. */
const ONE_BACKEND_PROCESSES = 2;

/** Runs alone whatever its area: it restarts PostgreSQL under every other file (scripts/test.ts). */
export const ALWAYS_ALONE = ['test/ops/postgres-restart.test.ts'];

export interface Group {
  name: string;
  files: string[];
  /** tap's timeout for the whole group: the sum of its files' budgets, in ms. */
  timeoutMs?: number;
  /** The one backend this group's database tests run on (SPLIT_BY_BACKEND); both when unset. */
  backend?: Backend;
}

/** Every `*.test.ts` under test/, relative to the root with `/`, sorted. */
export function listTestFiles(root = ROOT): string[] {
  const dir = path.join(root, 'test');
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((f) => `test/${f.split(path.sep).join('/')}`)
    .filter((f) => f.endsWith('.test.ts'))
    .sort();
}

/** Any `t.setTimeout(` call: the file sets a timeout of its own. */
export const ownsItsTimeout = (source: string): boolean => /\bt\.setTimeout\(/.test(source);

/**
 * The file's own timeout when it sets one as a top-level statement with a literal
 * (`t.setTimeout(420_000);`), `defaultMs` when it sets none, and null when it sets one some
 * other way (inside a condition, computed): such a file keeps its own process.
 */
export function timeoutBudgetMs(source: string, defaultMs: number): number | null {
  const calls = source.match(/\bt\.setTimeout\(/g)?.length ?? 0;
  if (calls === 0) return defaultMs;
  const literal = /^t\.setTimeout\((\d[\d_]*)\);?\s*$/m.exec(source);
  if (calls !== 1 || !literal) return null;
  return Number((literal[1] as string).replaceAll('_', ''));
}

/** A file that awaits at the top level (a line starting at column 0 with an `await` in it) runs alone. */
export const awaitsAtTopLevel = (source: string): boolean => /^(?![\s/*])[^\n]*\bawait\b/m.test(source);

/**
 * Splits each area's groupable files into its number of processes, balanced by
 * `MEASURED_SECONDS` (longest file first into the lightest process; a process keeps its
 * files in path order); the rest run alone. Groups come longest first. `splitByBackend`
 * (PostgreSQL answers): a groupable file of SPLIT_BY_BACKEND becomes one group per backend,
 * and the files of ONE_BACKEND share processes of their own that run PostgreSQL only.
 */
export function planGroups(
  files: string[],
  sourceOf: (file: string) => string,
  areas = AREAS,
  fileTimeoutMs = 180_000,
  splitByBackend = false,
  split = SPLIT_BY_BACKEND,
  oneBackend = ONE_BACKEND,
): { groups: Group[]; alone: string[] } {
  const groups: (Group & { seconds: number })[] = [];
  const grouped = new Set<string>();
  /** `files` in at most `count` processes balanced by `seconds` (longest first into the lightest), each in path order. */
  const binned = (files: string[], count: number, seconds: (f: string) => number) => {
    const bins = Array.from({ length: Math.min(count, files.length) }, () => ({
      files: [] as string[],
      seconds: 0,
    }));
    const longestFirst = [...files].sort((a, b) => seconds(b) - seconds(a) || a.localeCompare(b));
    for (const f of longestFirst) {
      const lightest = bins.reduce((min, bin) => (bin.seconds < min.seconds ? bin : min));
      lightest.files.push(f);
      lightest.seconds += seconds(f);
    }
    for (const f of files) grouped.add(f);
    return bins.map((b, i) => {
      const sorted = [...b.files].sort();
      return {
        name: String(i + 1),
        files: sorted,
        timeoutMs: sorted.reduce((sum, f) => sum + (timeoutBudgetMs(sourceOf(f), fileTimeoutMs) ?? 0), 0),
        seconds: b.seconds,
      };
    });
  };
  for (const area of areas) {
    const secondsOf = (file: string) => MEASURED_SECONDS[file] ?? area.seconds;
    let members = files.filter(
      (f) =>
        area.dirs.some((d) => f.startsWith(`${d}/`)) &&
        !ALWAYS_ALONE.includes(f) &&
        timeoutBudgetMs(sourceOf(f), fileTimeoutMs) !== null &&
        !awaitsAtTopLevel(sourceOf(f)),
    );
    // A split file had a process of its own in the area: its halves take that one's place.
    let splitOut = 0;
    if (splitByBackend) {
      for (const f of members.filter((m) => split[m])) {
        const stem = path.basename(f).replace(/\.test\.ts$/, '');
        for (const [backend, seconds] of Object.entries(split[f] as Record<Backend, number>)) {
          groups.push({
            name: `${area.name}-${stem}-${backend}`,
            files: [f],
            timeoutMs: timeoutBudgetMs(sourceOf(f), fileTimeoutMs) ?? fileTimeoutMs,
            backend: backend as Backend,
            seconds,
          });
        }
        grouped.add(f);
        splitOut += 1;
      }
      members = members.filter((m) => !split[m]);
      // The defence cases on one backend: processes of their own, PostgreSQL only.
      const once = members.filter((m) => oneBackend.includes(m));
      members = members.filter((m) => !oneBackend.includes(m));
      for (const g of binned(once, ONE_BACKEND_PROCESSES, () => ONE_BACKEND_SECONDS))
        groups.push({ ...g, name: `${area.name}-once-${g.name}`, backend: 'postgres' });
    }
    if (members.length < 2) continue;
    const count = Math.max(1, area.processes - splitOut);
    for (const g of binned(members, count, secondsOf)) groups.push({ ...g, name: `${area.name}-${g.name}` });
  }
  groups.sort((a, b) => b.seconds - a.seconds);
  return {
    groups: groups.map(({ seconds: _, ...g }) => g),
    alone: files.filter((f) => !grouped.has(f)),
  };
}

/**
 * The generated module of one group: the files, then tap's timeout for all of them
 * together (after the imports, since a file's own top-level `t.setTimeout` runs as it is
 * imported and would otherwise replace the group's).
 */
export function groupModule(group: Group, fileTimeoutMs: number, root = ROOT, fileTimes = false): string {
  const url = (f: string) => JSON.stringify(pathToFileURL(path.join(root, f)).href);
  const setTimeout = `t.setTimeout(${group.timeoutMs ?? fileTimeoutMs * group.files.length});`;
  // Before the first import: test/helpers/databases.ts reads it as the tests run.
  const backend = group.backend ? [`process.env.TEST_BACKENDS = ${JSON.stringify(group.backend)};`] : [];
  // TEST_FILE_TIMES: each file's CPU and wall time inside the group (test/helpers/file-times.ts).
  const imports = fileTimes
    ? [
        `import { importing, track } from ${url('test/helpers/file-times.ts')};`,
        'track(t);',
        // The group's budget is set before the first file runs and again after each file
        // that may have set its own.
        setTimeout,
        ...group.files.flatMap((f) => [
          `await importing(${JSON.stringify(f)}, () => import(${url(f)}));`,
          setTimeout,
        ]),
      ]
    : group.files.map((f) => `await import(${url(f)});`);
  return [
    `// Written by scripts/test.ts for one run (scripts/test-groups.ts): ${group.files.length} test files, one process.`,
    "import t from 'tap';",
    ...backend,
    ...imports,
    ...(fileTimes ? [] : [setTimeout]),
    '',
  ].join('\n');
}

/** tap's per-file timeout from .taprc, in ms (tap's default when unset). */
export function fileTimeoutMs(root = ROOT): number {
  const taprc = readFileSync(path.join(root, '.taprc'), 'utf8');
  return Number(/^timeout:\s*(\d+)/m.exec(taprc)?.[1] ?? 30) * 1000;
}

/**
 * Writes this run's group modules; returns what tap runs: the group modules and the files
 * alone. `splitByBackend`: PostgreSQL answers, so SPLIT_BY_BACKEND's files run as two halves.
 */
export function writeGroups(root = ROOT, splitByBackend = false): string[] {
  const files = listTestFiles(root);
  const timeout = fileTimeoutMs(root);
  const { groups, alone } = planGroups(
    files,
    (f) => readFileSync(path.join(root, f), 'utf8'),
    AREAS,
    timeout,
    splitByBackend,
  );
  rmSync(GROUP_DIR, { recursive: true, force: true });
  mkdirSync(GROUP_DIR, { recursive: true });
  const modules = groups.map((g, i) => {
    // tap runs its files in path order: the number starts the longest groups first.
    const file = path.join(GROUP_DIR, `${String(i + 1).padStart(2, '0')}-${g.name}.mjs`);
    writeFileSync(file, groupModule(g, timeout, root, Boolean(process.env.TEST_FILE_TIMES)));
    return path.relative(root, file);
  });
  return [...modules, ...alone.filter((f) => statSync(path.join(root, f)).isFile())];
}

export function removeGroups(): void {
  rmSync(GROUP_DIR, { recursive: true, force: true });
}
