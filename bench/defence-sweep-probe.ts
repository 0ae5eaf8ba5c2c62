import { loadavg } from 'node:os';
import { generateSweep } from '../adapters/synthetic/adversarial-sweep.generator.ts';
import { generateDemoData } from '../adapters/synthetic/demo-data.generator.ts';
import { METHODOLOGY_V1 } from '../core/domain/methodology.ts';
import {
  addSweepProjects,
  addTestbedParts,
  rankTestbed,
  sweepOptions,
  TESTBED_NOW,
} from '../test/helpers/defence-testbed.ts';
import { testbedDatabase } from './testbed-database.ts';

/**
 * `DEFENCE_DB=hdef34_probe DEFENCE_SWEEP_SEED=1721 npx tsx bench/defence-sweep-probe.ts`: data
 * set A of the test bed with the attack sweep added (docs/methodology.md, "The attack sweep"),
 * ranked once with the methodology and kept, to look into which rule each ring slips through
 * (the diagnosis step of "1.17.0 attempt"). Never run on a held-out seed before a design is frozen.
 */
const KOLS = Number(process.env.DEFENCE_KOLS ?? 2000);
const NAME = process.env.DEFENCE_DB ?? 'hdef34_probe';
const SEED = Number(process.env.DEFENCE_SWEEP_SEED ?? 1721);
const t0 = Date.now();
const log = (s: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0)} s] ${s}`);
const { handle, bed, close } = await testbedDatabase(NAME, KOLS, 2);
try {
  const demo = generateDemoData(11, TESTBED_NOW, KOLS);
  const sweep = generateSweep({ ...sweepOptions(demo, 16), seed: SEED });
  await addTestbedParts(handle, bed.lookalikes);
  await addSweepProjects(handle, sweep);
  await addTestbedParts(handle, sweep);
  const steps: string[] = [];
  const on = await rankTestbed(handle, METHODOLOGY_V1, 'full', (s, ms) => steps.push(`${s} ${ms} ms`));
  log(`${METHODOLOGY_V1.version}: ${on.durationMs} ms (load ${loadavg()[0]?.toFixed(1)})`);
  console.log(steps.join('\n'));
} finally {
  await close(true);
}
