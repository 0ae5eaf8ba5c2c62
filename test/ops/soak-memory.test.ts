import t from 'tap';
import { judgeMemory, type MemorySample } from '../../bench/soak-memory.ts';

/** The soak's memory verdict (docs/operations.md, "Soak", "Memory"), on made-up series. */
const series = (seconds: number, mb: (t: number) => number): MemorySample[] =>
  Array.from({ length: seconds / 5 + 1 }, (_, i) => ({ t: i * 5, mb: mb(i * 5) }));
// A GC sawtooth: ±30 MB around the level every 20 s.
const saw = (t: number) => (Math.floor(t / 5) % 4 < 2 ? 30 : -30);

t.test('a fall after the warm-up is steady, and shown as a fall', async (t) => {
  const v = judgeMemory(series(270, (s) => 300 - (90 * s) / 270 + saw(s)));
  t.ok(v?.steady);
  t.ok((v?.growth ?? 0) < -0.15, `growth ${v?.growth}`);
});

t.test('a flat sawtooth is steady whatever sample ends the run', async (t) => {
  for (const end of [260, 265, 270, 275])
    t.ok(judgeMemory(series(end, (s) => 250 + saw(s)))?.steady, `${end} s`);
});

t.test('a steady leak is not, even from a high first sample', async (t) => {
  const leak = judgeMemory(series(270, (s) => (s === 0 ? 400 : 250 + (60 * s) / 270) + saw(s)));
  t.notOk(leak?.steady);
  t.ok((leak?.trend ?? 0) > 0.1, `trend ${leak?.trend}`);
});

t.test('too few samples are not judged', async (t) => {
  t.equal(judgeMemory(series(5, () => 250)), null);
});
