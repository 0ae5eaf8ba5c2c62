import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Test files that share one process in a full `npm test` (docs/testing.md, "Files grouped
 * into processes"). tap runs each file in a fresh process, and a process that imports the
 * app pays about 5 s of CPU before its first test (tap, ts-node, the module graph); a group
 * pays it once. A group is a generated module that imports its files one after the other,
 * so their top-level tests register on the one root test and run in order, each file's
 * tests after the previous file's: the same tests and assertions as file by file. Named
 * files (`npx tsx scripts/test.ts <files>`) still run one process each.
 *
 * Only the areas below are grouped, and in them only files that neither set their own
 * timeout (`t.setTimeout`, which would set the whole group's) nor await at the top level
 * (outside a test that work runs while the previous file's tests run, and the file adds
 * its tests only after it); those, and the PostgreSQL restart, keep their
 * own process. The browser files are not grouped: 13 of 18 do their setup at the top
 * level (docs/testing.md, "Fifth pass").
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const GROUP_DIR = path.join(ROOT, '.tap/groups');

export const AREAS: { name: string; dirs: string[]; processes: number }[] = [
  { name: 'unit', dirs: ['test/core', 'test/frontend', 'test/tooling', 'test/fuzz'], processes: 1 },
  { name: 'adapters', dirs: ['test/adapters'], processes: 3 },
  { name: 'http', dirs: ['test/http'], processes: 4 },
  { name: 'ops', dirs: ['test/ops'], processes: 1 },
];

/** Runs alone whatever its area: it restarts PostgreSQL under every other file (scripts/test.ts). */
export const ALWAYS_ALONE = ['test/ops/postgres-restart.test.ts'];

export interface Group {
  name: string;
  files: string[];
}

/** Every `*.test.ts` under test/, relative to the root with `/`, sorted. */
export function listTestFiles(root = ROOT): string[] {
  const dir = path.join(root, 'test');
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((f) => `test/${f.split(path.sep).join('/')}`)
    .filter((f) => f.endsWith('.test.ts'))
    .sort();
}

/** A file that sets its own timeout runs alone: in a group it would set the group's. */
export const ownsItsTimeout = (source: string): boolean => /\bt\.setTimeout\(/.test(source);

/** A file that awaits at the top level (a line starting at column 0 with an `await` in it) runs alone. */
export const awaitsAtTopLevel = (source: string): boolean => /^(?![\s/*])[^\n]*\bawait\b/m.test(source);

/** Splits each area's files, in path order, into its number of processes; the rest run alone. */
export function planGroups(
  files: string[],
  sourceOf: (file: string) => string,
  areas = AREAS,
): { groups: Group[]; alone: string[] } {
  const groups: Group[] = [];
  const grouped = new Set<string>();
  for (const area of areas) {
    const members = files.filter(
      (f) =>
        area.dirs.some((d) => f.startsWith(`${d}/`)) &&
        !ALWAYS_ALONE.includes(f) &&
        !ownsItsTimeout(sourceOf(f)) &&
        !awaitsAtTopLevel(sourceOf(f)),
    );
    if (members.length < 2) continue;
    const count = Math.min(area.processes, members.length);
    const chunks = Array.from({ length: count }, (_, i) =>
      members.slice(Math.round((i * members.length) / count), Math.round(((i + 1) * members.length) / count)),
    );
    chunks
      .filter((c) => c.length > 0)
      .forEach((c, i) => {
        groups.push({ name: `${area.name}-${i + 1}`, files: c });
      });
    for (const f of members) grouped.add(f);
  }
  return { groups, alone: files.filter((f) => !grouped.has(f)) };
}

/** The generated module of one group: the tap timeout of all its files together, then the files. */
export function groupModule(group: Group, fileTimeoutMs: number, root = ROOT): string {
  return [
    `// Written by scripts/test.ts for one run (scripts/test-groups.ts): ${group.files.length} test files, one process.`,
    "import t from 'tap';",
    `t.setTimeout(${fileTimeoutMs * group.files.length});`,
    ...group.files.map((f) => `await import(${JSON.stringify(pathToFileURL(path.join(root, f)).href)});`),
    '',
  ].join('\n');
}

/** tap's per-file timeout from .taprc, in ms (tap's default when unset). */
export function fileTimeoutMs(root = ROOT): number {
  const taprc = readFileSync(path.join(root, '.taprc'), 'utf8');
  return Number(/^timeout:\s*(\d+)/m.exec(taprc)?.[1] ?? 30) * 1000;
}

/** Writes this run's group modules; returns what tap runs: the group modules and the files alone. */
export function writeGroups(root = ROOT): string[] {
  const files = listTestFiles(root);
  const { groups, alone } = planGroups(files, (f) => readFileSync(path.join(root, f), 'utf8'));
  rmSync(GROUP_DIR, { recursive: true, force: true });
  mkdirSync(GROUP_DIR, { recursive: true });
  const timeout = fileTimeoutMs(root);
  const modules = groups.map((g) => {
    const file = path.join(GROUP_DIR, `${g.name}.mjs`);
    writeFileSync(file, groupModule(g, timeout, root));
    return path.relative(root, file);
  });
  return [...modules, ...alone.filter((f) => statSync(path.join(root, f)).isFile())];
}

export function removeGroups(): void {
  rmSync(GROUP_DIR, { recursive: true, force: true });
}
