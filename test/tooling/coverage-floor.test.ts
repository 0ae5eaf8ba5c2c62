import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { pathToFileURL } from 'node:url';
import {
  areaOf,
  checkFloor,
  enforceFloor,
  measure,
  mixedSourceMaps,
  TOLERANCE,
} from '../../scripts/coverage-floor.ts';

const root = path.resolve(import.meta.dirname, '../..');
const file = (covered: number, total: number) => ({
  lines: { total, covered },
  statements: { total, covered },
  functions: { total: 2, covered: 1 },
  branches: { total: 4, covered: 4 },
});

t.test('files count towards their area; tests and scripts do not count', async (t) => {
  t.equal(areaOf(path.join(root, 'core/domain/payout.ts')), 'core');
  t.equal(areaOf(path.join(root, 'adapters/db/unit-of-work.ts')), 'adapters');
  t.equal(areaOf(path.join(root, 'mfe-beta/src/app.tsx')), 'frontends');
  t.equal(areaOf(path.join(root, 'test/helpers/app.ts')), null);
  t.equal(areaOf(path.join(root, 'scripts/test.ts')), null);
  t.equal(areaOf(path.join(root, 'mfe-beta/dist/first-screen/render/3.cjs')), null, 'build output');
});

t.test('percentages per area and in total, rounded down', async (t) => {
  const now = measure({
    total: file(0, 0),
    [path.join(root, 'core/a.ts')]: file(2, 3),
    [path.join(root, 'adapters/b.ts')]: file(1, 1),
    [path.join(root, 'test/c.ts')]: file(0, 100),
  });
  t.same(Object.keys(now), ['adapters', 'core', 'total']);
  t.equal(now.core?.lines, 66.66);
  t.equal(now.total?.lines, 75);
  t.equal(now.total?.functions, 50);
});

t.test('below the floor fails; above it raises the floor; within the tolerance passes', async (t) => {
  const floor = { total: { lines: 80, statements: 80, functions: 50, branches: 70 } };
  const lower = checkFloor(floor, { total: { lines: 79, statements: 80, functions: 50, branches: 70 } });
  t.same(lower.below, ['total lines: 79% < floor 80%']);
  const noise = checkFloor(floor, {
    total: { lines: 80 - TOLERANCE / 2, statements: 80, functions: 50, branches: 70 },
  });
  t.same([noise.below, noise.changed], [[], false]);
  const higher = checkFloor(floor, { total: { lines: 85, statements: 80, functions: 50, branches: 60 } });
  t.equal(higher.below.length, 1, 'branches fell even though lines rose');
  t.equal(higher.raised.total?.lines, 85);
  const fresh = checkFloor({}, { core: { lines: 1, statements: 1, functions: 1, branches: 1 } });
  t.same([fresh.below, fresh.changed, fresh.raised.core?.lines], [[], true, 1], 'a new area is recorded');
});

t.test('the ratchet rewrites the floor file only upwards', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'floor-'));
  const summary = path.join(dir, 'summary.json');
  const floorFile = path.join(dir, 'floor.json');
  writeFileSync(summary, JSON.stringify({ [path.join(root, 'core/a.ts')]: file(9, 10) }));
  writeFileSync(
    floorFile,
    JSON.stringify({ core: { lines: 50, statements: 50, functions: 50, branches: 50 } }),
  );
  t.equal(enforceFloor(summary, floorFile), true);
  t.equal(JSON.parse(readFileSync(floorFile, 'utf8')).core.lines, 90, 'raised to the measurement');
  writeFileSync(summary, JSON.stringify({ [path.join(root, 'core/a.ts')]: file(5, 10) }));
  t.equal(enforceFloor(summary, floorFile), false, 'a drop fails');
  t.equal(JSON.parse(readFileSync(floorFile, 'utf8')).core.lines, 90, 'and never lowers the floor');
  t.equal(enforceFloor(path.join(dir, 'missing.json'), floorFile), false, 'no report is a failure');
});

t.test(
  'a product file mapped through two transpilers makes the measurement fail, naming the processes',
  async (t) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'floor-'));
    const coverage = path.join(dir, 'coverage');
    mkdirSync(coverage);
    mkdirSync(path.join(dir, 'processinfo'));
    const url = pathToFileURL(path.join(root, 'core/a.ts')).href;
    const testUrl = pathToFileURL(path.join(root, 'test/b.test.ts')).href;
    const record = (uuid: string, argv: string[], maps: Record<string, string>) => {
      const cache = Object.fromEntries(
        Object.entries(maps).map(([u, mappings]) => [u, { data: { mappings } }]),
      );
      writeFileSync(
        path.join(coverage, `${uuid}.json`),
        JSON.stringify({ result: [], 'source-map-cache': cache }),
      );
      writeFileSync(
        path.join(dir, 'processinfo', `${uuid}.json`),
        JSON.stringify({ argv: ['node', ...argv] }),
      );
    };
    record('one', [path.join(root, 'test/b.test.ts')], { [url]: 'AAAA,CAAC', [testUrl]: 'AAAA' });
    record('two', [path.join(root, 'adapters/main/main.ts')], { [url]: 'AAAA,CAAC', [testUrl]: 'BBBB' });
    t.same(mixedSourceMaps(coverage), [], 'the same map in every process; tests themselves do not count');
    record('three', [path.join(root, 'adapters/cli/import.cli.ts'), 'x.jsonl'], { [url]: 'AAAA;CAAC' });
    t.same(mixedSourceMaps(coverage), ['core/a.ts: test/b.test.ts | adapters/cli/import.cli.ts x.jsonl']);

    const summary = path.join(dir, 'summary.json');
    const floorFile = path.join(dir, 'floor.json');
    writeFileSync(summary, JSON.stringify({ [path.join(root, 'core/a.ts')]: file(9, 10) }));
    writeFileSync(floorFile, '{}');
    t.equal(enforceFloor(summary, floorFile, coverage), false, 'not a measurement: fails');
    t.same(JSON.parse(readFileSync(floorFile, 'utf8')), {}, 'and leaves the floor alone');
    t.equal(enforceFloor(summary, floorFile), true, 'the same summary without the raw coverage passes');
  },
);
