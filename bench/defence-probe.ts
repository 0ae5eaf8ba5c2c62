import { loadavg } from 'node:os';
import { METHODOLOGY_V1, type Methodology } from '../core/domain/methodology.ts';
import {
  addTestbedParts,
  honestMoves,
  lookalikeMoves,
  pct,
  rankTestbed,
} from '../test/helpers/defence-testbed.ts';
import { testbedDatabase } from './testbed-database.ts';

/**
 * `DEFENCE_KOLS=20000 DEFENCE_DB=h_def_probe npx tsx bench/defence-probe.ts`: data set A of the
 * test bed (demo data and look-alikes, no ring) at DEFENCE_KOLS KOLs on PostgreSQL, ranked
 * without the coordination defence and with it; prints the honest accounts and projects that
 * move by 2% or more and keeps the database (ranked with the defence on) to look into which
 * discount hits them (docs/methodology.md, "Coordination defence").
 */
const KOLS = Number(process.env.DEFENCE_KOLS ?? 2000);
const NAME = process.env.DEFENCE_DB ?? 'h_def_probe';
const ON = METHODOLOGY_V1;
const V1_ONLY: Methodology = { ...ON, coordination: { ...ON.coordination, enabled: false } };
const t0 = Date.now();
const log = (s: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0)} s] ${s}`);
const { handle, bed, close } = await testbedDatabase(NAME, KOLS, 2);
try {
  log(`seeded ${KOLS} KOLs`);
  await addTestbedParts(handle, bed.lookalikes);
  const v1 = await rankTestbed(handle, V1_ONLY);
  log(`coordination off: ${v1.durationMs} ms`);
  const steps: string[] = [];
  const on = await rankTestbed(handle, ON, 'full', (s, ms) => steps.push(`${s} ${ms} ms`));
  log(`${ON.version}: ${on.durationMs} ms (load ${loadavg()[0]?.toFixed(1)})`);
  console.log(steps.join('\n'));
  for (const l of lookalikeMoves(bed.lookalikes, v1, on))
    console.log(`${l.kind} ${pct(l.top.move)} ${l.top.what}`);
  for (const m of honestMoves(v1, on).filter((m) => m.move >= 0.02)) console.log(`${m.what} ${pct(m.move)}`);
} finally {
  await close(true);
}
