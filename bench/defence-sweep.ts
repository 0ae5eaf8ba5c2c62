import { createHash } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { describeSweep, generateSweep } from '../adapters/synthetic/adversarial-sweep.generator.ts';
import { generateDemoData } from '../adapters/synthetic/demo-data.generator.ts';
import { METHODOLOGY_V1, type Methodology } from '../core/domain/methodology.ts';
import {
  addSweepProjects,
  addTestbedParts,
  bestRank,
  honestMoves,
  liftOf,
  pct,
  rankTestbed,
  type Snapshot,
  sweepOptions,
  TESTBED_NOW,
  withoutRingAccounts,
} from '../test/helpers/defence-testbed.ts';
import { versionAgainst } from './defence-versions.ts';
import { writeResultsSection } from './results-file.ts';
import { ringOutcome } from './sweep-outcome.ts';
import { testbedDatabase } from './testbed-database.ts';

/**
 * `npx tsx bench/defence-sweep.ts`: the randomized attack sweep (docs/methodology.md, "The
 * attack sweep") on PostgreSQL over the demo data and the test bed's honest look-alikes (data
 * set A of the test bed) at DEFENCE_KOLS KOLs. Every sampled ring is added at once (each aimed
 * at projects of its own) and measured against A: its targets' 30-day attention lift with the
 * methodology as a share of the same with every discount off, and its best member's rank.
 * DEFENCE_AGAINST=1.16.0 also ranks both data sets with that earlier version in the same run;
 * DEFENCE_SWEEP_RINGS sets how many rings (16), DEFENCE_SWEEP_SEED their seed (1721); DEFENCE_WRITE=1 writes bench/RESULTS.md.
 */
const KOLS = Number(process.env.DEFENCE_KOLS ?? 2000);
const RINGS = Number(process.env.DEFENCE_SWEEP_RINGS ?? 16);
const NAME = process.env.DEFENCE_DB ?? 'mindmark_defence_sweep';
const SEED = Number(process.env.DEFENCE_SWEEP_SEED ?? 1721);
const ON = METHODOLOGY_V1;
const V1_ONLY: Methodology = { ...ON, coordination: { ...ON.coordination, enabled: false } };
const ALL_OFF: Methodology = { ...ON, discounts: { ...ON.discounts, enabled: false } };
const PREV: Methodology | null = versionAgainst();

