import { availableParallelism, loadavg } from 'node:os';
import {
  HELD_OUT_15,
  HELD_OUT_16,
  HELD_OUT_17,
  HELD_OUT_18,
  HELD_OUT_110,
  HELD_OUT_111,
  HELD_OUT_112,
  HELD_OUT_113,
  HELD_OUT_114,
  HELD_OUT_115,
  HELD_OUT_116,
  type RingStrategy,
} from '../adapters/synthetic/adversarial-testbed.generator.ts';
import { METHODOLOGY_V1, type Methodology } from '../core/domain/methodology.ts';
import {
  addTestbedParts,
  addTestbedProjects113,
  bestRank,
  honestMoves,
  liftOf,
  lookalikeMoves,
  pct,
  rankTestbed,
  type Snapshot,
  withoutRingAccounts,
} from '../test/helpers/defence-testbed.ts';
import { V1_15_0, versionAgainst } from './defence-versions.ts';
import { writeResultsSection } from './results-file.ts';
import { testbedDatabase } from './testbed-database.ts';

/**
 * `DEFENCE_KOLS=100000 npx tsx bench/defence-testbed.ts`: the adversarial test bed of
 * test/adapters/db/coordination-defence.test.ts (same rings, look-alikes and data sets
 * A-M) over a demo data set of DEFENCE_KOLS KOLs on PostgreSQL: each ring's lift with
 * every defence off and with the methodology on, its best member's rank, the largest
 * honest move, and the full recompute's time with the defence on against off in the
 * same run. DEFENCE_WRITE=1 writes the table to bench/RESULTS.md; DEFENCE_KEEP_DB=1
 * keeps the database (the last data set, last ranked with the methodology on) to look into.
 */
const KOLS = Number(process.env.DEFENCE_KOLS ?? 2000);
const NAME = process.env.DEFENCE_DB ?? 'mindmark_defence_testbed';
const ON = METHODOLOGY_V1;
const V1_ONLY: Methodology = { ...ON, coordination: { ...ON.coordination, enabled: false } };
const ALL_OFF: Methodology = { ...ON, discounts: { ...ON.discounts, enabled: false } };
/**
 * DEFENCE_AGAINST=<version> also ranks every data set with that earlier version
 * (bench/defence-versions.ts), so both are measured in the same run; DEFENCE_PREVIOUS=1 does
 * the same with 1.15.0 (the methodology without the licence from before the flood and the
 * backing standing).
 */
const PREV: Methodology | null = versionAgainst() ?? (process.env.DEFENCE_PREVIOUS === '1' ? V1_15_0 : null);

