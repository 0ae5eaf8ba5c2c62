import { appendFileSync } from 'node:fs';

/**
 * TEST_SETUP_PROFILE=<file>: each test process appends one JSON line at exit with the count,
 * CPU and wall time of its setup steps (fresh databases, apps, demo seeding, Chromium), to
 * tell a file's setup from its assertions (docs/testing.md, "Suite time"). CPU is the whole
 * process's during the step, so work running beside it counts too. Unset: no wrapping.
 */
const target = process.env.TEST_SETUP_PROFILE;
const steps = new Map<string, { count: number; cpu: number; wall: number }>();
const started = process.cpuUsage();
const startedAt = performance.now();

if (target) {
  process.on('exit', () => {
    const total = process.cpuUsage(started);
    const line = {
      file: process.argv.find((a) => a.endsWith('.test.ts')) ?? process.argv[1],
      cpu: (total.user + total.system) / 1e6,
      wall: (performance.now() - startedAt) / 1000,
      steps: Object.fromEntries(steps),
    };
    appendFileSync(target, `${JSON.stringify(line)}\n`);
  });
}

export async function profiled<T>(step: string, fn: () => Promise<T>): Promise<T> {
  if (!target) return fn();
  const cpu = process.cpuUsage();
  const wall = performance.now();
  try {
    return await fn();
  } finally {
    const used = process.cpuUsage(cpu);
    const entry = steps.get(step) ?? { count: 0, cpu: 0, wall: 0 };
    entry.count += 1;
    entry.cpu += (used.user + used.system) / 1e6;
    entry.wall += (performance.now() - wall) / 1000;
    steps.set(step, entry);
  }
}

export const profiling = (): boolean => target !== undefined;