const t0 = Date.now();
const log = (s: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0)} s] ${s}`);
const { handle, bed, close } = await testbedDatabase(NAME, KOLS, 2);
try {
  const demo = generateDemoData(11, TESTBED_NOW, KOLS);
  const sweep = generateSweep({ ...sweepOptions(demo, RINGS), seed: SEED });
  const fingerprint = createHash('sha256').update(JSON.stringify(sweep)).digest('hex').slice(0, 16);
  log(`seeded ${KOLS} KOLs; sweep of ${RINGS} rings, fingerprint ${fingerprint}`);
  const loads: number[] = [];
  const rank = async (m: Methodology, label: string) => {
    const s = await rankTestbed(handle, m);
    loads.push(loadavg()[0] ?? 0);
    log(`${label}: ${s.durationMs} ms`);
    return s;
  };
  await addTestbedParts(handle, bed.lookalikes);
  await addSweepProjects(handle, sweep);
  const aOff = await rank(ALL_OFF, 'A, all off');
  const aPrev = PREV ? await rank(PREV, `A, ${PREV.version}`) : null;
  const aOn = await rank(ON, `A, ${ON.version}`);
  await addTestbedParts(handle, sweep);
  const sOff = await rank(ALL_OFF, 'sweep, all off');
  const sPrev = PREV ? await rank(PREV, `sweep, ${PREV.version}`) : null;
  const sOn = await rank(ON, `sweep, ${ON.version}`);
  const sV1 = await rank(V1_ONLY, 'sweep, coordination off');

  type Row = ReturnType<typeof ringOutcome>;
  const measure = (withOn: Snapshot, baseOn: Snapshot) =>
    sweep.map((r): Row => ringOutcome(r, { with: sOff, without: aOff }, { with: withOn, without: baseOn }));
  const on = measure(sOn, aOn);
  const prev = sPrev && aPrev ? measure(sPrev, aPrev) : null;
  const rows = sweep.map((r, i) => {
    const liftsOff = [r.target, ...r.also].map((p) => liftOf(sOff, aOff, p).toFixed(0)).join(', ');
    const o = on[i] as Row;
    const p = prev?.[i];
    return `| ${r.strategy} | ${describeSweep(r.config)} | +${liftsOff} | ${p ? `${p.line} → ` : ''}${o.line} | ${bestRank(sOff, r.members)} / ${p ? `${p.best} → ` : ''}${o.best} |`;
  });
  const summary = (label: string, xs: Row[]) => {
    const worst = xs.map((x) => x.worst).sort((a, b) => a - b);
    const q = (f: number) => pct(worst[Math.min(worst.length - 1, Math.floor(f * worst.length))] as number);
    return `${label}: ${xs.filter((x) => x.worst <= 0.2).length} of ${xs.length} rings held to ≤ 20% of their lift on every target, ${xs.filter((x) => x.best > 100).length} of ${xs.length} with no member in the top 100; worst-target lift kept: min ${pct(worst[0] as number)}, median ${q(0.5)}, 75th percentile ${q(0.75)}, max ${pct(worst[worst.length - 1] as number)}; best ranks ${xs
      .map((x) => x.best)
      .sort((a, b) => a - b)
      .slice(0, 5)
      .join(', ')} (the five best)`;
  };
  // Honest accounts and projects with the sweep in the data: the methodology against the same
  // without the coordination defence, shares renormalized over accounts in no ring, projects by
  // attention, the sweep's own targets left out.
  const withoutRings = (snapshot: Snapshot) => withoutRingAccounts(snapshot, /^sw\d+_/);
  const targets = new Set(sweep.flatMap((r) => [r.target, ...r.also]).map((p) => `project @${p}`));
  const honestOf = (s: Snapshot) =>
    honestMoves(withoutRings(sV1), withoutRings(s)).filter((m) => !targets.has(m.what));
  const moved = (xs: { move: number }[]) => xs.filter((m) => m.move >= 0.02).length;
  const honestLine = (label: string, s: Snapshot) => {
    const all = honestOf(s);
    const accounts = all.filter((m) => !m.what.startsWith('project '));
    const top = (xs: typeof all, k: number) =>
      xs
        .slice(0, k)
        .map((m) => `${m.what} ${pct(m.move)}`)
        .join(', ');
    return `${label}: ${moved(all)} of ${all.length} accounts and projects moved by 2% or more (${moved(accounts)} of ${accounts.length} accounts; largest ${top(accounts, 1) || 'none'}); largest ${top(all, 3)}`;
  };
  const text = `## Coordination defence: the attack sweep at ${KOLS.toLocaleString('en-US')} KOLs, seed ${SEED} (methodology ${ON.version}${PREV ? ` against ${PREV.version}` : ''})

\`DEFENCE_KOLS=${KOLS}${SEED !== 1721 ? ` DEFENCE_SWEEP_SEED=${SEED}` : ''}${PREV ? ` DEFENCE_AGAINST=${PREV.version}` : ''} npx tsx bench/defence-sweep.ts\`, PostgreSQL, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${availableParallelism()} cores. ${RINGS} rings sampled by \`generateSweep\` (seed ${SEED}, fingerprint ${fingerprint}), all added at once to data set A (demo data and look-alikes) and measured against it. Lift kept = each target's 30-day attention added by the ring with the methodology ÷ the same with every discount off (target ≤ 20%); rank = best member's KOL Score or Mindmark position, off / on (target > 100).

| ring | configuration | lift off | lift kept${PREV ? ` (${PREV.version} → ${ON.version})` : ''} | best rank off / on |
| --- | --- | ---: | ---: | ---: |
${rows.join('\n')}

${prev ? `${summary(PREV?.version ?? '', prev)}.\n\n` : ''}${summary(ON.version, on)}.

Honest, with the sweep in the data (each version against the same without the coordination defence; accounts in no ring, shares renormalized over them; a project's attention includes the rings' cover posts about it, which the defence may cut):

${sPrev ? `- ${honestLine(PREV?.version ?? '', sPrev)}.\n` : ''}- ${honestLine(ON.version, sOn)}.
`;
  console.log(text);
  if (process.env.DEFENCE_WRITE === '1')
    writeResultsSection(
      // The pair of versions is in the key (since 1.18.2; the sections written before name only
      // the earlier one), so a new comparison does not replace the one before it.
      `defence-sweep-${KOLS}${PREV ? `-${PREV.version}-${ON.version}` : ''}${SEED !== 1721 ? `-seed${SEED}` : ''}`,
      text,
    );
} finally {
  await close(process.env.DEFENCE_KEEP_DB === '1');
}
