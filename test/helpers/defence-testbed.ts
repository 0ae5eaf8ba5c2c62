import { sql } from 'kysely';
import type { DatabaseHandle } from '#adapters/db/connect.ts';
import { rankingEngine } from '#adapters/db/ranking-engine/ranking-engine.repository.ts';
import { socialIngestRepository, writer } from '#adapters/db/repositories/social-ingest.repository.ts';
import type { SweepOptions } from '#adapters/synthetic/adversarial-sweep.generator.ts';
import {
  type Additions,
  TARGETS_113,
  type TestbedOptions,
} from '#adapters/synthetic/adversarial-testbed.generator.ts';
import type { generateDemoData } from '#adapters/synthetic/demo-data.generator.ts';
import { type OutsiderAttack, outsiderAttacks } from '#adapters/synthetic/outsider-attacks.generator.ts';
import { METHODOLOGY_V1, type Methodology } from '#core/domain/methodology.ts';
import { makeImportSocialData } from '#core/use-cases/import-social-data.use-case.ts';

/**
 * The adversarial test bed's setting (docs/methodology.md, test bed), shared by
 * test/adapters/db/coordination-defence.test.ts and bench/defence-testbed.ts so the
 * test and the 100k-KOL bench measure the same rings against the same data.
 */
/** The current methodology with every discount off: what a ring gets with no defence. */
export const ALL_OFF: Methodology = {
  ...METHODOLOGY_V1,
  discounts: { ...METHODOLOGY_V1.discounts, enabled: false },
};
/** The current methodology without the coordination defence: what the defence itself changes. */
export const NO_COORDINATION: Methodology = {
  ...METHODOLOGY_V1,
  coordination: { ...METHODOLOGY_V1.coordination, enabled: false },
};

export const TESTBED_NOW = new Date('2026-11-22T12:00:00Z');
export const TESTBED_AS_OF = '2026-11-22';
export const RING_TARGETS = [
  'sensorgrid',
  'moonpup',
  'shieldavs',
  'fanstake',
  'lendloop',
  'oraclelabs',
  'landledger',
  'hotspotnet',
  'circlecast',
  'rollupkit',
  'stakewell',
  'frogwifcap',
  'neuralforge',
  'liquidnode',
  'zkbridgeio',
  'restakehub',
  // Targets of the strategies written after the 1.5.0 freezes: projects the earlier rings
  // pad with, so their lift is measured against data set B (which holds that padding).
  'arenalegends',
  'stealthlaunch',
  'swapcurve',
];
const EARLIER_TARGETS = RING_TARGETS.slice(0, 16);
const SPLIT_SECOND = 'agentmesh';
const COMMUNITY_PROJECT = 'pixelquest';
/**
 * Projects of their own for what was written for 1.6.0 (no demo post names them), so
 * each new ring's lift is its own and no earlier ring's cap moves with it.
 */
const TARGETS_16 = {
  boughtPod: 'podfarm',
  triSplit: ['trianglefi', 'tripool', 'trinode'],
  listing: 'freshlisting',
} as const;
/** Projects of their own for what was written for 1.7.0 (no demo post names them). */
const TARGETS_17 = { diffuseBought: 'quietmesh', slowBurn: 'steadyyield', niche: 'nichedao' } as const;
/** Projects of their own for what was written for 1.8.0 (no demo post names them). */
const TARGETS_18 = { rotating: 'shiftswap', grassroots: 'wordofmouth' } as const;
/** The project of what was written for 1.10.0 (no demo post names it). */
const TARGETS_110 = { astroturf: 'echofield' } as const;
/** The project of what was written for 1.11.0 (no demo post names it). */
const TARGETS_111 = { launderedTrust: 'canopyfi' } as const;
/** The project of what was written for 1.12.0 (no demo post names it). */
const TARGETS_112 = { silentBackers: 'lanternx' } as const;
/** The project of what was written for 1.14.0 (no demo post names it). */
const TARGETS_114 = { premiumCover: 'beaconpay' } as const;
/** The projects of what was written for 1.15.0 (no demo post names them). */
const TARGETS_115 = { paidVoices: 'voxhaven', seededCover: 'harborline' } as const;
/** The projects of what was written for 1.16.0 (no demo post names them). */
const TARGETS_116 = {
  matchedCover: 'keelstone',
  dripBacked: ['driftpay', 'emberlend', 'quillnet'],
} as const;

