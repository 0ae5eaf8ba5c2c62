import { readFileSync } from 'node:fs';
import path from 'node:path';
import t from 'tap';
import {
  awaitsAtTopLevel,
  groupModule,
  listTestFiles,
  ownsItsTimeout,
  planGroups,
} from '../../scripts/test-groups.ts';

const root = path.resolve(import.meta.dirname, '../..');
const areas = [
  { name: 'unit', dirs: ['test/core'], processes: 1 },
  { name: 'http', dirs: ['test/http'], processes: 2 },
];

t.test('every test file of the repository runs exactly once in a full run', async (t) => {
  const files = listTestFiles(root);
  t.ok(files.includes('test/tooling/test-groups.test.ts'), 'finds the files, this one included');
  const { groups, alone } = planGroups(files, (f) => readFileSync(path.join(root, f), 'utf8'));
  const ran = [...groups.flatMap((g) => g.files), ...alone].sort();
  t.same(ran, files);
  t.ok(
    alone.includes('test/ops/postgres-restart.test.ts') && alone.includes('test/http/trust/receipts.test.ts'),
    'the PostgreSQL restart and files with their own timeout keep their own process',
  );
});

t.test('areas split into their number of processes in path order; the rest runs alone', async (t) => {
  const files = [
    'test/core/a.test.ts',
    'test/core/b.test.ts',
    'test/e2e/c.test.ts',
    'test/http/d.test.ts',
    'test/http/e.test.ts',
    'test/http/f.test.ts',
    'test/http/slow.test.ts',
  ];
  const source = (f: string) => (f.includes('slow') ? 't.setTimeout(600_000);' : '');
  const { groups, alone } = planGroups(files, source, areas);
  t.same(groups, [
    { name: 'unit-1', files: ['test/core/a.test.ts', 'test/core/b.test.ts'] },
    { name: 'http-1', files: ['test/http/d.test.ts', 'test/http/e.test.ts'] },
    { name: 'http-2', files: ['test/http/f.test.ts'] },
  ]);
  t.same(alone, ['test/e2e/c.test.ts', 'test/http/slow.test.ts']);
  t.same(
    planGroups(['test/core/a.test.ts'], source, areas).alone,
    ['test/core/a.test.ts'],
    'a single file is not a group',
  );
  t.equal(ownsItsTimeout('t.setTimeout(420_000);'), true);
  t.equal(ownsItsTimeout('await page.setTimeout(5);'), false);
  t.equal(awaitsAtTopLevel("import t from 'tap';\nconst product = await openProduct(t);"), true);
  t.equal(awaitsAtTopLevel("t.test('x', async (t) => {\n  await run(t);\n});\n// await in a comment"), false);
});

t.test(
  "a group module gives tap's timeout for all its files together and imports them in order",
  async (t) => {
    const module = groupModule(
      { name: 'http-1', files: ['test/http/d.test.ts', 'test/http/e.test.ts'] },
      180_000,
      '/repo',
    );
    t.match(
      module,
      /t\.setTimeout\(360000\);\nawait import\("file:\/\/\/repo\/test\/http\/d\.test\.ts"\);\nawait import\("file:\/\/\/repo\/test\/http\/e\.test\.ts"\);/,
    );
  },
);
