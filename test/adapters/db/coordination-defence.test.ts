import { sql } from 'kysely';
import t from 'tap';
import type { DatabaseHandle } from '#adapters/db/connect.ts';
import { demoSeedRepository } from '#adapters/db/repositories/demo-seed.repository.ts';
import { influencersRepository } from '#adapters/db/repositories/influencers.repository.ts';
import { rankingEngine } from '#adapters/db/ranking-engine/ranking-engine.repository.ts';
import { writer } from '#adapters/db/repositories/social-ingest.repository.ts';
import {
  type Additions,
  DESIGNED_ON,
  generateTestbed,
  AFTER_FREEZE_13,
  HELD_OUT_13,
  HELD_OUT_14,
  HELD_OUT_15,
  SEEN_14,
  SEEN_15,
  SEEN_13,
  SEEN_BEFORE_FREEZE,
} from '#adapters/synthetic/adversarial-testbed.generator.ts';
import { generateDemoData } from '#adapters/synthetic/demo-data.generator.ts';
import { METHODOLOGY_V1, type Methodology } from '#core/domain/methodology.ts';
import { buildScoreBreakdown } from '#core/domain/score-breakdown.ts';
import { eachBackend } from '../../helpers/databases.ts';

// The demo scale: 2,000 KOLs over 120 days; the rings and look-alikes come on top.
const NOW = new Date('2026-11-22T12:00:00Z');
const AS_OF = '2026-11-22';
const KOLS = Number(process.env.DEFENCE_TESTBED_KOLS ?? 2000);
const RING_TARGETS = [
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
 * Held-out strategies the defence does not stop yet (docs/methodology.md, known
 * gaps): reported as TODO, so they show in every run and pass once fixed.
 */
const KNOWN_GAPS: Partial<Record<string, { lift?: string; top100?: string }>> = {
  'seasoned-crowd': {
    lift: 'held out from 1.5.0: 80 accounts with a little history and 2-4 posts each on the target look like the new-project community look-alike to every rule (measured 105%)',
  },
  'follow-train': {
    top100:
      "seen after 1.5.0's first freeze: members whose most-named project is another one stay out of the group and keep the smart followers their follow-backs bought (best rank 64 measured)",
  },
  'relay-cohorts': {
    lift: 'held out from 1.5.0: half of the accounts have a history, so those with 2-4 posts stay out of the focus group (measured 39.1%)',
  },
};

// Eight recomputes of 2,000 KOLs and nineteen rings on each backend, on a shared
// machine: more than tap's default file timeout.
t.setTimeout(1_200_000);

const ON = METHODOLOGY_V1;
/** The strategies 1.4.0 left open, which 1.5.0 was designed on (docs/methodology.md, test bed). */
const DESIGNED_ON_15: readonly string[] = ['camouflage', 'wide-swarm'];

/** How each strategy stands to the design, newest methodology first (reported beside its lift). */
const HISTORY: readonly [readonly string[], string][] = [
  [SEEN_15, "written after 1.5.0's first freeze, then seen"],
  [HELD_OUT_15, 'written after the 1.5.0 freeze'],
  [DESIGNED_ON_15, 'designed on for 1.5.0'],
  [DESIGNED_ON, 'designed on'],
  [SEEN_BEFORE_FREEZE, 'held out, seen before the freeze'],
  [SEEN_13, 'held out from 1.3.0, then seen'],
  [HELD_OUT_13, 'held out from 1.3.0'],
  [AFTER_FREEZE_13, 'written after the 1.3.0 freeze'],
  [SEEN_14, 'held out from 1.4.0, seen after its first cut'],
  [HELD_OUT_14, 'held out from 1.4.0'],
];
const historyOf = (strategy: string): string =>
  HISTORY.find(([strategies]) => strategies.includes(strategy))?.[1] ?? 'held out';
const V1_ONLY: Methodology = { ...ON, coordination: { ...ON.coordination, enabled: false } };
const ALL_OFF: Methodology = { ...ON, discounts: { ...ON.discounts, enabled: false } };

type Snapshot = {
  projects: Map<string, number>;
  /** Each project's 30-day attention: what a ring adds to it, whatever the other rings do. */
  attention: Map<string, number>;
  kols: Map<string, { share: number; posScore: number; posMindo: number }>;
};

async function rank(
  handle: DatabaseHandle,
  methodology: Methodology,
  mode: 'full' | 'day' = 'full',
): Promise<Snapshot> {
  const { db } = handle;
  await rankingEngine(db).recompute({
    mode,
    asOf: AS_OF,
    now: NOW,
    syncIntervalMinutes: 60,
    methodology,
  });
  const projects = await db
    .selectFrom('projects')
    .select(['twitter_username', 'mindshare_percent', 'mindshare'])
    .execute();
  const kols = await db
    .selectFrom('kols')
    .innerJoin('kol_scores', 'kol_scores.kol_id', 'kols.id')
    .select(['twitter_username', 'kol_score_percent_from_total', 'pos_kol_score', 'pos_mindo_metric'])
    .execute();
  return {
    projects: new Map(projects.map((p) => [p.twitter_username, Number(p.mindshare_percent ?? 0)])),
    attention: new Map(projects.map((p) => [p.twitter_username, Number(p.mindshare ?? 0)])),
    kols: new Map(
      kols.map((k) => [
        k.twitter_username,
        {
          share: Number(k.kol_score_percent_from_total ?? 0),
          posScore: Number(k.pos_kol_score),
          posMindo: Number(k.pos_mindo_metric),
        },
      ]),
    ),
  };
}

async function add(handle: DatabaseHandle, parts: readonly Additions[]) {
  await handle.db.transaction().execute(async (trx) => {
    const w = writer(trx);
    await w.upsertAccounts(
      parts.flatMap((p) => p.accounts),
      NOW,
    );
    await w.insertPosts(parts.flatMap((p) => p.posts));
    await w.insertFollows(parts.flatMap((p) => p.follows));
  });
}

const relMove = (after: number, before: number) =>
  before === 0 ? (after === 0 ? 0 : 1) : Math.abs(after / before - 1);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

t.test(
  'coordination defence: ring strategies buy no mindshare, honest look-alikes keep theirs',
  async (t) => {
    await eachBackend(t, async (t, handle) => {
      const demo = generateDemoData(11, NOW, KOLS);
      await demoSeedRepository(handle.db).write(demo, 11);
      const bed = generateTestbed({
        seed: 21,
        now: NOW,
        honest: demo.accounts.map((a) => ({
          username: a.username,
          followersCount: a.followersCount ?? null,
        })),
        ringTargets: RING_TARGETS,
        splitSecondTarget: SPLIT_SECOND,
        communityProject: COMMUNITY_PROJECT,
        projects: demo.projects
          .map((p) => p.twitterUsername)
          .filter((h) => ![...EARLIER_TARGETS, SPLIT_SECOND, COMMUNITY_PROJECT].includes(h)),
      });

      // Data set A: the demo data and the honest look-alikes.
      await add(handle, bed.lookalikes);
      const aV1 = await rank(handle, V1_ONLY);
      const aOff = await rank(handle, ALL_OFF);
      const aOn = await rank(handle, ON);

      t.comment(
        `honest look-alikes: mindshare with methodology ${ON.version} against the same without the coordination defence`,
      );
      let worst = { what: 'none', move: -1 };
      for (const l of bed.lookalikes) {
        const moves = l.members.map((u) => ({
          what: `@${u}`,
          move: relMove(aOn.kols.get(u)?.share ?? 0, aV1.kols.get(u)?.share ?? 0),
        }));
        if (l.target)
          moves.push({
            what: `project @${l.target}`,
            move: relMove(aOn.projects.get(l.target) ?? 0, aV1.projects.get(l.target) ?? 0),
          });
        const top = moves.reduce((a, b) => (b.move > a.move ? b : a));
        t.comment(`  ${l.kind}: largest move ${top.what} ${pct(top.move)}`);
        if (top.move > worst.move) worst = top;
      }
      t.ok(
        worst.move < 0.02,
        `no honest look-alike moves by 2% or more (largest: ${worst.what} ${pct(worst.move)})`,
      );
      // Every other account and project of the demo data, reported (not a target of the
      // test: a demo account may be hit on its own merits). The demo's own bot ring
      // (r0_bot*, docs/methodology.md) is left out: it is meant to be hit.
      const all = [...aV1.kols]
        .filter(([u, k]) => k.share > 0 && !/^r\d+_bot/.test(u))
        .map(([u, k]) => ({ what: `@${u}`, move: relMove(aOn.kols.get(u)?.share ?? 0, k.share) }))
        .concat(
          [...aV1.projects].map(([p, share]) => ({
            what: `project @${p}`,
            move: relMove(aOn.projects.get(p) ?? 0, share),
          })),
        )
        .sort((a, b) => b.move - a.move);
      const moved = all.filter((m) => m.move >= 0.02);
      t.comment(
        `  all ${all.length} honest accounts and projects: ${moved.length} moved by 2% or more; largest ${all
          .slice(0, 3)
          .map((m) => `${m.what} ${pct(m.move)}`)
          .join(', ')}`,
      );
      t.equal(moved.length, 0, 'no other honest account or project moves by 2% or more either');

      // Data set B: A and the rings written before the 1.5.0 freeze.
      const late = (r: { strategy: string }) => (HELD_OUT_15 as readonly string[]).includes(r.strategy);
      await add(
        handle,
        bed.rings.filter((r) => !late(r)),
      );
      const bOff = await rank(handle, ALL_OFF);
      const bOn = await rank(handle, ON);
      // A day run applies the full run's clusters, trust and caps to the day's posts.
      const bDay = await rank(handle, ON, 'day');
      const last = await handle.db
        .selectFrom('ranking_runs')
        .select('mode')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      t.equal(last?.mode, 'day', 'the second run was a day run');
      t.same(bDay, bOn, 'a day run over unchanged data gives what the full run gave, rings included');

      // All rings are injected at once, so a target's mindshare also moves with what the
      // other rings take or lose; its attention moves only with its own ring. The lift
      // ratio is taken on the attention, the mindshare points are shown beside it.
      t.comment(
        `rings: lift of the target project (30D attention; mindshare points) with all defences off and with ${ON.version}`,
      );
      const lift = (b: Snapshot, a: Snapshot, p: string) =>
        (b.attention.get(p) ?? 0) - (a.attention.get(p) ?? 0);
      const points = (b: Snapshot, a: Snapshot, p: string) =>
        ((b.projects.get(p) ?? 0) - (a.projects.get(p) ?? 0)).toFixed(2);
      const report = async (
        r: (typeof bed.rings)[number],
        withOff: Snapshot,
        baseOff: Snapshot,
        withOn: Snapshot,
        baseOn: Snapshot,
      ) => {
        const liftOff = lift(withOff, baseOff, r.target);
        const liftOn = lift(withOn, baseOn, r.target);
        const best = Math.min(
          ...r.members.map((u) =>
            Math.min(withOn.kols.get(u)?.posScore ?? Infinity, withOn.kols.get(u)?.posMindo ?? Infinity),
          ),
        );
        const bestOff = Math.min(...r.members.map((u) => withOff.kols.get(u)?.posScore ?? Infinity));
        const held = historyOf(r.strategy);
        t.comment(
          `  ${r.strategy} (${held}) @${r.target}: ${(baseOff.projects.get(r.target) ?? 0).toFixed(2)}% → attention +${liftOff.toFixed(0)} off, +${liftOn.toFixed(0)} on (${pct(liftOn / liftOff)}); mindshare +${points(withOff, baseOff, r.target)} off, +${points(withOn, baseOn, r.target)} on; best ring KOL rank off ${bestOff}, on ${best}`,
        );
        if (r.also) {
          const alsoOff = lift(withOff, baseOff, r.also);
          const alsoOn = lift(withOn, baseOn, r.also);
          t.comment(
            `    second target @${r.also}: attention +${alsoOff.toFixed(0)} off, +${alsoOn.toFixed(0)} on (${pct(alsoOn / alsoOff)})`,
          );
          t.ok(alsoOn <= 0.2 * alsoOff, `${r.strategy}: the second target's lift is held too`, {
            todo: KNOWN_GAPS[r.strategy]?.lift,
          });
        }
        const hits = await sql<{ kind: string; n: number; m: number }>`
        select d.kind, count(*)::int as n, round(avg(d.multiplier)::numeric, 3)::float8 as m
        from post_discounts d join posts p on p.id = d.post_id join kols k on k.id = p.kol_id
        where k.twitter_username = any(${r.members}::text[]) group by d.kind order by d.kind`.execute(
          handle.db,
        );
        const top = await sql<{ u: string; s: number; share: number; cred: number }>`
        select k.twitter_username as u, s.kol_score as s, s.kol_score_percent_from_total as share, k.credibility as cred
        from kols k join kol_scores s on s.kol_id = k.id
        where k.twitter_username = any(${r.members}::text[]) order by s.pos_kol_score limit 1`.execute(
          handle.db,
        );
        t.comment(
          `    ${r.posts.length} posts; discounts ${hits.rows.map((h) => `${h.kind} ${h.n}×${h.m}`).join(', ') || 'none'}; best member ${JSON.stringify(top.rows[0])}`,
        );
        t.ok(
          liftOff > 0,
          `${r.strategy}: the ring lifts its target without defences (+${liftOff.toFixed(0)} attention)`,
        );
        const gap = KNOWN_GAPS[r.strategy];
        t.ok(
          liftOn <= 0.2 * liftOff,
          `${r.strategy} (${held}): lift with defences ≤ 20% of lift without (${pct(liftOn / liftOff)})`,
          { todo: gap?.lift },
        );
        t.ok(best > 100, `${r.strategy} (${held}): no ring account in the KOL top 100 (best ${best})`, {
          todo: gap?.top100,
        });
      };
      for (const r of bed.rings.filter((r) => !late(r))) await report(r, bOff, aOff, bOn, aOn);
      // Data set C: B and the strategies written after the 1.5.0 freezes, measured against B.
      await add(handle, bed.rings.filter(late));
      const cOff = await rank(handle, ALL_OFF);
      const cOn = await rank(handle, ON);
      for (const r of bed.rings.filter(late)) await report(r, cOff, bOff, cOn, bOn);

      // The receipt names the new discounts with their evidence: the aged ring's
      // untrusted cluster and burst, the cap of the ring with bought followers.
      const receiptOf = async (username: string) => {
        const k = await handle.db
          .selectFrom('kols')
          .select('id')
          .where('twitter_username', '=', username)
          .executeTakeFirstOrThrow();
        const receipt = await influencersRepository(handle.db).scoreInputs(k.id, 30);
        return new Map((receipt?.discounts ?? []).map((d) => [d.kind, d]));
      };
      const kinds = await receiptOf(bed.rings[0]?.members[0] ?? '');
      const capped = await receiptOf(bed.rings[4]?.members[0] ?? '');
      for (const [kind, prefix, receipt] of [
        ['untrusted_cluster', 'rg0_', kinds],
        ['coordinated_burst', 'rg0_', kinds],
        ['cluster_cap', 'rg4_', capped],
      ] as const) {
        const d = receipt.get(kind);
        t.ok(d && d.posts > 0, `the receipt lists ${kind}`);
        t.match(
          d?.examples[0]?.detail ?? '',
          new RegExp(`@${prefix}`),
          `${kind} names the cluster's accounts as evidence`,
        );
      }
      // Standing: a ring member's receipt names its cluster, and the components (each
      // multiplied by the standing) still add up to the stored KOL Score.
      for (const ring of [bed.rings[4], bed.rings[5]]) {
        const u = ring?.members[0] ?? '';
        const k = await handle.db
          .selectFrom('kols')
          .select('id')
          .where('twitter_username', '=', u)
          .executeTakeFirstOrThrow();
        const inputs = await influencersRepository(handle.db).scoreInputs(k.id, 30);
        if (!inputs) throw new Error(`no receipt for ${u}`);
        const b = buildScoreBreakdown(inputs, ON);
        t.ok(b.standing.value < 1, `${ring?.strategy}: the receipt shows the standing (${b.standing.value})`);
        t.match(b.standing.evidence ?? '', /@rg\d+_/, `${ring?.strategy}: the standing names the cluster`);
        const sum = b.components.reduce((a, c) => a + c.points, 0);
        t.equal(
          Math.round(sum * 100),
          Math.round((b.kolScore ?? 0) * 100),
          'the receipt adds up to the score',
        );
      }
      // A focus group (1.4.0): the solo swarm follows no one, its cap names the group and its target.
      const swarm = bed.rings.find((r) => r.strategy === 'solo-swarm');
      const swarmCap = (await receiptOf(swarm?.members[0] ?? '')).get('cluster_cap');
      t.match(
        swarmCap?.examples[0]?.detail ?? '',
        new RegExp(
          `group of \\d+ accounts each posting mostly about @${swarm?.target}(, \\d+ of them silent in the 60 days before)? \\(@rg13_`,
        ),
        "the solo swarm's cap names its focus group and target as evidence",
      );
      // 1.5.0: the wide swarm's members post three to five times each, after two silent
      // months; its cap names the group and how many of them were silent.
      const wide = bed.rings.find((r) => r.strategy === 'wide-swarm');
      const wideCap = (await receiptOf(wide?.members[0] ?? '')).get('cluster_cap');
      t.match(
        wideCap?.examples[0]?.detail ?? '',
        new RegExp(
          `group of \\d+ accounts each posting mostly about @${wide?.target}, \\d+ of them silent in the 60 days before \\(@rg15_`,
        ),
        "the wide swarm's cap names its group, its silent members and its target as evidence",
      );
      const burst = kinds.get('coordinated_burst')?.examples[0]?.detail ?? '';
      t.match(burst, /posts tb-aged-paraphrase-\d+/, 'the burst names example posts');
      // The paraphrase discount (MinHash): what it finds on the rings and on honest posts.
      const para = await sql<{ ring: boolean; posts: number; all: number }>`
        select (k.twitter_username ~ '^rg[0-9]+_') as ring, count(d.post_id)::int as posts, count(*)::int as all
        from posts p join kols k on k.id = p.kol_id
        left join post_discounts d on d.post_id = p.id and d.kind = 'paraphrase'
        where cardinality(p.project_ids) > 0 group by 1 order by 1`.execute(handle.db);
      const ringPara = para.rows.find((r) => r.ring);
      const honestPara = para.rows.find((r) => !r.ring);
      t.comment(
        `paraphrase (MinHash): ${ringPara?.posts}/${ringPara?.all} ring posts, ${honestPara?.posts}/${honestPara?.all} honest posts about a project`,
      );
      t.ok((ringPara?.posts ?? 0) > 0, 'the paraphrase detector finds reworded ring posts');
      const example = await sql<{ detail: string }>`
        select d.detail from post_discounts d join posts p on p.id = d.post_id
        join kols k on k.id = p.kol_id where d.kind = 'paraphrase' and k.twitter_username ~ '^rg[0-9]+_'
        order by p.id limit 1`.execute(handle.db);
      t.ok((honestPara?.posts ?? 0) <= 0.01 * (honestPara?.all ?? 0), 'it hits at most 1% of honest posts');
      t.match(
        example.rows[0]?.detail ?? '',
        /posts tb-[a-z-]+-\d+ by @/,
        'its evidence names posts and authors',
      );
      const clusters = await sql<{ n: number }>`select count(*)::int as n from follow_clusters`.execute(
        handle.db,
      );
      t.comment(`follow clusters found: ${clusters.rows[0]?.n}`);
    });
  },
);