/** The test bed's options over a demo data set. */
export function testbedOptions(demo: ReturnType<typeof generateDemoData>): TestbedOptions {
  return {
    seed: 21,
    now: TESTBED_NOW,
    honest: demo.accounts.map((a) => ({ username: a.username, followersCount: a.followersCount ?? null })),
    ringTargets: RING_TARGETS,
    splitSecondTarget: SPLIT_SECOND,
    communityProject: COMMUNITY_PROJECT,
    targets16: TARGETS_16,
    targets17: TARGETS_17,
    targets18: TARGETS_18,
    targets110: TARGETS_110,
    targets111: TARGETS_111,
    targets112: TARGETS_112,
    targets114: TARGETS_114,
    targets115: TARGETS_115,
    targets116: TARGETS_116,
    projects: demo.projects
      .map((p) => p.twitterUsername)
      .filter((h) => ![...EARLIER_TARGETS, SPLIT_SECOND, COMMUNITY_PROJECT].includes(h)),
  };
}

/** Adds the projects of TARGETS_16, TARGETS_17, TARGETS_18, TARGETS_110, TARGETS_111, TARGETS_112, TARGETS_114, TARGETS_115 and TARGETS_116 (fixed ids), before any post names them. */
export async function addTestbedProjects(handle: DatabaseHandle) {
  const handles = [TARGETS_16.boughtPod, ...TARGETS_16.triSplit, TARGETS_16.listing];
  const handles17 = [TARGETS_17.diffuseBought, TARGETS_17.slowBurn, TARGETS_17.niche];
  const handles18 = [TARGETS_18.rotating, TARGETS_18.grassroots];
  await handle.db
    .insertInto('projects')
    .values([
      ...handles.map((h, i) => ({
        id: `00000000-0000-4000-8000-0000000016${String(i).padStart(2, '0')}`,
        twitter_username: h,
      })),
      ...handles17.map((h, i) => ({
        id: `00000000-0000-4000-8000-0000000017${String(i).padStart(2, '0')}`,
        twitter_username: h,
      })),
      ...handles18.map((h, i) => ({
        id: `00000000-0000-4000-8000-0000000018${String(i).padStart(2, '0')}`,
        twitter_username: h,
      })),
      { id: '00000000-0000-4000-8000-000000011000', twitter_username: TARGETS_110.astroturf },
      { id: '00000000-0000-4000-8000-000000011100', twitter_username: TARGETS_111.launderedTrust },
      { id: '00000000-0000-4000-8000-000000011200', twitter_username: TARGETS_112.silentBackers },
      { id: '00000000-0000-4000-8000-000000011400', twitter_username: TARGETS_114.premiumCover },
      { id: '00000000-0000-4000-8000-000000011500', twitter_username: TARGETS_115.paidVoices },
      { id: '00000000-0000-4000-8000-000000011501', twitter_username: TARGETS_115.seededCover },
      { id: '00000000-0000-4000-8000-000000011600', twitter_username: TARGETS_116.matchedCover },
      ...TARGETS_116.dripBacked.map((h, i) => ({
        id: `00000000-0000-4000-8000-00000001160${i + 1}`,
        twitter_username: h,
      })),
    ])
    .execute();
}

/**
 * Adds the four young projects of what was written for 1.13.0 (TARGETS_113, fixed ids), each
 * linked to the existing narrative TARGETS_113.narrative, before any post names them
 * (docs/methodology.md, test bed). Data set J only: the other data sets stay as they were.
 */
export async function addTestbedProjects113(db: DatabaseHandle['db']) {
  const narrative = await db
    .selectFrom('narratives')
    .select('id')
    .where('name', '=', TARGETS_113.narrative)
    .executeTakeFirstOrThrow();
  const ids = TARGETS_113.projects.map(
    (_, i) => `00000000-0000-4000-8000-0000000113${String(i).padStart(2, '0')}`,
  );
  await db
    .insertInto('projects')
    .values(TARGETS_113.projects.map((h, i) => ({ id: ids[i] as string, twitter_username: h })))
    .execute();
  await db
    .insertInto('project_narratives')
    .values(ids.map((id) => ({ project_id: id, narrative_id: narrative.id })))
    .execute();
}

export type Snapshot = {
  projects: Map<string, number>;
  /** Each project's 30-day attention: what a ring adds to it, whatever the other rings do. */
  attention: Map<string, number>;
  kols: Map<string, { share: number; posScore: number; posMindo: number }>;
};

