import { availableParallelism, loadavg } from 'node:os';
import pg from 'pg';
import { connectDatabase } from '../adapters/db/connect.ts';
import { migrateToLatest } from '../adapters/db/migrate.ts';
import { demoSeedRepository } from '../adapters/db/repositories/demo-seed.repository.ts';
import { rankingEngine } from '../adapters/db/ranking-engine/ranking-engine.repository.ts';
import { writer } from '../adapters/db/repositories/social-ingest.repository.ts';
import { generateTestbed, RING_STRATEGIES } from '../adapters/synthetic/adversarial-testbed.generator.ts';
import { generateDemoData } from '../adapters/synthetic/demo-data.generator.ts';
import { METHODOLOGY_V1, type Methodology } from '../core/domain/methodology.ts';
import { writeResultsSection } from './results-file.ts';

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
const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const NOW = new Date('2026-11-22T12:00:00Z');
const NAME = 'mindmark_defence_cost';
const BEFORE_SRC = process.env.DEFENCE_BEFORE_SRC;
type Engine = typeof rankingEngine;
const before = BEFORE_SRC
  ? {
      engine: (await import(`${BEFORE_SRC}/adapters/db/ranking-engine/ranking-engine.repository.ts`))
        .rankingEngine as Engine,
      methodology: (await import(`${BEFORE_SRC}/core/domain/methodology.ts`)).METHODOLOGY_V1 as Methodology,
    }
  : null;

async function admin(query: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

await admin(`drop database if exists ${NAME} with (force)`);
await admin(`create database ${NAME}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${NAME}`;
const handle = await connectDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 });
try {
  await migrateToLatest(handle.db);
  const demo = generateDemoData(11, NOW, KOLS);
  await demoSeedRepository(handle.db).write(demo, 11);
  const handles = demo.projects.map((p) => p.twitterUsername);
  const bed = generateTestbed({
    seed: 21,
    now: NOW,
    honest: demo.accounts.map((a) => ({ username: a.username, followersCount: a.followersCount ?? null })),
    // One target per strategy (eighteen since 1.5.0; this said 14 and left the last
    // strategies without a target), the split ring's second, the community's project.
    ringTargets: handles.slice(0, RING_STRATEGIES.length),
    splitSecondTarget: handles[RING_STRATEGIES.length] as string,
    communityProject: handles[RING_STRATEGIES.length + 1] as string,
    projects: handles.slice(RING_STRATEGIES.length + 2),
  });
  const parts = [...bed.lookalikes, ...bed.rings];
  await handle.db.transaction().execute(async (trx) => {
    const w = writer(trx);
    await w.upsertAccounts(
      parts.flatMap((p) => p.accounts),
      NOW,
    );
    await w.insertPosts(parts.flatMap((p) => p.posts));
    await w.insertFollows(parts.flatMap((p) => p.follows));
  });
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
  await handle.close();
  await admin(`drop database if exists ${NAME} with (force)`);
}
