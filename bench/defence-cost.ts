import { availableParallelism, loadavg } from 'node:os';
import { rankingEngine } from '../adapters/db/ranking-engine/ranking-engine.repository.ts';
import { METHODOLOGY_V1, type Methodology } from '../core/domain/methodology.ts';
import { addTestbedParts, TESTBED_NOW as NOW } from '../test/helpers/defence-testbed.ts';
import { writeResultsSection } from './results-file.ts';
import { testbedDatabase } from './testbed-database.ts';

/**
 * `npx tsx bench/defence-cost.ts`: the cost of the coordination defence on a full
 * recompute, against the same run with it off, on PostgreSQL over the demo data set
 * (DEFENCE_KOLS, 2,000) with the adversarial test bed's rings and look-alikes. Three
 * runs of each, alternating; the median is reported. With DEFENCE_BEFORE_SRC set to a
 * checkout of the previous engine (e.g. `git archive main | tar -x -C DIR` with a
 * node_modules link), its engine and methodology run in the same loop on the same
 * database: the before/after of one change, measured together.
 */
const KOLS = Number(process.env.DEFENCE_KOLS ?? 2000);
const NAME = process.env.DEFENCE_DB ?? 'mindmark_defence_cost';
const BEFORE_SRC = process.env.DEFENCE_BEFORE_SRC;
type Engine = typeof rankingEngine;
const before = BEFORE_SRC
  ? {
      engine: (await import(`${BEFORE_SRC}/adapters/db/ranking-engine/ranking-engine.repository.ts`))
        .rankingEngine as Engine,
      methodology: (await import(`${BEFORE_SRC}/core/domain/methodology.ts`)).METHODOLOGY_V1 as Methodology,
    }
  : null;

const { handle, bed, close } = await testbedDatabase(NAME, KOLS, 1);
try {
  await addTestbedParts(handle, [...bed.lookalikes, ...bed.rings]);
  const off: Methodology = {
    ...METHODOLOGY_V1,
    coordination: { ...METHODOLOGY_V1.coordination, enabled: false },
  };
  const load = loadavg()[0]?.toFixed(1);
  const cpus = availableParallelism();
  const variants: { label: string; engine: Engine; methodology: Methodology }[] = [
    { label: 'coordination defence off (1.0 discounts only)', engine: rankingEngine, methodology: off },
    ...(before
      ? [
          {
            label: `before: ${before.methodology.version}`,
            engine: before.engine,
            methodology: before.methodology,
          },
        ]
      : []),
    { label: `after: ${METHODOLOGY_V1.version}`, engine: rankingEngine, methodology: METHODOLOGY_V1 },
  ];
  const runs = variants.map(() => [] as number[]);
  const defenceSteps = variants.map(() => [] as number[]);
  for (let i = 0; i < 4; i++) {
    for (const [v, variant] of variants.entries()) {
      let defence = 0;
      const engine = variant.engine(handle.db, {
        onStep: (step, ms) => {
          if (
            step === 'trust and clusters' ||
            step === 'cluster standing' ||
            /^discounts: (coordination: |paraphrases)/.test(step)
          )
            defence += ms;
        },
      });
      const run = await engine.recompute({
        mode: 'full',
        asOf: '2026-11-22',
        now: NOW,
        syncIntervalMinutes: 60,
        methodology: variant.methodology,
      });
      // The first round warms the caches and is not counted.
      if (i === 0) continue;
      runs[v]?.push(run.durationMs);
      defenceSteps[v]?.push(defence);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;
  const posts = await handle.db
    .selectFrom('posts')
    .select(handle.db.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const offMs = median(runs[0] ?? []);
  const rows = variants
    .map(
      (v, i) =>
        `| ${v.label} | ${median(runs[i] ?? [])} ms | ${i === 0 ? '–' : `${median(defenceSteps[i] ?? [])} ms`} | ${(median(runs[i] ?? []) / offMs).toFixed(2)} |`,
    )
    .join('\n');
  const text = `## Coordination defence cost (methodology ${METHODOLOGY_V1.version})

Full recompute on PostgreSQL, demo data (${KOLS} KOLs) with the adversarial test bed's rings and look-alikes (${posts.n} posts), median of three runs after one warm-up round, every variant in the same loop on the same database (\`${BEFORE_SRC ? 'DEFENCE_BEFORE_SRC=<main checkout> ' : ''}npx tsx bench/defence-cost.ts\`, ${new Date().toISOString().slice(0, 10)}, load average ${load} on ${cpus} cores when it started: the machine is shared, so compare the rows with each other, not with other sections):

| run | full recompute | of which the defence's own steps (trust and clusters, coordination discounts, paraphrases, standing) | ÷ off |
| --- | ---: | ---: | ---: |
${rows}
`;
  writeResultsSection('defence-cost', text);
  console.log(text);
} finally {
  await close();
}
