import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'kysely';
import { connectDatabase, type DatabaseHandle } from '../adapters/db/connect.ts';
import { migrateToLatest } from '../adapters/db/migrate.ts';
import { demoSeedRepository } from '../adapters/db/repositories/demo-seed.repository.ts';
import { socialIngestRepository } from '../adapters/db/repositories/social-ingest.repository.ts';
import { generateDemoData } from '../adapters/synthetic/demo-data.generator.ts';
import { outsiderAttacks } from '../adapters/synthetic/outsider-attacks.generator.ts';
import { METHODOLOGY_V1, type Methodology } from '../core/domain/methodology.ts';
import { makeImportSocialData } from '../core/use-cases/import-social-data.use-case.ts';
import {
  bestRank,
  honestMoves,
  liftOf,
  pct,
  rankTestbed,
  type Snapshot,
  TESTBED_NOW,
  withoutRingAccounts,
} from '../test/helpers/defence-testbed.ts';
import { adminQuery } from './admin-query.ts';
import { versionAgainst } from './defence-versions.ts';
import { writeResultsSection } from './results-file.ts';

/**
 * `npx tsx bench/defence-outsider.ts`: attacks written from outside
 * (adapters/synthetic/outsider-attacks.generator.ts)
 * brought in through the JSONL import, one at a time, on a copy of the demo data (seed 11,
 * DEFENCE_KOLS KOLs) on PostgreSQL, as issue #21's ring was. Each is ranked with every discount
 * off and with the methodology; the table gives the target's 30-day attention lift kept, its
 * mindshare before and after, the ring's best rank and the largest honest move (accounts other
 * than the ring, shares renormalized without it). DEFENCE_WRITE=1 writes bench/RESULTS.md;
 * DEFENCE_AGAINST=<version> also ranks with an earlier version; OUTSIDER_ONLY=<attack>[,<attack>…]
 * runs those attacks in that order (after the first, whose copy gives the narratives' baseline); OUTSIDER_REUSE=1 reuses
 * the base a run with OUTSIDER_KEEP=1 left (same OUTSIDER_DB and DEFENCE_KOLS); OUTSIDER_KEEP=1 keeps
 * the databases to look into; OUTSIDER_SECTION=<words> writes a batch to a section of its own.
 */
const KOLS = Number(process.env.DEFENCE_KOLS ?? 2000);
const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/** OUTSIDER_DB names the run's databases (`<name>_base`, `<name>_<attack>`): two runs can go side by side. */
const DB = process.env.OUTSIDER_DB ?? 'mindmark_outsider';
const BASE = `${DB}_base`;
const ON = METHODOLOGY_V1;
const ALL_OFF: Methodology = { ...ON, discounts: { ...ON.discounts, enabled: false } };
const NO_COORDINATION: Methodology = { ...ON, coordination: { ...ON.coordination, enabled: false } };
const RING = /^ox\d+_/;
/** A share kept, without the "-0.0%" a ring that moved its target by a rounding error prints. */
const keptPct = (x: number) => pct(Math.abs(x) < 0.0005 ? 0 : x);
/** DEFENCE_AGAINST=1.18.1 also ranks each attack with that earlier version, in the same run. */
const PREV: Methodology | null = versionAgainst();

const t0 = Date.now();
const log = (s: string) => console.log(`[${((Date.now() - t0) / 1000).toFixed(0)} s] ${s}`);
const admin = (q: string) => adminQuery(ADMIN_URL, q);
const urlOf = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};
const open = (name: string): Promise<DatabaseHandle> =>
  connectDatabase({ kind: 'postgres', url: urlOf(name), poolSize: 2 });

// OUTSIDER_REUSE=1 ranks the base kept by an earlier run (OUTSIDER_KEEP=1) of the same size again
// instead of seeding it: at 100,000 KOLs the seed is most of a run's time.
const reuse = process.env.OUTSIDER_REUSE === '1';
if (!reuse) {
  await admin(`drop database if exists ${BASE} with (force)`);
  await admin(`create database ${BASE}`);
}
const demo = generateDemoData(11, TESTBED_NOW, KOLS);
const base = await open(BASE);
await migrateToLatest(base.db);
if (!reuse) await demoSeedRepository(base.db).write(demo, 11);
const baseOff = await rankTestbed(base, ALL_OFF);
const basePrev = PREV ? await rankTestbed(base, PREV) : null;
const baseOn = await rankTestbed(base, ON);
const visible = demo.projects.filter((p) => !p.hidden).map((p) => p.twitterUsername);
const byShare = [...visible].sort((a, b) => (baseOn.projects.get(a) ?? 0) - (baseOn.projects.get(b) ?? 0));
const projects = { small: byShare[0] as string, large: byShare.at(-1) as string, all: visible };
await base.close();
log(`seeded ${KOLS} KOLs; small target @${projects.small}, large @${projects.large}`);

