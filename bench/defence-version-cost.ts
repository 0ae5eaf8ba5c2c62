import { loadavg } from 'node:os';
import { connectDatabase } from '../adapters/db/connect.ts';
import { METHODOLOGY_V1 } from '../core/domain/methodology.ts';
import { rankTestbed } from '../test/helpers/defence-testbed.ts';
import { EARLIER_VERSIONS } from './defence-versions.ts';

/**
 * `DEFENCE_DB=... npx tsx bench/defence-version-cost.ts`: in a database kept by
 * bench/defence-testbed.ts (DEFENCE_KEEP_DB=1), full recomputes with an earlier version
 * (DEFENCE_AGAINST, 1.15.0; see bench/defence-versions.ts) and the current methodology,
 * alternating (DEFENCE_ROUNDS, 3, each): the full run's time and the coordination steps where
 * the versions differ (engine's onStep), median and range per version (docs/methodology.md,
 * "Where 1.16.0 stands" and "Where 1.15.0 stood").
 */
const NAME = process.env.DEFENCE_DB ?? 'mindmark_defence_testbed';
const ROUNDS = Number(process.env.DEFENCE_ROUNDS ?? 3);
const AGAINST = process.env.DEFENCE_AGAINST ?? '1.15.0';
const PREV = EARLIER_VERSIONS[AGAINST];
if (!PREV) throw new Error(`DEFENCE_AGAINST=${AGAINST}: one of ${Object.keys(EARLIER_VERSIONS).join(', ')}`);
const ON = METHODOLOGY_V1;
const STEPS = [
  'trust and clusters',
  'discounts: coordination: habit bound',
  'discounts: coordination: cluster caps',
  'discounts: coordination: backing caps',
  'discounts: coordination: thinly backed posts',
  'cluster standing',
];
const url = new URL(process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = `/${NAME}`;
const handle = await connectDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
const times = new Map<string, number[]>();
const push = (k: string, v: number) => times.set(k, [...(times.get(k) ?? []), v]);
try {
  for (let r = 0; r < ROUNDS; r++)
    for (const m of r % 2 ? [ON, PREV] : [PREV, ON]) {
      const cpu = process.cpuUsage();
      const s = await rankTestbed(handle, m, 'full', (step, ms) => {
        if (STEPS.includes(step)) push(`${m.version} ${step}`, ms);
      });
      push(`${m.version} full run`, s.durationMs);
      // CPU of this process only (the engine's in-process work); PostgreSQL's is not counted.
      const used = process.cpuUsage(cpu);
      push(`${m.version} engine process CPU`, Math.round((used.user + used.system) / 1000));
      console.log(`${m.version}: ${s.durationMs} ms (load ${loadavg()[0]?.toFixed(1)})`);
    }
  for (const [k, v] of times) {
    const sorted = [...v].sort((a, b) => a - b);
    console.log(`${k}: median ${sorted[sorted.length >> 1]} ms (${sorted[0]}–${sorted.at(-1)})`);
  }
} finally {
  await handle.close();
}
