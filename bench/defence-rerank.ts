import { loadavg } from 'node:os';
import { connectDatabase } from '../adapters/db/connect.ts';
import { migrateToLatest } from '../adapters/db/migrate.ts';
import { METHODOLOGY_V1, type Methodology } from '../core/domain/methodology.ts';
import { honestMoves, pct, rankTestbed } from '../test/helpers/defence-testbed.ts';

/**
 * `DEFENCE_DB=h_def_probe20k npx tsx bench/defence-rerank.ts`: a database kept by
 * bench/defence-probe.ts (data set A of the test bed), migrated to the latest schema and ranked
 * again without the coordination defence and with the current methodology; prints the honest
 * accounts and projects that move by 2% or more and the time of each step of the full run
 * (docs/methodology.md, "Coordination defence").
 */
const NAME = process.env.DEFENCE_DB ?? 'h_def_probe';
const url = new URL(process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
url.pathname = `/${NAME}`;
const handle = await connectDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
const ON = METHODOLOGY_V1;
const V1_ONLY: Methodology = { ...ON, coordination: { ...ON.coordination, enabled: false } };
try {
  await migrateToLatest(handle.db);
  const v1 = await rankTestbed(handle, V1_ONLY);
  console.log(`coordination off: ${v1.durationMs} ms`);
  const steps: string[] = [];
  const on = await rankTestbed(handle, ON, 'full', (s, ms) => steps.push(`${s} ${ms} ms`));
  console.log(`${ON.version}: ${on.durationMs} ms (load ${loadavg()[0]?.toFixed(1)})`);
  console.log(steps.filter((s) => /trust|coordination|discounts \d/.test(s)).join('\n'));
  const moves = honestMoves(v1, on);
  console.log(`${moves.filter((m) => m.move >= 0.02).length} of ${moves.length} honest moved by 2% or more`);
  for (const m of moves.slice(0, 12)) console.log(`${m.what} ${pct(m.move)}`);
} finally {
  await handle.close();
}