const honest = demo.accounts.map((a) => ({ username: a.username, followers: a.followersCount ?? 0 }));
const attacks = outsiderAttacks(honest, projects, TESTBED_NOW);
const narrativeShares = async (h: DatabaseHandle) =>
  new Map(
    (
      await sql<{ name: string; p: number }>`select name, mindshare_percent as p from narratives`.execute(
        h.db,
      )
    ).rows.map((r) => [r.name, Number(r.p)]),
  );
const baseNarratives = {
  on: new Map<string, number>(),
  off: new Map<string, number>(),
  prev: new Map<string, number>(),
};
const rows: string[] = [];
/** The attacks in `rows`, in their order. */
const measured: string[] = [];
const loads: number[] = [];
const only = process.env.OUTSIDER_ONLY?.split(',');
const unknown = only?.filter((name) => !attacks.some((a) => a.name === name)) ?? [];
if (unknown.length > 0) throw new Error(`OUTSIDER_ONLY: no attack named ${unknown.join(', ')}`);
// With OUTSIDER_ONLY, in its order (after the first attack): a long run measures what matters first.
const order = only
  ? [0, ...only.map((name) => attacks.findIndex((a) => a.name === name)).filter((i) => i > 0)]
  : [...attacks.keys()];
for (const i of order) {
  const attack = attacks[i] as (typeof attacks)[number];
  const name = `${DB}_${i}`;
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name} template ${BASE}`);
  const h = await open(name);
  try {
    if (i === 0) {
      // The copy's narratives as ranked with the methodology; "all off" is ranked once for them.
      baseNarratives.on = await narrativeShares(h);
      await rankTestbed(h, ALL_OFF);
      baseNarratives.off = await narrativeShares(h);
      if (PREV) {
        await rankTestbed(h, PREV);
        baseNarratives.prev = await narrativeShares(h);
      }
    }
    const summary = await makeImportSocialData({
      repo: socialIngestRepository(h.db),
      clock: { now: () => TESTBED_NOW },
    })(attack.lines);
    const target = attack.target;
    const off = await rankTestbed(h, ALL_OFF);
    const offNarratives = await narrativeShares(h);
    const plain = await rankTestbed(h, NO_COORDINATION);
    const prev = PREV ? await rankTestbed(h, PREV) : null;
    const prevNarratives = PREV ? await narrativeShares(h) : new Map<string, number>();
    const on = await rankTestbed(h, ON);
    const onNarratives = await narrativeShares(h);
    loads.push(loadavg()[0] ?? 0);
    // An attack on a narrative (posts naming no project) is measured on the narrative's share.
    const n = attack.narrative;
    const narrativeLift = (s: Map<string, number>, b: Map<string, number>) =>
      n
        ? ((s.get(n) ?? 0) - (b.get(n) ?? 0)) /
          ((offNarratives.get(n) ?? 0) - (baseNarratives.off.get(n) ?? 0))
        : 0;
    const keptOf = (s: Snapshot, b: Snapshot) =>
      n
        ? narrativeLift(
            s === on ? onNarratives : prevNarratives,
            s === on ? baseNarratives.on : baseNarratives.prev,
          )
        : liftOf(s, b, target) / liftOf(off, baseOff, target);
    const kept = keptOf(on, baseOn);
    const narrative = worstNarrative(onNarratives, offNarratives);
    const others = worstOtherProject(target, { on, baseOn, off, baseOff });
    const honestTop = (b: Snapshot, s: Snapshot) => {
      const moves = honestMoves(withoutRingAccounts(b, RING), withoutRingAccounts(s, RING)).filter(
        (m) => !m.what.startsWith('project '),
      );
      return { ...(moves[0] ?? { what: '-', move: 0 }), over: moves.filter((m) => m.move >= 0.02).length };
    };
    /** The largest move, and how many honest accounts moved by 2% or more. */
    const moved = ({ what, move, over }: ReturnType<typeof honestTop>) =>
      `${what} ${pct(move)} (${over} ≥ 2%)`;
    const top = honestTop(baseOn, on);
    // What the coordination defence itself did to honest accounts: the same data without it.
    const hit = honestTop(plain, on);
    const best = bestRank(on, attack.members);
    const was =
      prev && basePrev
        ? {
            kept: `${keptPct(keptOf(prev, basePrev))} → `,
            best: `${bestRank(prev, attack.members)} → `,
            honest: (({ what, move }) => `${what} ${pct(move)} → `)(honestTop(basePrev, prev)),
            hit: `${moved(honestTop(plain, prev))} → `,
          }
        : { kept: '', best: '', honest: '', hit: '' };
    rows.push(
      `| ${attack.name} | ${attack.members.length} | ${(attack.attackEdges / attack.members.length).toFixed(1)} | ${summary.posts} | ${
        n
          ? `${n} ${pct((baseNarratives.on.get(n) ?? 0) / 100)} → ${pct((onNarratives.get(n) ?? 0) / 100)} (all off: ${pct((offNarratives.get(n) ?? 0) / 100)})`
          : `@${target} ${pct((baseOn.projects.get(target) ?? 0) / 100)} → ${pct((on.projects.get(target) ?? 0) / 100)} (all off: ${pct((off.projects.get(target) ?? 0) / 100)})`
      } | ${was.kept}**${keptPct(kept)}** | ${narrative} | ${others} | ${was.best}${best} | ${was.honest}${top.what} ${pct(top.move)} | ${was.hit}${moved(hit)} |`,
    );
    measured.push(attack.name);
    report(false);
    log(
      `${attack.name}: kept ${was.kept}${pct(kept)}, best rank ${was.best}${best}, honest ${was.honest}${top.what} ${pct(top.move)}`,
    );
  } finally {
    await h.close();
    if (process.env.OUTSIDER_KEEP !== '1') await admin(`drop database if exists ${name} with (force)`);
  }
}

/**
 * The projects other than the target that the ring moved by half a point or more with every
 * discount off (its decoys, or where its cover posts went): the largest share of that lift kept.
 * A ring that names several projects pushes each of them, not only the one it was written for.
 */
function worstOtherProject(
  target: string,
  s: { on: Snapshot; baseOn: Snapshot; off: Snapshot; baseOff: Snapshot },
): string {
  let worst = { name: '-', kept: Number.NEGATIVE_INFINITY };
  for (const [p, share] of s.off.projects) {
    if (p === target) continue;
    const liftOff = share - (s.baseOff.projects.get(p) ?? 0);
    if (liftOff < 0.5) continue;
    const k = ((s.on.projects.get(p) ?? 0) - (s.baseOn.projects.get(p) ?? 0)) / liftOff;
    if (k > worst.kept) worst = { name: p, kept: k };
  }
  return worst.name === '-' ? '-' : `@${worst.name} ${keptPct(worst.kept)}`;
}

/** The target's narratives: the largest share of its mindshare lift kept, by narrative share points. */
function worstNarrative(on: Map<string, number>, off: Map<string, number>) {
  let worst = { name: '-', kept: 0 };
  for (const [n, p] of on) {
    const liftOff = (off.get(n) ?? 0) - (baseNarratives.off.get(n) ?? 0);
    if (liftOff < 0.5) continue; // a narrative the ring did not move by half a point with every discount off
    const k = (p - (baseNarratives.on.get(n) ?? 0)) / liftOff;
    if (k > worst.kept) worst = { name: n, kept: k };
  }
  return worst.name === '-' ? '-' : `${worst.name} ${pct(worst.kept)}`;
}

if (process.env.OUTSIDER_KEEP !== '1') await admin(`drop database if exists ${BASE} with (force)`);
console.log(report(true));
log('done');

/**
 * The section (written after each attack with DEFENCE_WRITE=1, so a run stopped at 100,000 KOLs
 * keeps what it measured; `done` false says the run is still going).
 */
function report(done: boolean): string {
  const table = [
    `Attacks written from outside (\`adapters/synthetic/outsider-attacks.generator.ts\`), each imported alone through the JSONL import onto the demo data (seed 11, ${KOLS.toLocaleString('en-US')} KOLs, PostgreSQL) and ranked with every discount off${PREV ? `, with ${PREV.version}` : ''} and with ${ON.version}${PREV ? ` (an arrow: ${PREV.version} → ${ON.version})` : ''}. Kept: the target's 30-day attention lift with ${ON.version} as a share of the same with every discount off. Narrative: the target's narrative whose mindshare points moved most with every discount off, and the share of that move kept. Other project: of the projects other than the target that the ring moved by half a point or more with every discount off (decoys, cover), the one that keeps the largest share of that lift (- where none moved that far). Honest: the largest move of any other account's mindshare (renormalized without the ring) against the data without the ring; by the defence: the same against the data with the ring ranked without the coordination defence (what the defence itself did). Load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} on ${availableParallelism()} cores.`,
    '',
    '| attack | accounts | bought follows per member | posts | target mindshare: before → with the ring | lift kept | narrative kept | other project kept | best rank | largest honest move | largest honest move by the defence (accounts moved by 2% or more) |',
    '| --- | ---: | ---: | ---: | --- | ---: | --- | --- | ---: | --- | --- |',
    ...rows,
    '',
    ...(done ? [] : [`_${rows.length} of ${order.length} attacks measured when this was written._`, '']),
    ...measured.map((name) => `- \`${name}\`: ${attacks.find((a) => a.name === name)?.what}.`),
  ].join('\n');
  if (process.env.DEFENCE_WRITE === '1') {
    // One section per size and pair of versions, so a new version's run keeps the last one's.
    // OUTSIDER_SECTION names a batch (a held-out set run with OUTSIDER_ONLY) in its own section.
    const batch = process.env.OUTSIDER_SECTION ? `, ${process.env.OUTSIDER_SECTION}` : '';
    const title = `Coordination defence: attacks written from outside${batch}${KOLS === 2000 ? '' : ` at ${KOLS.toLocaleString('en-US')} KOLs`} (methodology ${ON.version}${PREV ? ` against ${PREV.version}` : ''})`;
    writeResultsSection(title, `## ${title}\n\n${table}`);
  }
  return table;
}
