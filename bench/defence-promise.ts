import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'kysely';
import { describeSweep, generateSweep } from '../adapters/synthetic/adversarial-sweep.generator.ts';
import { generateDemoData } from '../adapters/synthetic/demo-data.generator.ts';
import { METHODOLOGY_V1, type Methodology } from '../core/domain/methodology.ts';
import {
  addSweepProjects,
  addTestbedParts,
  pct,
  rankTestbed,
  sweepOptions,
  TESTBED_NOW,
} from '../test/helpers/defence-testbed.ts';
import { writeResultsSection } from './results-file.ts';
import { ringOutcome } from './sweep-outcome.ts';
import { testbedDatabase } from './testbed-database.ts';

/**
 * `npx tsx bench/defence-promise.ts`: what the coordination defence promises, measured
 * (docs/methodology.md, "What the defence promises, measured on five sweeps (1.18.0)"). For
 * each sweep seed in DEFENCE_PROMISE_SEEDS at DEFENCE_KOLS KOLs on PostgreSQL, every ring's
 * kept lift and best rank (as bench/defence-sweep.ts measures them) beside the attack edges in
 * the data: follows from accounts outside the ring into its members, read from the database
 * after ranking. Each seed's rows are kept in DEFENCE_PROMISE_CACHE, per methodology version (a
 * seed already there is not ranked again); DEFENCE_WRITE=1 writes bench/RESULTS.md.
 */
const KOLS = Number(process.env.DEFENCE_KOLS ?? 2000);
const SEEDS = (process.env.DEFENCE_PROMISE_SEEDS ?? '1721,2029,2039,2053,2063').split(',').map(Number);
// Per version: rows ranked with an earlier methodology must not be reported under the current one.
const CACHE = process.env.DEFENCE_PROMISE_CACHE ?? `/tmp/defence-promise-${KOLS}-${METHODOLOGY_V1.version}`;
const ON = METHODOLOGY_V1;
const ALL_OFF: Methodology = { ...ON, discounts: { ...ON.discounts, enabled: false } };
/** Credible as the crowd rule counts it (docs/methodology.md): 1,000+ followers. */
const CREDIBLE = ON.coordination.crowd.minFollowers;

type Ring = {
  seed: number;
  strategy: string;
  config: string;
  size: number;
  edges: number;
  credible: number;
  trusted: number;
  fromRings: number;
  /** The credible accounts outside it that follow a member. */
  credibleFollowers: string[];
  density: number;
  /** The best member's KOL Score and Mindmark positions. */
  bestScore: number;
  bestMindo: number;
  worst: number;
  best: number;
  line: string;
};
type SeedResult = {
  seed: number;
  rings: Ring[];
  credibleAccounts: number;
  load: number[];
  minutes: number;
  at: string;
};

