import { loadavg } from 'node:os';
import { connectDatabase } from '../adapters/db/connect.ts';
import { generateTestbed, HELD_OUT_116 } from '../adapters/synthetic/adversarial-testbed.generator.ts';
import { generateDemoData } from '../adapters/synthetic/demo-data.generator.ts';
import { METHODOLOGY_V1, type Methodology } from '../core/domain/methodology.ts';
import {
  addTestbedParts,
  bestRank,
  honestMoves,
  lookalikeMoves,
  pct,
  rankTestbed,
  type Snapshot,
  TESTBED_NOW,
  testbedOptions,
  withoutRingAccounts,
} from '../test/helpers/defence-testbed.ts';
import { V1_15_0 } from './defence-versions.ts';

/**
 * `DEFENCE_DB=hdef_design2 npx tsx bench/defence-heldout.ts`: the last data set of the test bed
 * (M: the strategies written for 1.16.0 before its rules) added to a database that
 * bench/defence-testbed.ts kept after data set L (DEFENCE_UNTIL=L DEFENCE_KEEP_DB=1, 2,000 KOLs),
 * then ranked with every discount off, with 1.15.0 and with 1.16.0. Their targets are projects
 * of their own that no earlier post names, so a target's lift is its attention in M. Prints each
 * ring's row, the honest moves with every ring in the data and each run's time
 * (docs/methodology.md, "Where 1.16.0 stands").
 */
const ON = METHODOLOGY_V1;
const ALL_OFF: Methodology = { ...ON, discounts: { ...ON.discounts, enabled: false } };
const V1_ONLY: Methodology = { ...ON, coordination: { ...ON.coordination, enabled: false } };
const PREV = V1_15_0;
const KOLS = Number(process.env.DEFENCE_KOLS ?? 2000);
const handle = await connectDatabase({
  kind: 'postgres',
  url: `postgres://postgres@127.0.0.1:5432/${process.env.DEFENCE_DB ?? 'hdef_design2'}`,
  poolSize: 2,
});
try {
  const bed = generateTestbed(testbedOptions(generateDemoData(11, TESTBED_NOW, KOLS)));
  const rings = bed.rings.filter((r) => HELD_OUT_116.includes(r.strategy));
  await addTestbedParts(handle, rings);
  const runs: [string, Methodology][] = [
    ['all off', ALL_OFF],
    ['1.15.0', PREV],
    ['1.16.0', ON],
    ['coordination off', V1_ONLY],
  ];
  const s: Record<string, Snapshot & { durationMs: number }> = {};
  for (const [label, m] of runs) {
    s[label] = await rankTestbed(handle, m);
    console.log(`M, ${label}: ${s[label]?.durationMs} ms (load ${loadavg()[0]?.toFixed(1)})`);
  }
  const [off, prev, on, v1] = [s['all off'], s['1.15.0'], s['1.16.0'], s['coordination off']] as Snapshot[];
  for (const r of rings) {
    const lifts = [r.target, ...r.also].map((p) => {
      const liftOff = off?.attention.get(p) ?? 0;
      return `${pct((prev?.attention.get(p) ?? 0) / liftOff)} → ${pct((on?.attention.get(p) ?? 0) / liftOff)} of +${liftOff.toFixed(0)}`;
    });
    console.log(
      `| ${r.strategy} | M | ${r.members.length} | ${lifts.join('; ')} | ${bestRank(off as Snapshot, r.members)} / ${bestRank(prev as Snapshot, r.members)} → ${bestRank(on as Snapshot, r.members)} |`,
    );
  }
  const withoutRings = (snapshot: Snapshot) => withoutRingAccounts(snapshot, /^rg\d+_/);
  const targets = new Set(bed.rings.flatMap((r) => [r.target, ...r.also]).map((p) => `project @${p}`));
  for (const [label, x] of [
    ['1.15.0', prev],
    ['1.16.0', on],
  ] as const) {
    const looks = lookalikeMoves(bed.lookalikes, withoutRings(v1 as Snapshot), withoutRings(x as Snapshot));
    const moves = honestMoves(withoutRings(v1 as Snapshot), withoutRings(x as Snapshot)).filter(
      (m) => !targets.has(m.what),
    );
    console.log(
      `with every ring, ${label}: look-alikes ${looks.map((l) => `${l.kind} ${pct(l.top.move)} (${l.top.what})`).join(', ')}; ${moves.filter((m) => m.move >= 0.02).length} others moved by 2% or more; largest ${moves
        .slice(0, 5)
        .map((m) => `${m.what} ${pct(m.move)}`)
        .join(', ')}`,
    );
  }
} finally {
  await handle.close();
}
