import { readFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import {
  awaitsAtTopLevel,
  groupModule,
  listTestFiles,
  ownsItsTimeout,
  ONE_BACKEND,
  planGroups,
  SPLIT_BY_BACKEND,
  timeoutBudgetMs,
} from '../../scripts/test-groups.ts';

const root = path.resolve(import.meta.dirname, '../..');
const areas = [
  { name: 'unit', dirs: ['test/core'], processes: 1, seconds: 1 },
  { name: 'http', dirs: ['test/http'], processes: 2, seconds: 5 },
];

t.test('every test file of the repository runs exactly once in a full run', async (t) => {
  const files = listTestFiles(root);
  t.ok(files.includes('test/tooling/test-groups.test.ts'), 'finds the files, this one included');
  const { groups, alone } = planGroups(files, (f) => readFileSync(path.join(root, f), 'utf8'));
  const ran = [...groups.flatMap((g) => g.files), ...alone].sort();
  t.same(ran, files);
  t.ok(alone.includes('test/ops/postgres-restart.test.ts'), 'the PostgreSQL restart keeps its own process');
  t.ok(
    groups.some((g) => g.files.includes('test/http/trust/receipts.test.ts')),
    'a file with its own top-level timeout is grouped, with its budget',
  );
});

t.test('with PostgreSQL, a file split by backend runs once per backend, each half a process', async (t) => {
  const files = listTestFiles(root);
  const source = (f: string) => readFileSync(path.join(root, f), 'utf8');
  const { groups, alone } = planGroups(files, source, undefined, 180_000, true);
  for (const file of Object.keys(SPLIT_BY_BACKEND)) {
    const halves = groups.filter((g) => g.files.includes(file));
    // In any order: each half takes its place among the groups by its measured seconds, like
    // any other group (the defence file's halves started first while they were the longest).
    t.same(
      halves.map((g) => [g.backend, g.files]).sort(),
      [
        ['pglite', [file]],
        ['postgres', [file]],
      ],
      `${file}: one process per backend, alone in it`,
    );
  }
  const once = groups.filter((g) => g.name.includes('-once-'));
  t.ok(
    once.length > 0 && once.every((g) => g.backend === 'postgres'),
    'the defence cases run on PostgreSQL only',
  );
  t.same(
    once.flatMap((g) => g.files).sort(),
    [...ONE_BACKEND].sort(),
    'each defence case of ONE_BACKEND exactly once, in those processes',
  );
  t.ok(
    ONE_BACKEND.every((f) => files.includes(f)),
    'every file ONE_BACKEND names exists (a renamed file would run on both backends unnoticed)',
  );
  const others = [
    ...groups.filter((g) => !g.backend).flatMap((g) => g.files),
    ...alone,
    ...once.flatMap((g) => g.files),
  ].sort();
  t.same(
    others,
    files.filter((f) => !SPLIT_BY_BACKEND[f]),
    'every other file still runs exactly once',
  );
  t.same(
    planGroups(files, source).groups.filter((g) => g.backend),
    [],
    'without PostgreSQL nothing is split and nothing runs on one backend: each file runs once, its PostgreSQL half skipped',
  );
  t.match(
    groupModule(
      { name: 'adapters-x-pglite', files: ['test/adapters/x.test.ts'], backend: 'pglite' },
      180_000,
      '/repo',
    ),
    /^process\.env\.TEST_BACKENDS = "pglite";\nawait import\("file:\/\/\/repo\/test\/adapters\/x\.test\.ts"\);$/m,
    'the half names its backend before its file is imported',
  );
});

t.test('areas split into balanced processes, longest first; the rest runs alone', async (t) => {
  const files = [
    'test/core/a.test.ts',
    'test/core/b.test.ts',
    'test/e2e/c.test.ts',
    'test/http/d.test.ts',
    'test/http/e.test.ts',
    'test/http/f.test.ts',
    'test/http/slow.test.ts',
    'test/http/odd.test.ts',
  ];
  const source = (f: string) =>
    f.includes('slow')
      ? "t.setTimeout(600_000);\nt.test('x', async () => {});"
      : f.includes('odd')
        ? 'if (x) t.setTimeout(5);'
        : '';
  const { groups, alone } = planGroups(files, source, areas, 180_000);
  t.same(groups, [
    // d, e, f and slow count 5 s each (the area's figure): two and two, path order inside.
    { name: 'http-1', files: ['test/http/d.test.ts', 'test/http/f.test.ts'], timeoutMs: 360_000 },
    { name: 'http-2', files: ['test/http/e.test.ts', 'test/http/slow.test.ts'], timeoutMs: 780_000 },
    { name: 'unit-1', files: ['test/core/a.test.ts', 'test/core/b.test.ts'], timeoutMs: 360_000 },
  ]);
  t.same(alone, ['test/e2e/c.test.ts', 'test/http/odd.test.ts']);
  t.same(
    planGroups(['test/core/a.test.ts'], source, areas).alone,
    ['test/core/a.test.ts'],
    'a single file is not a group',
  );
  t.equal(ownsItsTimeout('t.setTimeout(420_000);'), true);
  t.equal(ownsItsTimeout('await page.setTimeout(5);'), false);
  t.equal(timeoutBudgetMs('t.setTimeout(420_000);\n', 180_000), 420_000, 'a top-level literal is its budget');
  t.equal(timeoutBudgetMs("t.test('x', () => {});", 180_000), 180_000, "no timeout: tap's default");
  t.equal(timeoutBudgetMs('if (slow) t.setTimeout(9);', 180_000), null, 'set some other way: alone');
  t.equal(awaitsAtTopLevel("import t from 'tap';\nconst product = await openProduct(t);"), true);
  t.equal(awaitsAtTopLevel("t.test('x', async (t) => {\n  await run(t);\n});\n// await in a comment"), false);
});

t.test(
  "a group module imports its files in order, then sets tap's timeout for all of them together",
  async (t) => {
    const module = groupModule(
      { name: 'http-1', files: ['test/http/d.test.ts', 'test/http/e.test.ts'], timeoutMs: 600_000 },
      180_000,
      '/repo',
    );
    // After the imports: a file's own top-level t.setTimeout runs as it is imported.
    t.match(
      module,
      /await import\("file:\/\/\/repo\/test\/http\/d\.test\.ts"\);\nawait import\("file:\/\/\/repo\/test\/http\/e\.test\.ts"\);\nt\.setTimeout\(600000\);/,
    );
  },
);

t.test("in the timing mode the group's budget holds from the first file on", async (t) => {
  // A budget set only after the last import came too late there: the first file ran under
  // tap's default and a long browser group was killed (docs/testing.md, "Eighth pass").
  const module = groupModule(
    { name: 'e2e-1', files: ['test/e2e/a.test.ts', 'test/e2e/b.test.ts'], timeoutMs: 600_000 },
    180_000,
    '/repo',
    true,
  );
  const lines = module.split('\n');
  const firstImport = lines.findIndex((l) => l.startsWith('await importing('));
  t.equal(lines[firstImport - 1], 't.setTimeout(600000);', 'set before the first file runs');
  t.equal(lines[firstImport + 1], 't.setTimeout(600000);', 'and again after a file that may set its own');
  t.equal(lines.filter((l) => l.startsWith('t.setTimeout(')).length, 3);
});