/** A full (or day) recompute with the methodology given, and what it ranked. */
export async function rankTestbed(
  handle: DatabaseHandle,
  methodology: Methodology,
  mode: 'full' | 'day' = 'full',
  onStep?: (step: string, ms: number) => void,
): Promise<Snapshot & { durationMs: number }> {
  const { db } = handle;
  const run = await rankingEngine(db, onStep ? { onStep } : undefined).recompute({
    mode,
    asOf: TESTBED_AS_OF,
    now: TESTBED_NOW,
    syncIntervalMinutes: 60,
    methodology,
  });
  const projects = await db
    .selectFrom('projects')
    .select(['twitter_username', 'mindshare_percent', 'mindshare'])
    .execute();
  const kols = await sql<{ u: string; share: number; pos_score: number; pos_mindo: number }>`
    select k.twitter_username as u, s.kol_score_percent_from_total as share, s.pos_kol_score as pos_score,
      s.pos_mindo_metric as pos_mindo
    from kols k join kol_scores s on s.kol_id = k.id`.execute(db);
  return {
    durationMs: run.durationMs,
    projects: new Map(projects.map((p) => [p.twitter_username, Number(p.mindshare_percent ?? 0)])),
    attention: new Map(projects.map((p) => [p.twitter_username, Number(p.mindshare ?? 0)])),
    kols: new Map(
      kols.rows.map((k) => [
        k.u,
        { share: Number(k.share ?? 0), posScore: Number(k.pos_score), posMindo: Number(k.pos_mindo) },
      ]),
    ),
  };
}

/** A narrative's mindshare percent after the last run, by name (0 when it has none). */
export async function narrativeShare(handle: DatabaseHandle, name: string): Promise<number> {
  const r = await sql<{
    p: number;
  }>`select mindshare_percent as p from narratives where name = ${name}`.execute(handle.db);
  return Number(r.rows[0]?.p ?? 0);
}

/**
 * An attack aimed at a narrative, measured on it: ranks the data with every discount off and with
 * the methodology, imports `lines`, and ranks with every discount off again. Returns what the import
 * took, the narrative's lift in mindshare points with every discount off, and `keptWith(m)`, which
 * ranks with `m` and gives the snapshot and the share of that lift kept.
 */
export async function narrativeLift(handle: DatabaseHandle, lines: Iterable<string>, narrative: string) {
  await rankTestbed(handle, ALL_OFF);
  const baseOff = await narrativeShare(handle, narrative);
  await rankTestbed(handle, METHODOLOGY_V1);
  const baseOn = await narrativeShare(handle, narrative);
  const imported = await importLines(handle, lines);
  await rankTestbed(handle, ALL_OFF);
  const lift = (await narrativeShare(handle, narrative)) - baseOff;
  const keptWith = async (m: Methodology) => {
    const snapshot = await rankTestbed(handle, m);
    return { snapshot, kept: ((await narrativeShare(handle, narrative)) - baseOn) / lift };
  };
  return { imported, lift, keptWith };
}

/** The label of the group an account is in after the last full run, or null (the engine's own cluster tables). */
export async function groupLabelOf(handle: DatabaseHandle, username: string): Promise<string | null> {
  const rows = await sql<{ label: string }>`
    select fc.label from kols k
    join kol_clusters kc on kc.kol_id = k.id join follow_clusters fc on fc.id = kc.cluster_id
    where k.twitter_username = ${username}`.execute(handle.db);
  return rows.rows[0]?.label ?? null;
}

/** Writes accounts, posts and follows of test bed parts in one transaction. */
export async function addTestbedParts(handle: DatabaseHandle, parts: readonly Additions[]) {
  await handle.db.transaction().execute(async (trx) => {
    const w = writer(trx);
    await w.upsertAccounts(
      parts.flatMap((p) => p.accounts),
      TESTBED_NOW,
    );
    await w.insertPosts(parts.flatMap((p) => p.posts));
    await w.insertFollows(parts.flatMap((p) => p.follows));
  });
}

export const relMove = (after: number, before: number) =>
  before === 0 ? (after === 0 ? 0 : 1) : Math.abs(after / before - 1);
export const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
/** What a ring added to a project's 30-day attention between two snapshots. */
export const liftOf = (withRing: Snapshot, without: Snapshot, project: string) =>
  (withRing.attention.get(project) ?? 0) - (without.attention.get(project) ?? 0);
/** The best (smallest) KOL Score or Mindmark position of a ring's members. */
export const bestRank = (s: Snapshot, members: readonly string[]) =>
  Math.min(
    ...members.map((u) => Math.min(s.kols.get(u)?.posScore ?? Infinity, s.kols.get(u)?.posMindo ?? Infinity)),
  );

