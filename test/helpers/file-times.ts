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
 * counts where it works. While measuring, a file is imported only after the previous file's
 * tests have ended (otherwise the import runs beside them and counts twice), so the group
 * runs a little longer than unmeasured. One JSON line per file at exit; unset, nothing is
 * measured.
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
const running = new Map<string, Promise<unknown>[]>();
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
  current = file;
  closeSpan();
  const cpu = treeCpuSeconds();
  const wall = performance.now();
  await load();
  const row = rowOf(file);
  row.importCpu += treeCpuSeconds() - cpu;
  row.importWall += (performance.now() - wall) / 1000;
  // The next file is imported only once this one's tests have ended: without the wait its
  // import runs beside them and its CPU would count twice (measuring only).
  await Promise.allSettled(running.get(file) ?? []);
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
    const result = original(...args);
    if (result instanceof Promise) running.set(file, [...(running.get(file) ?? []), result]);
    return result;
  };
  process.on('exit', () => {
    closeSpan();
    for (const row of rows.values())
      appendFileSync(target, `${JSON.stringify({ ...row, pid: process.pid })}\n`);
  });
}