const t0 = Date.now();
const log = (s: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0)} s] ${s}`);
const { handle, bed, close } = await testbedDatabase(NAME, KOLS, 2);
try {
  log(`seeded ${KOLS} KOLs`);
  const durations = { off: [] as number[], v1: [] as number[], on: [] as number[], prev: [] as number[] };
  const rank = async (m: Methodology, label: string) => {
    const s = await rankTestbed(handle, m);
    (m === ON
      ? durations.on
      : m === V1_ONLY
        ? durations.v1
        : m === PREV
          ? durations.prev
          : durations.off
    ).push(s.durationMs);
    log(`${label}: ${s.durationMs} ms`);
    return s;
  };

  await addTestbedParts(handle, bed.lookalikes);
  const aV1 = await rank(V1_ONLY, 'A, coordination off');
  const aOff = await rank(ALL_OFF, 'A, all off');
  const aPrev = PREV ? await rank(PREV, `A, ${PREV.version}`) : null;
  const aOn = await rank(ON, `A, ${ON.version}`);
  const lookalikes = lookalikeMoves(bed.lookalikes, aV1, aOn);
  const honest = honestMoves(aV1, aOn);
  if (aPrev) {
    const prevHonest = honestMoves(aV1, aPrev);
    console.log(
      `A, ${PREV?.version}: ${prevHonest.filter((m) => m.move >= 0.02).length} of ${prevHonest.length} honest moved by 2% or more; largest ${prevHonest
        .slice(0, 3)
        .map((m) => `${m.what} ${pct(m.move)}`)
        .join(', ')}`,
    );
  }

  const sets: [string, (s: RingStrategy) => boolean][] = [
    [
      'B',
      (s) =>
        !HELD_OUT_15.includes(s) &&
        !HELD_OUT_16.includes(s) &&
        !HELD_OUT_17.includes(s) &&
        !HELD_OUT_18.includes(s) &&
        !HELD_OUT_110.includes(s) &&
        !HELD_OUT_111.includes(s) &&
        !HELD_OUT_112.includes(s) &&
        !HELD_OUT_113.includes(s) &&
        !HELD_OUT_114.includes(s) &&
        !HELD_OUT_115.includes(s) &&
        !HELD_OUT_116.includes(s),
    ],
    ['C', (s) => HELD_OUT_15.includes(s)],
    ['D', (s) => HELD_OUT_16.includes(s)],
    ['E', (s) => HELD_OUT_17.includes(s)],
    ['F', (s) => HELD_OUT_18.includes(s)],
    ['G', (s) => HELD_OUT_110.includes(s)],
    ['H', (s) => HELD_OUT_111.includes(s)],
    ['I', (s) => HELD_OUT_112.includes(s)],
    ['J', (s) => HELD_OUT_113.includes(s)],
    ['K', (s) => HELD_OUT_114.includes(s)],
    ['L', (s) => HELD_OUT_115.includes(s)],
    ['M', (s) => HELD_OUT_116.includes(s)],
  ];
  let base: { off: Snapshot; on: Snapshot; prev: Snapshot | null } = { off: aOff, on: aOn, prev: aPrev };
  const rows: string[] = [];
  // DEFENCE_UNTIL=H stops after data set H: a design is measured without the strategy held
  // out from it (docs/methodology.md, test bed: the held-out row is printed after the freeze).
  const until = process.env.DEFENCE_UNTIL;
  for (const [set, belongs] of sets) {
    if (until && set > until) break;
    const rings = bed.rings.filter((r) => belongs(r.strategy));
    // Data set J's targets are young projects of an existing narrative, added with it.
    if (set === 'J') await addTestbedProjects113(handle.db);
    await addTestbedParts(handle, rings);
    const off = await rank(ALL_OFF, `${set}, all off`);
    const prev = PREV ? await rank(PREV, `${set}, ${PREV.version}`) : null;
    const on = await rank(ON, `${set}, ${ON.version}`);
    for (const r of rings) {
      const lifts = [r.target, ...r.also].map((p) => {
        const liftOff = liftOf(off, base.off, p);
        const before = prev && base.prev ? `${pct(liftOf(prev, base.prev, p) / liftOff)} → ` : '';
        return `${before}${pct(liftOf(on, base.on, p) / liftOff)} of +${liftOff.toFixed(0)}`;
      });
      const ranks = prev
        ? `${bestRank(prev, r.members)} → ${bestRank(on, r.members)}`
        : bestRank(on, r.members);
      const row = `| ${r.strategy} | ${set} | ${r.members.length} | ${lifts.join('; ')} | ${bestRank(off, r.members)} / ${ranks} |`;
      rows.push(row);
      console.log(row);
    }
    base = { off, on, prev };
  }
  // The honest look-alikes with every ring in the data: rings can move the references
  // honest groups are measured against (docs/methodology.md, "Size reference").
  const lastV1 = await rank(V1_ONLY, 'last set, coordination off');
  // Shares renormalized over the accounts in no ring, and projects by attention (not
  // share): with the defence off the rings take most of the total, which moves every share.
  const withoutRings = (snapshot: Snapshot) => withoutRingAccounts(snapshot, /^rg\d+_/);
  const lookalikesWithRings = lookalikeMoves(bed.lookalikes, withoutRings(lastV1), withoutRings(base.on));
  if (base.prev) {
    const prevWithRings = honestMoves(withoutRings(lastV1), withoutRings(base.prev));
    console.log(
      `with every ring, ${PREV?.version}: largest ${prevWithRings
        .slice(0, 5)
        .map((m) => `${m.what} ${pct(m.move)}`)
        .join(', ')}`,
    );
  }
  const targets = new Set(bed.rings.flatMap((r) => [r.target, ...r.also]).map((p) => `project @${p}`));
  const honestWithRings = honestMoves(withoutRings(lastV1), withoutRings(base.on)).filter(
    (m) => !targets.has(m.what),
  );
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;
  const text = `## Coordination defence: the test bed at ${KOLS.toLocaleString('en-US')} KOLs (methodology ${ON.version})

\`DEFENCE_KOLS=${KOLS} npx tsx bench/defence-testbed.ts\`, PostgreSQL, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores at the end. The rings and look-alikes of test/adapters/db/coordination-defence.test.ts on a demo data set of ${KOLS.toLocaleString('en-US')} KOLs; each data set's rings measured against the one before (A: demo and look-alikes; B, C, D, E: the rings by when they were written). Lift = the target's 30-day attention with the ring minus without, with ${ON.version} as a share of the same with every discount off; rank = the best member's KOL Score or Mindmark position (target: lift ≤ 20%, rank > 100).

| strategy | data set | accounts | lift on ÷ off (of the lift off) | best ring rank off / on |
| --- | --- | ---: | ---: | ---: |
${rows.join('\n')}

Honest look-alikes (${ON.version} against the same without the coordination defence, data set A): ${lookalikes.map((l) => `${l.kind} ${pct(l.top.move)} (${l.top.what})`).join(', ')}. All ${honest.length} other honest accounts and projects: ${honest.filter((m) => m.move >= 0.02).length} moved by 2% or more; largest ${honest
    .slice(0, 3)
    .map((m) => `${m.what} ${pct(m.move)}`)
    .join(', ')}.


With every ring in the data (the last data set, ${ON.version} against the same without the coordination defence; account shares renormalized over accounts in no ring, projects by attention): ${lookalikesWithRings.map((l) => `${l.kind} ${pct(l.top.move)} (${l.top.what})`).join(', ')}. Other accounts and projects (ring accounts and ring targets left out; projects the rings pad with included): ${honestWithRings.filter((m) => m.move >= 0.02).length} moved by 2% or more; largest ${honestWithRings
    .slice(0, 5)
    .map((m) => `${m.what} ${pct(m.move)}`)
    .join(', ')}.

Full recompute, median over the data sets of this run: every discount off ${median(durations.off)} ms, coordination defence off (1.0 discounts) ${median(durations.v1)} ms, ${ON.version} ${median(durations.on)} ms (${(median(durations.on) / median(durations.v1)).toFixed(2)}× the run without the coordination defence)${PREV ? `; ${PREV.version} in the same run ${median(durations.prev)} ms` : ''}.
`;
  console.log(text);
  if (process.env.DEFENCE_WRITE === '1') writeResultsSection(`defence-testbed-${KOLS}`, text);
} finally {
  await close(process.env.DEFENCE_KEEP_DB === '1');
}