/** Each look-alike's largest move (a member's mindshare or its project's) from one snapshot to another. */
export function lookalikeMoves(
  lookalikes: readonly { kind: string; target: string | null; members: readonly string[] }[],
  before: Snapshot,
  after: Snapshot,
) {
  return lookalikes.map((l) => {
    // The demo's own bot ring (r0_bot*) is meant to be hit, even when a look-alike drew one.
    const moves = l.members
      .filter((u) => !/^r\d+_bot/.test(u))
      .map((u) => ({
        what: `@${u}`,
        move: relMove(after.kols.get(u)?.share ?? 0, before.kols.get(u)?.share ?? 0),
      }));
    if (l.target)
      moves.push({
        what: `project @${l.target}`,
        move: relMove(after.projects.get(l.target) ?? 0, before.projects.get(l.target) ?? 0),
      });
    return { kind: l.kind, top: moves.reduce((a, b) => (b.move > a.move ? b : a)) };
  });
}

/**
 * Every account with a share and every project, largest move first. The demo's own bot
 * ring (r0_bot*, docs/methodology.md) is left out: it is meant to be hit.
 */
/**
 * A snapshot without the accounts whose handles match `ring` (`/^rg\d+_/` the test bed's rings,
 * `/^sw\d+_/` the sweep's): shares renormalized over the accounts left, and projects by attention
 * (not share), since with the defence off the rings take most of the total, which moves every share.
 */
export function withoutRingAccounts(s: Snapshot, ring: RegExp): Snapshot {
  const kols = [...s.kols].filter(([u]) => !ring.test(u));
  const total = kols.reduce((a, [, k]) => a + k.share, 0) || 1;
  return {
    ...s,
    projects: s.attention,
    kols: new Map(kols.map(([u, k]) => [u, { ...k, share: (k.share / total) * 100 }])),
  };
}

export function honestMoves(before: Snapshot, after: Snapshot) {
  return [...before.kols]
    .filter(([u, k]) => k.share > 0 && !/^r\d+_bot/.test(u))
    .map(([u, k]) => ({ what: `@${u}`, move: relMove(after.kols.get(u)?.share ?? 0, k.share) }))
    .concat(
      [...before.projects].map(([p, share]) => ({
        what: `project @${p}`,
        move: relMove(after.projects.get(p) ?? 0, share),
      })),
    )
    .sort((a, b) => b.move - a.move);
}

/** The honest accounts' moves alone (no project), largest first, leaving out the usernames given. */
export function accountMoves(before: Snapshot, after: Snapshot, except: readonly string[] = []) {
  return honestMoves(before, after).filter(
    (m) => !m.what.startsWith('project ') && !except.includes(m.what.slice(1)),
  );
}

/**
 * The attack sweep's options over a demo data set (docs/methodology.md, "The attack sweep"),
 * shared by bench/defence-sweep.ts and the fingerprint pinned in
 * test/adapters/db/coordination-defence.test.ts.
 */
export function sweepOptions(demo: ReturnType<typeof generateDemoData>, rings = 16): SweepOptions {
  return {
    seed: 1721,
    now: TESTBED_NOW,
    honest: demo.accounts.map((a) => ({ username: a.username, followersCount: a.followersCount ?? null })),
    projects: demo.projects.map((p) => p.twitterUsername),
    rings,
  };
}

/** Adds every sweep ring's target projects (fixed ids), before any post names them. */
export async function addSweepProjects(
  handle: DatabaseHandle,
  rings: readonly { target: string; also: readonly string[] }[],
) {
  const handles = rings.flatMap((r) => [r.target, ...r.also]);
  await handle.db
    .insertInto('projects')
    .values(
      handles.map((h, i) => ({
        id: `00000000-0000-4000-8000-0000017${String(i).padStart(5, '0')}`,
        twitter_username: h,
      })),
    )
    .execute();
}

/**
 * The attacks written from outside, drawn on the demo data as bench/defence-outsider.ts draws
 * them at 2,000 KOLs (targets @pixelquest and @shieldavs, cover posts about the visible projects).
 */
export function outsiderAttacksOn(demo: ReturnType<typeof generateDemoData>): OutsiderAttack[] {
  return outsiderAttacks(
    demo.accounts.map((a) => ({ username: a.username, followers: a.followersCount ?? 0 })),
    {
      small: 'pixelquest',
      large: 'shieldavs',
      all: demo.projects.filter((p) => !p.hidden).map((p) => p.twitterUsername),
    },
    TESTBED_NOW,
  );
}

/** One of them by name. */
/** Brings an attack's JSONL lines in through the import, as `npm run import` would, on the test bed's clock. */
export function importLines(handle: DatabaseHandle, lines: Iterable<string>) {
  return makeImportSocialData({ repo: socialIngestRepository(handle.db), clock: { now: () => TESTBED_NOW } })(
    lines,
  );
}

export function outsiderAttack(demo: ReturnType<typeof generateDemoData>, name: string): OutsiderAttack {
  const attack = outsiderAttacksOn(demo).find((a) => a.name === name);
  if (!attack) throw new Error(`no outsider attack ${name}`);
  return attack;
}