const t0 = Date.now();
const log = (s: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0)} s] ${s}`);

async function measureSeed(seed: number): Promise<SeedResult> {
  const started = Date.now();
  const { handle, bed, close } = await testbedDatabase(`hprom_${KOLS}_${seed}`, KOLS, 2);
  try {
    const demo = generateDemoData(11, TESTBED_NOW, KOLS);
    const sweep = generateSweep({ ...sweepOptions(demo), seed });
    const load: number[] = [];
    const rank = async (m: Methodology, label: string) => {
      const s = await rankTestbed(handle, m);
      load.push(loadavg()[0] ?? 0);
      log(`seed ${seed}, ${label}: ${s.durationMs} ms`);
      return s;
    };
    await addTestbedParts(handle, bed.lookalikes);
    await addSweepProjects(handle, sweep);
    const aOff = await rank(ALL_OFF, 'A, all off');
    const aOn = await rank(ON, `A, ${ON.version}`);
    await addTestbedParts(handle, sweep);
    const sOff = await rank(ALL_OFF, 'sweep, all off');
    const sOn = await rank(ON, `sweep, ${ON.version}`);
    // The attack edges in the data, after the methodology's run (kols.trust is its trust).
    const follows = await sql<{ follower: string; followee: string; followers: number; trust: number }>`
      select a.twitter_username as follower, b.twitter_username as followee,
        coalesce(a.twitter_followers_count, 0)::float8 as followers, coalesce(a.trust, 0)::float8 as trust
      from kol_follows f join kols a on a.id = f.follower_id join kols b on b.id = f.followee_id
      where b.twitter_username like 'sw%'`.execute(handle.db);
    const credibleAccounts = await sql<{ n: number }>`
      select count(*)::int as n from kols
      where coalesce(twitter_followers_count, 0) >= ${CREDIBLE} and twitter_username !~ '^sw[0-9]+_'`.execute(
      handle.db,
    );
    const rings = sweep.map((r): Ring => {
      const members = new Set(r.members);
      const edges = follows.rows.filter((f) => members.has(f.followee) && !members.has(f.follower));
      const o = ringOutcome(r, { with: sOff, without: aOff }, { with: sOn, without: aOn });
      return {
        seed,
        strategy: r.strategy,
        config: describeSweep(r.config),
        size: r.members.length,
        edges: edges.length,
        credible: edges.filter((f) => f.followers >= CREDIBLE).length,
        trusted: edges.filter((f) => f.trust >= 1).length,
        fromRings: edges.filter((f) => /^sw\d+_/.test(f.follower)).length,
        credibleFollowers: [...new Set(edges.filter((f) => f.followers >= CREDIBLE).map((f) => f.follower))],
        density: r.config.density,
        bestScore: Math.min(...r.members.map((u) => sOn.kols.get(u)?.posScore ?? Infinity)),
        bestMindo: Math.min(...r.members.map((u) => sOn.kols.get(u)?.posMindo ?? Infinity)),
        ...o,
      };
    });
    return {
      seed,
      rings,
      credibleAccounts: credibleAccounts.rows[0]?.n ?? 0,
      load,
      minutes: (Date.now() - started) / 60000,
      at: new Date(started).toISOString().slice(0, 16).replace('T', ' '),
    };
  } finally {
    await close(process.env.DEFENCE_KEEP_DB === '1');
  }
}

mkdirSync(CACHE, { recursive: true });
const results: SeedResult[] = [];
for (const seed of SEEDS) {
  const file = `${CACHE}/seed-${seed}.json`;
  if (!existsSync(file)) writeFileSync(file, JSON.stringify(await measureSeed(seed)));
  results.push(JSON.parse(readFileSync(file, 'utf8')) as SeedResult);
}

const all = results.flatMap((r) => r.rings);
const liftHeld = (r: Ring) => r.worst <= 0.2;
const rankHeld = (r: Ring) => r.best > 100;
const held = (r: Ring) => liftHeld(r) && rankHeld(r);
const perMember = (r: Ring) => r.edges / r.size;
const BUCKETS: [string, number, number][] = [
  ['0', 0, 0],
  ['> 0 and < 1', Number.MIN_VALUE, 1],
  ['1 to < 3', 1, 3],
  ['3 to < 5', 3, 5],
  ['5 to < 8', 5, 8],
  ['8 or more', 8, Infinity],
];
const inBucket = (r: Ring, [, lo, hi]: [string, number, number]) =>
  hi === 0 ? perMember(r) === 0 : perMember(r) >= lo && perMember(r) < hi;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
// A ring none of whose targets got a post in the window kept nothing.
const kept = (r: Ring) => (Number.isFinite(r.worst) ? r.worst : 0);
const count = (xs: Ring[], f: (r: Ring) => boolean) => xs.filter(f).length;
const bucketRows = BUCKETS.map((b) => {
  const xs = all.filter((r) => inBucket(r, b));
  if (xs.length === 0) return `| ${b[0]} | 0 | – | – | – | – | – |`;
  return `| ${b[0]} | ${xs.length} | ${count(xs, held)} | ${count(xs, liftHeld)} | ${count(xs, rankHeld)} | ${pct(median(xs.map(kept)))} / ${pct(Math.max(...xs.map(kept)))} | ${Math.min(...xs.map((r) => r.best))} |`;
});
const f1 = (x: number) => x.toFixed(1);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const boundary = (escaped: Ring[], label: string) => {
  if (escaped.length === 0) return `No ring escaped on ${label}.`;
  const min = Math.min(...escaped.map(perMember));
  if (min === 0)
    return `On ${label}: a ring with no attack edge escaped (${escaped.length} of ${all.length} escaped).`;
  const above = all.filter((r) => perMember(r) >= min);
  return `On ${label}: the fewest attack edges per member of any ring that escaped is ${f1(min)}; all ${all.length - above.length} rings below that held on it; of the ${above.length} at or above it, ${escaped.length} escaped.`;
};
const liftEscaped = all.filter((r) => !liftHeld(r));
const rankOnly = all.filter((r) => liftHeld(r) && !rankHeld(r));
const liftMin = liftEscaped.length ? Math.min(...liftEscaped.map(perMember)) : Infinity;
const aboveLift = all.filter((r) => perMember(r) >= liftMin);
const densities = [...new Set(aboveLift.map((r) => r.density))].sort((a, b) => a - b);
const ringRows = all.map(
  (r) =>
    `| ${r.seed} | ${r.strategy} | ${r.config} | ${r.edges} / ${f1(perMember(r))} | ${r.credible} | ${r.trusted} | ${r.fromRings} | ${r.line} | ${r.bestScore} / ${r.bestMindo} | ${held(r) ? 'held' : liftHeld(r) ? '**escaped (rank)**' : '**escaped**'} |`,
);
const loads = results.flatMap((r) => r.load);
const perSeedCredible = results.map((res) => {
  const used = new Set(res.rings.filter((r) => !liftHeld(r)).flatMap((r) => r.credibleFollowers));
  return `${res.seed}: ${used.size} of ${res.credibleAccounts}`;
});
const text = `## Coordination defence: what it promises, attack edges against outcome, seeds ${SEEDS.join(', ')} at ${KOLS.toLocaleString('en-US')} KOLs (methodology ${ON.version})

