import { appendFileSync } from 'node:fs';
import type { Test } from 'tap';
import { TreeCpu } from './process-tree-cpu.ts';

/**
 * TEST_FILE_TIMES=<file>: per-file CPU and wall time inside a grouped process
 * (docs/testing.md, "Per-file times"). A group module (scripts/test-groups.ts) calls
 * `importing(file)` around each file's import and `track(t)` once; every top-level test a
 * file registers is then attributed to that file, from the moment it starts until the next
 * top-level test starts (so the teardowns of a file's last test count for it). CPU is the
 * whole process tree's (this process, its reaped children, and its live descendants such
 * as Chromium and depcruise), read from /proc (Linux), so a browser shared by two files
 * counts where it works. Files are imported as unmeasured, so a later file's import may
 * count also in the span of the test running beside it (a few tenths of a second). One JSON
 * line per file at exit; unset, nothing is measured.
 */
const target = process.env.TEST_FILE_TIMES;

interface Row {
  file: string;
  importCpu: number;
  importWall: number;
  cpu: number;
  wall: number;
  tests: number;
}
const rows = new Map<string, Row>();
const rowOf = (file: string): Row => {
  let row = rows.get(file);
  if (!row) {
    row = { file, importCpu: 0, importWall: 0, cpu: 0, wall: 0, tests: 0 };
    rows.set(file, row);
  }
  return row;
};

const tree = new TreeCpu();
/** CPU seconds of this process and its descendants so far (test/helpers/process-tree-cpu.ts). */
const treeCpuSeconds = (): number => tree.seconds();

let current: string | undefined;
let open: { file: string; cpu: number; wall: number } | undefined;

function closeSpan(): void {
  if (!open) return;
  const row = rowOf(open.file);
  row.cpu += treeCpuSeconds() - open.cpu;
  row.wall += (performance.now() - open.wall) / 1000;
  open = undefined;
}

export async function importing(file: string, load: () => Promise<unknown>): Promise<void> {
  if (!target) {
    await load();
    return;
  }
  // Tests this file registers count for it; the span of a test already running goes on.
  current = file;
  const cpu = treeCpuSeconds();
  const wall = performance.now();
  await load();
  const row = rowOf(file);
  row.importCpu += treeCpuSeconds() - cpu;
  row.importWall += (performance.now() - wall) / 1000;
  // Not waiting for this file's tests before the next import (as a first version did): a file
  // whose root-level teardown was registered (a shared app, e.g. http/auth/sessions) let tap end
  // the root test in that wait, and every later file of its group failed with "cannot create
  // subtest after parent test ends" (eighth pass). So a later file's import (0.1–0.3 s once
  // the app graph is loaded) may also count in the span of the test running beside it.
}

/** Wraps the root test's `test` so each top-level test counts for the file that registered it. */
export function track(t: Test): void {
  if (!target) return;
  // tap's start-up, ts-node and this module, before the first file is imported
  // short-lived children between test boundaries are seen here
  setInterval(treeCpuSeconds, 1000).unref();
  const start = rowOf('(process start)');
  start.cpu = treeCpuSeconds();
  start.wall = process.uptime();
  const original = t.test.bind(t) as (...args: unknown[]) => unknown;
  (t as unknown as { test: (...args: unknown[]) => unknown }).test = (...args: unknown[]) => {
    const file = current ?? '?';
    rowOf(file).tests += 1;
    const i = args.findLastIndex((a) => typeof a === 'function');
    if (i >= 0) {
      const fn = args[i] as (...a: unknown[]) => unknown;
      args[i] = function (this: unknown, ...a: unknown[]) {
        closeSpan();
        open = { file, cpu: treeCpuSeconds(), wall: performance.now() };
        return fn.apply(this, a);
      };
    }
    return original(...args);
  };
  process.on('exit', () => {
    closeSpan();
    for (const row of rows.values())
      appendFileSync(target, `${JSON.stringify({ ...row, pid: process.pid })}\n`);
  });
}