\`DEFENCE_KOLS=${KOLS} DEFENCE_PROMISE_SEEDS=${SEEDS.join(',')} npx tsx bench/defence-promise.ts\`, PostgreSQL, ${results.map((r) => r.at).sort()[0]} UTC, load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${availableParallelism()} cores, ${results.map((r) => `seed ${r.seed} ${r.minutes.toFixed(1)} min`).join(', ')}. Each seed's 16 rings (\`generateSweep\`) added at once to data set A and measured as bench/defence-sweep.ts measures them (methodology ${ON.version} against every discount off). Attack edges: follows in the database, after the ${ON.version} run, from accounts outside a ring into its members (total / per member); credible = from accounts with ${CREDIBLE.toLocaleString('en-US')}+ followers; trusted = from accounts whose propagated trust (kols.trust) is at least an average account's (1; the seed set itself is not stored); from rings = from members of the other sweep rings. Held = worst-target lift kept ≤ 20% and no member in the top 100 (best KOL Score / Mindmark position shown); escaped (rank) = lift held, a member in the top 100.

| seed | ring | configuration | attack edges / per member | credible | trusted | from rings | lift kept | best rank score / mindmark | |
| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${ringRows.join('\n')}

By attack edges per member, ${results.length === 1 ? `seed ${SEEDS[0]}` : `all ${results.length} seeds`}:

| attack edges per member | rings | held | lift ≤ 20% | out of top 100 | worst-target lift kept, median / max | best rank |
| --- | ---: | ---: | ---: | ---: | ---: | ---: |
${bucketRows.join('\n')}

${count(all, held)} of ${all.length} rings held (${count(all, liftHeld)} on lift, ${count(all, rankHeld)} on rank). ${boundary(
  all.filter((r) => !held(r)),
  'both',
)} ${boundary(liftEscaped, 'lift')} ${boundary(
  all.filter((r) => !rankHeld(r)),
  'rank',
)} Escaped on rank only: ${rankOnly.map((r) => `${r.seed} ${r.strategy} (${f1(perMember(r))} per member, lift ${pct(kept(r))}, rank ${r.bestScore} / ${r.bestMindo})`).join('; ') || 'none'}.

At or above ${f1(liftMin)} attack edges per member, by the ring's own follow density: ${densities
  .map((d) => {
    const xs = aboveLift.filter((r) => r.density === d);
    return `density ${d}: ${count(xs, (r) => !liftHeld(r))} of ${xs.length} escaped on lift`;
  })
  .join('; ')}.

What the ${liftEscaped.length} rings that escaped on lift paid: ${sum(liftEscaped.map((r) => r.edges))} follows from accounts outside them (${f1(median(liftEscaped.map(perMember)))} per member at the median, ${f1(Math.min(...liftEscaped.map(perMember)))}–${f1(Math.max(...liftEscaped.map(perMember)))}), ${sum(liftEscaped.map((r) => r.credible))} of them from credible accounts and ${sum(liftEscaped.map((r) => r.trusted))} from trusted ones; distinct credible accounts following them against credible accounts outside the sweep in the data, per seed: ${perSeedCredible.join(', ')}.
`;
console.log(text);
if (process.env.DEFENCE_WRITE === '1')
  writeResultsSection(`defence-promise-${KOLS}-seeds${SEEDS.join('-')}`, text);
