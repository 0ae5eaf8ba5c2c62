import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import t from 'tap';
import { backingCaps, backingDiscounts } from '#adapters/db/ranking-engine/ranking-trust-backing.sql.ts';
import { influencersRepository } from '#adapters/db/repositories/influencers.repository.ts';
import {
  AFTER_FREEZE_13,
  DESIGNED_ON,
  generateTestbed,
  HELD_OUT_13,
  HELD_OUT_14,
  HELD_OUT_15,
  HELD_OUT_16,
  HELD_OUT_17,
  HELD_OUT_18,
  HELD_OUT_110,
  HELD_OUT_111,
  HELD_OUT_112,
  HELD_OUT_113,
  HELD_OUT_114,
  HELD_OUT_115,
  HELD_OUT_116,
  SEEN_13,
  SEEN_14,
  SEEN_15,
  SEEN_BEFORE_FREEZE,
} from '#adapters/synthetic/adversarial-testbed.generator.ts';
import { generateSweep } from '#adapters/synthetic/adversarial-sweep.generator.ts';
import { generateDemoData } from '#adapters/synthetic/demo-data.generator.ts';
import { METHODOLOGY_V1, type Methodology } from '#core/domain/methodology.ts';
import { buildScoreBreakdown } from '#core/domain/score-breakdown.ts';
import { eachBackendOnDemoData } from '../../helpers/data-set-a.ts';
import {
  addTestbedParts as add,
  addTestbedProjects,
  addTestbedProjects113,
  ALL_OFF,
  bestRank,
  honestMoves,
  liftOf as lift,
  lookalikeMoves,
  pct,
  rankTestbed,
  type Snapshot,
  sweepOptions,
  TESTBED_AS_OF,
  TESTBED_NOW as NOW,
  testbedOptions,
} from '../../helpers/defence-testbed.ts';

/** Carries a result out of a transaction that is rolled back. */
class RolledBack extends Error {
  constructor(readonly row: unknown) {
    super('rolled back');
  }
}

// The demo scale: 2,000 KOLs over 120 days; the rings and look-alikes come on top.
const KOLS = Number(process.env.DEFENCE_TESTBED_KOLS ?? 2000);

/**
 * Held-out strategies the defence does not stop yet (docs/methodology.md, known
 * gaps): reported as TODO, so they show in every run and pass once fixed.
 */
const KNOWN_GAPS: Partial<Record<string, { lift?: string; top100?: string }>> = {
  'matched-cover': {
    lift: 'written first for 1.16.0, never tuned on: 100.0% with 1.16.0 and 1.15.0 (bench, data set M): its thin attention stays under what its backed cover gives, so no backing bound binds, and the cover itself is backed by bought credible followers (docs/methodology.md, known gaps 1.16.0)',
    top100:
      'written first for 1.16.0, never tuned on: a cover account at rank 76 with 1.16.0 (78 with 1.15.0): nothing cuts its posts, so its backing standing is 1 (docs/methodology.md, known gaps 1.16.0)',
  },
  'drip-backed': {
    lift: 'written first for 1.16.0, never tuned on: 99.0-99.3% on its three targets with 1.16.0 and 1.15.0 (bench, data set M): no thinly backed account, no group, established on its targets by the drip before the window (docs/methodology.md, known gaps 1.16.0)',
    top100:
      'written first for 1.16.0, never tuned on: a member at rank 60 with 1.16.0 and 1.15.0: its bought real followers back it and nothing touches its posts (docs/methodology.md, known gaps 1.16.0)',
  },
  'slow-burn': {
    top100:
      "1.18.2 (bystanders a ring follows): a member at rank 63 (over 100 with 1.18.1). Its ring's focused members follow it, it follows none of them and most of its tracked followers are not theirs, so since 1.18.2 those follows do not tie it to the campaign; it is in no group and keeps its standing. The lift stays held (7.0%). The honest regular a ring follows is the same shape (docs/methodology.md, known gaps 1.18.2)",
  },
  'seeded-cover': {
    lift: 'written first for 1.15.0, designed on for 1.16.0: 29.6% with 1.16.0 (47.6% with 1.15.0; bench, data set L): its seeding beside a thin flood counts its cover as established only for 0.62 of its attention (the history newcomer licence), and the established part still licenses as much thin attention again (docs/methodology.md, known gaps 1.16.0)',
  },
};
// Ten recomputes of 2,000 KOLs and thirty-three rings on each backend (twenty-seven before the
// thirteenth pass, docs/testing.md), on a shared machine: more than tap's default file timeout.
t.setTimeout(3_600_000);

const ON = METHODOLOGY_V1;
/** The strategies 1.4.0 left open, which 1.5.0 was designed on (docs/methodology.md, test bed). */
const DESIGNED_ON_15: readonly string[] = ['camouflage', 'wide-swarm'];
/** What 1.6.0 left open, which 1.7.0 was designed on (bought-pod was held out from 1.6.0). */
const DESIGNED_ON_17: readonly string[] = ['bought-pod'];
/** The strategies 1.5.0 left open, which 1.6.0 was designed on. */
const DESIGNED_ON_16: readonly string[] = ['seasoned-crowd', 'relay-cohorts', 'follow-train'];
/**
 * Held out from 1.6.0, but its result under a first cut of the crowd rule was seen before
 * the rule was settled (docs/methodology.md, test bed): reported as seen.
 */
const SEEN_16: readonly string[] = ['tri-split'];

/**
 * What 1.9.0 left open, which 1.10.0 was designed on: follow-train's rank and rotating-shills
 * (held out from 1.8.0 and 1.9.0; its generator and accounts were looked at for 1.10.0).
 */
const DESIGNED_ON_110: readonly string[] = ['follow-train', 'rotating-shills'];
/** What 1.10.0 left open, which 1.11.0 was designed on (astroturf, held out from 1.10.0). */
const DESIGNED_ON_111: readonly string[] = ['astroturf'];
/** What 1.11.0 left open, which 1.12.0 was designed on (laundered-trust, held out from 1.11.0). */
const DESIGNED_ON_112: readonly string[] = ['laundered-trust'];

/** What 1.12.0 left open, which 1.13.0 was designed on (silent-backers, held out from 1.12.0). */
const DESIGNED_ON_113: readonly string[] = ['silent-backers'];
/** What 1.13.0 left open, which 1.14.0 was designed on (narrative-spread, held out from 1.13.0). */
const DESIGNED_ON_114: readonly string[] = ['narrative-spread'];

/** What 1.14.0 left open, which 1.15.0 was designed on (premium-cover, held out from 1.14.0). */
const DESIGNED_ON_115: readonly string[] = ['premium-cover'];

/**
 * What 1.15.0 left open, which 1.16.0 was designed on: premium-cover's rank, seeded-cover (held
 * out from 1.15.0, its numbers published with it) and paid-voices, in the design's data set.
 */
const DESIGNED_ON_116: readonly string[] = ['premium-cover', 'paid-voices', 'seeded-cover'];

/** How each strategy stands to the design, newest methodology first (reported beside its lift). */
const HISTORY: readonly [readonly string[], string][] = [
  [HELD_OUT_116, 'written first for 1.16.0, before its rules; never tuned on'],
  [DESIGNED_ON_116, 'written first for 1.14.0 or 1.15.0, designed on for 1.16.0'],
  [HELD_OUT_115, 'written first for 1.15.0, before its rules; never tuned on'],
  [DESIGNED_ON_115, 'written first for 1.14.0, designed on for 1.15.0'],
  [HELD_OUT_114, 'written first for 1.14.0, before its rules; never tuned on'],
  [DESIGNED_ON_114, 'written first for 1.13.0, designed on for 1.14.0'],
  [HELD_OUT_113, 'written first for 1.13.0, before its rules; never tuned on'],
  [DESIGNED_ON_113, 'written first for 1.12.0, designed on for 1.13.0'],
  [HELD_OUT_112, 'written first for 1.12.0, before its rules; never tuned on'],
  [DESIGNED_ON_112, 'written first for 1.11.0, designed on for 1.12.0'],
  [HELD_OUT_111, 'written first for 1.11.0, before its rules; never tuned on'],
  [DESIGNED_ON_111, 'held out from 1.10.0, designed on for 1.11.0'],
  [HELD_OUT_110, 'written before the 1.10.0 rules, never tuned on'],
  [DESIGNED_ON_110, 'designed on for 1.10.0'],
  [HELD_OUT_18, "written before the 1.8.0 rules; its data not looked at, its lift seen in the design's runs"],
  [HELD_OUT_17, 'written before the 1.7.0 rules, never tuned on'],
  [DESIGNED_ON_17, 'held out from 1.6.0, designed on for 1.7.0'],
  [SEEN_16, 'written before the 1.6.0 rules, seen after its first cut'],
  [HELD_OUT_16, 'written before the 1.6.0 rules, never tuned on'],
  [DESIGNED_ON_16, 'designed on for 1.6.0'],
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

const rank = async (handle: Parameters<typeof rankTestbed>[0], m: Methodology, mode?: 'full' | 'day') => {
  const { durationMs: _, ...snapshot } = await rankTestbed(handle, m, mode);
  return snapshot;
};

// The attack sweeps (docs/methodology.md, "The attack sweep") by seed, each pinned by its
// fingerprint (sha256 of its JSON, 16 hex digits) before any rule it is held out from saw it: a
// change here is a change to data that was measured. What each seed is now:
// - 1721: written after 1.16.0, held out from every rule until 1.17.0 was designed on it;
// - 2029: pinned before 1.17.0's design, held out for it ("1.17.0"); design data since;
// - 2039: pinned before 1.18.0's design, held out for it ("1.18.0"); design data since;
// - 2053: pinned before the 1.19.0 attempts, ranked once the second one froze ("1.19.0 attempt");
// - 2063: pinned by that attempt, then ranked with 1.18.0 as a measurement ("What the defence
//   promises, measured on five sweeps (1.18.0)");
// - 2069: pinned before 2063 was ranked, then ranked once the reach attempt froze ("1.19.0 attempt:
//   reach that is vouched for");
// - 2081: pinned after that, never ranked: the held-out seed of the next attempt.
const PINNED_SWEEPS: [seed: number, fingerprint: string][] = [
  [1721, '3bc0911e5f619e56'],
  [2029, '33f06c5e4251529f'],
  [2039, 'c1feba77606309d9'],
  [2053, '31972ef4e113417e'],
  [2063, '02dc5711ee97d469'],
  [2069, '2de00c14e8c68ae6'],
  [2081, 'ed7c0f609efbafbd'],
];
t.test('the attack sweeps are the data that was pinned', async (t) => {
  const options = sweepOptions(generateDemoData(11, NOW, 2000));
  for (const [seed, fingerprint] of PINNED_SWEEPS) {
    const sweep = generateSweep({ ...options, seed });
    const hash = createHash('sha256').update(JSON.stringify(sweep)).digest('hex').slice(0, 16);
    t.equal(hash, fingerprint, `seed ${seed}`);
  }
});

t.test(
  'coordination defence: ring strategies buy no mindshare, honest look-alikes keep theirs',
  async (t) => {
    await eachBackendOnDemoData(t, KOLS, async (t, handle, demo) => {
      const bed = generateTestbed(testbedOptions(demo));
      await addTestbedProjects(handle);

      // Data set A: the demo data and the honest look-alikes.
      await add(handle, bed.lookalikes);
      const aV1 = await rank(handle, V1_ONLY);
      const aOff = await rank(handle, ALL_OFF);
      const aOn = await rank(handle, ON);

      t.comment(
        `honest look-alikes: mindshare with methodology ${ON.version} against the same without the coordination defence`,
      );
      let worst = { what: 'none', move: -1 };
      for (const { kind, top } of lookalikeMoves(bed.lookalikes, aV1, aOn)) {
        t.comment(`  ${kind}: largest move ${top.what} ${pct(top.move)}`);
        if (top.move > worst.move) worst = top;
      }
      t.ok(
        worst.move < 0.02,
        `no honest look-alike moves by 2% or more (largest: ${worst.what} ${pct(worst.move)})`,
      );
      // Every other account and project of the demo data, reported (not a target of the
      // test: a demo account may be hit on its own merits). The demo's own bot ring
      // (r0_bot*, docs/methodology.md) is left out: it is meant to be hit.
      const all = honestMoves(aV1, aOn);
      const moved = all.filter((m) => m.move >= 0.02);
      t.comment(
        `  all ${all.length} honest accounts and projects: ${moved.length} moved by 2% or more; largest ${all
          .slice(0, 3)
          .map((m) => `${m.what} ${pct(m.move)}`)
          .join(', ')}`,
      );
      t.equal(moved.length, 0, 'no other honest account or project moves by 2% or more either');

      // Data set B: A and the rings written before the 1.5.0 freeze.
      // C: the strategies written after the 1.5.0 freezes (their targets are projects B's rings
      // pad with, so they are measured against B); D: every strategy written since 1.6.0, each
      // aimed at projects of its own.
      const late = (r: { strategy: string }) => (HELD_OUT_15 as readonly string[]).includes(r.strategy);
      const since16: readonly string[] = [
        ...HELD_OUT_16,
        ...HELD_OUT_17,
        ...HELD_OUT_18,
        ...HELD_OUT_110,
        ...HELD_OUT_111,
        ...HELD_OUT_112,
        ...HELD_OUT_113,
        ...HELD_OUT_114,
        ...HELD_OUT_115,
        ...HELD_OUT_116,
      ];
      const later = (r: { strategy: string }) => since16.includes(r.strategy);
      const earliest = (r: { strategy: string }) => !late(r) && !later(r);
      await add(handle, bed.rings.filter(earliest));
      const bOff = await rank(handle, ALL_OFF);
      const bOn = await rank(handle, ON);

      // All rings are injected at once, so a target's mindshare also moves with what the
      // other rings take or lose; its attention moves only with its own ring. The lift
      // ratio is taken on the attention, the mindshare points are shown beside it.
      t.comment(
        `rings: lift of the target project (30D attention; mindshare points) with all defences off and with ${ON.version}`,
      );
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
        const best = bestRank(withOn, r.members);
        const bestOff = Math.min(...r.members.map((u) => withOff.kols.get(u)?.posScore ?? Infinity));
        const held = historyOf(r.strategy);
        t.comment(
          `  ${r.strategy} (${held}) @${r.target}: ${(baseOff.projects.get(r.target) ?? 0).toFixed(2)}% → attention +${liftOff.toFixed(0)} off, +${liftOn.toFixed(0)} on (${pct(liftOn / liftOff)}); mindshare +${points(withOff, baseOff, r.target)} off, +${points(withOn, baseOn, r.target)} on; best ring KOL rank off ${bestOff}, on ${best}`,
        );
        for (const also of r.also) {
          const alsoOff = lift(withOff, baseOff, also);
          const alsoOn = lift(withOn, baseOn, also);
          t.comment(
            `    other target @${also}: attention +${alsoOff.toFixed(0)} off, +${alsoOn.toFixed(0)} on (${pct(alsoOn / alsoOff)})`,
          );
          t.ok(alsoOn <= 0.2 * alsoOff, `${r.strategy}: the lift of @${also} is held too`, {
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
      for (const r of bed.rings.filter(earliest)) await report(r, bOff, aOff, bOn, aOn);
      // Data set C: B and the strategies written after the 1.5.0 freezes, measured against B.
      await add(handle, bed.rings.filter(late));
      const cOff = await rank(handle, ALL_OFF);
      const cOn = await rank(handle, ON);
      for (const r of bed.rings.filter(late)) await report(r, cOff, bOff, cOn, bOn);
      // Data set D: C and every strategy written since 1.6.0 (each aimed at projects of its own,
      // which no earlier ring pads with), measured together against C. Until the thirteenth
      // pass (docs/testing.md) they were added in eight data sets (D-L), each ranked with every
      // discount off and with the methodology; bench/defence-testbed.ts still measures them
      // apart (its data sets D-M) for the published numbers. narrative-spread's four targets
      // (young projects of one narrative) are added with it.
      await addTestbedProjects113(handle.db);
      await add(handle, bed.rings.filter(later));
      const dOff = await rank(handle, ALL_OFF);
      const dOn = await rank(handle, ON);
      for (const r of bed.rings.filter(later)) await report(r, dOff, cOff, dOn, cOn);
      // A day run applies the full run's clusters, trust, caps and standing to the day's posts:
      // over the last data set (every ring, every backing bound) it gives what the full run gave.
      const thinCapped = await sql<{ n: number }>`
        select count(*)::int as n from post_discounts where kind = 'thin_backing_cap'`.execute(handle.db);
      t.ok((thinCapped.rows[0]?.n ?? 0) > 0, 'the last data set has thin_backing_cap discounts');
      const dDay = await rank(handle, ON, 'day');
      const last = await handle.db
        .selectFrom('ranking_runs')
        .select('mode')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      t.equal(last?.mode, 'day', 'the last run was a day run');
      t.same(
        dDay,
        dOn,
        'a day run over unchanged data gives what the full run gave, rings and backing caps included',
      );

      // 1.9.0: slow-burn's accounts outside its focus group (under the focus thresholds)
      // joined it as campaign accounts; their cap names how many joined and why.
      const slow = bed.rings.find((r) => r.strategy === 'slow-burn');
      const joined = await sql<{ detail: string }>`
        select d.detail from post_discounts d join posts p on p.id = d.post_id join kols k on k.id = p.kol_id
        where d.kind = 'cluster_cap' and k.twitter_username = any(${slow?.members ?? []}::text[])
        order by p.id limit 1`.execute(handle.db);
      t.match(
        joined.rows[0]?.detail ?? '',
        new RegExp(
          `\\d+ of them in no group, naming @${slow?.target} most and tied by at least 2 follows to its members; clusters that earned under 0\\.75 wrote at least 50% of the posts about it`,
        ),
        "slow-burn's cap names the campaign accounts that joined its group as evidence",
      );

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
          `group of \\d+ accounts each posting mostly about @${swarm?.target}(, \\d+ of them silent in the 60 days before but for posts about it)? \\(@rg13_`,
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
          `group of \\d+ accounts each posting mostly about @${wide?.target}, \\d+ of them silent in the 60 days before but for posts about it \\(@rg15_`,
        ),
        "the wide swarm's cap names its group, its silent members and its target as evidence",
      );
      // 1.6.0: the seasoned crowd's members are unvouched and new to their target; the cap
      // on a member's receipt names the crowd, its target and the rule's numbers.
      const seasoned = bed.rings.find((r) => r.strategy === 'seasoned-crowd');
      const crowdMember = await sql<{ u: string }>`
        select k.twitter_username as u from kols k join kol_clusters kc on kc.kol_id = k.id
        join follow_clusters fc on fc.id = kc.cluster_id
        where k.twitter_username = any(${seasoned?.members ?? []}::text[]) and fc.label like 'the crowd of %'
        order by k.twitter_username limit 1`.execute(handle.db);
      const crowdCap = (await receiptOf(crowdMember.rows[0]?.u ?? '')).get('cluster_cap');
      t.match(
        crowdCap?.examples[0]?.detail ?? '',
        new RegExp(
          `the crowd of \\d+ accounts new to @${seasoned?.target} that each report at least 1000 followers but earned under 0\\.1 of an average account's trust from follows they did not return(, of \\d+ accounts in no group posting about it)? \\(@rg16_`,
        ),
        "the seasoned crowd's cap names its crowd, target and the unvouched rule as evidence",
      );
      // 1.11.0: an astroturf account is thinly backed; its receipt names the cap on the target,
      // the thinly backed accounts and the account's own vouchers against the bar for its size.
      const astro = bed.rings.find((r) => r.strategy === 'astroturf');
      const thinMember = await sql<{ u: string }>`
        select k.twitter_username as u from kols k join kol_backing b on b.kol_id = k.id
        where k.twitter_username = any(${astro?.members ?? []}::text[]) order by k.twitter_username limit 1`.execute(
        handle.db,
      );
      const thinCap = (await receiptOf(thinMember.rows[0]?.u ?? '')).get('thin_backing_cap');
      t.ok(thinCap && thinCap.posts > 0, 'the receipt lists thin_backing_cap');
      t.match(
        thinCap?.examples[0]?.detail ?? '',
        new RegExp(
          `\\d+ accounts \\(@rg24_.*\\) with under 0\\.5 × 0\\.8 of the trusted followers that accounts in no cluster of their reported size have \\(the median\\) gave @${astro?.target} [\\d.]+ of attention over 30 days; thinly backed accounts may add at most 100% of the attention from all other accounts \\([\\d.]+\\)(; [\\d.]+ from its backing circle not counted)?(; since 1\\.15\\.0 licensed only by the accounts that posted about it before \\([\\d.]+\\) and what is left of the newcomers' \\([\\d.]+ × [\\d.]+\\))?; since 1\\.25\\.0 the allowance is shared per account, not per post: each thinly backed account keeps its attention to it up to [\\d.]+; this account gave it [\\d.]+ and keeps [\\d.]+ of it; this account has [\\d.]+ trusted followers it does not follow back( \\(\\d+ of them counted in part[^)]*\\)\\))?, against [\\d.]+`,
        ),
        "thin_backing_cap names the accounts, the amounts and the account's own vouchers as evidence",
      );
      // 1.12.0: laundered-trust's leaders and the amplifiers they vouch for are one vouching
      // group; a member's cap names the group, its patrons and its project.
      const laundered = bed.rings.find((r) => r.strategy === 'laundered-trust');
      const vouchCap = (await receiptOf(laundered?.members[0] ?? '')).get('cluster_cap');
      t.match(
        vouchCap?.examples[0]?.detail ?? '',
        new RegExp(
          `the vouching group of \\d+ accounts posting about @${laundered?.target}: \\d+ accounts \\(@rg25_[^)]*\\), each with a backed audience, vouch by follows they do not get back for at least 3 thinly backed accounts posting about it, and those accounts.* \\(@rg25_`,
        ),
        "a vouching group's cap names its patrons, its project and its accounts as evidence",
      );
      // 1.13.0: silent-backers' posters are vouched for in bulk by the same backers; those
      // follows count in part and the posters are thinly backed. Since 1.14.0 most of them are
      // in @lanternx's backing circle, judged by its cap instead, so the evidence is read from
      // the first thinly backed account with vouchers counted in part that the thin cap hits
      // (whichever ring it is in); the cap says how many of its vouchers were counted in part.
      const silent = bed.rings.find((r) => r.strategy === 'silent-backers');
      const partly = await sql<{ n: number }>`
        select count(*)::int as n from kols k join kol_backing b on b.kol_id = k.id
        where k.twitter_username = any(${silent?.members ?? []}::text[]) and b.concentrated > 0`.execute(
        handle.db,
      );
      t.comment(
        `silent-backers: ${partly.rows[0]?.n ?? 0} thinly backed accounts with vouchers counted in part`,
      );
      t.ok((partly.rows[0]?.n ?? 0) > 0, "silent-backers' posters have vouchers counted in part");
      const bulk = await sql<{ u: string }>`
        select k.twitter_username as u from kols k join kol_backing b on b.kol_id = k.id
        where b.concentrated > 0 and exists (
          select 1 from posts p join post_discounts d on d.post_id = p.id
          where p.kol_id = k.id and d.kind = 'thin_backing_cap'
        )
        order by k.twitter_username limit 1`.execute(handle.db);
      const bulkCap = (await receiptOf(bulk.rows[0]?.u ?? '')).get('thin_backing_cap');
      t.match(
        bulkCap?.examples[0]?.detail ?? '',
        /gave @[a-z0-9_]+ [\d.]+ of attention over 30 days; .*this account has [\d.]+ trusted followers it does not follow back \(\d+ of them counted in part: each vouches for more posters of one project than max\(3, 3 × chance\)\), against/,
        'thin_backing_cap names the vouchers counted in part as evidence (concentrated vouchers)',
      );
      // 1.14.0: narrative-spread's backers vouch for its thinly backed posters on each target;
      // with them and the posters they mostly back they are each target's backing circle, whose
      // cap names the circle's counts, its vouchers and the account's own place in it.
      const spread = bed.rings.find((r) => r.strategy === 'narrative-spread');
      const circleRows = await sql<{ u: string; role: string }>`
        select k.twitter_username as u, ci.role from kols k join kol_backing_circles ci on ci.kol_id = k.id
        join projects pr on pr.id = ci.project_id
        where k.twitter_username = any(${spread?.members ?? []}::text[]) and pr.twitter_username = ${spread?.target ?? ''}
        order by ci.role desc, k.twitter_username`.execute(handle.db);
      t.comment(
        `narrative-spread: backing circle of @${spread?.target}: ${circleRows.rows.length} accounts (${[...new Set(circleRows.rows.map((r) => r.role))].join(', ')})`,
      );
      const voucher = circleRows.rows.find((r) => r.role === 'voucher');
      const circleCap = (await receiptOf(voucher?.u ?? '')).get('backing_circle_cap');
      t.ok(circleCap && circleCap.posts > 0, 'the receipt lists backing_circle_cap');
      t.match(
        circleCap?.examples[0]?.detail ?? '',
        new RegExp(
          `the backing circle of @${spread?.target}: \\d+ accounts that vouch \\(by follows they do not get back\\) for at least 3 thinly backed accounts posting about it \\(@rg27_.*\\), \\d+ thinly backed accounts they vouch for and \\d+ accounts at least 50% of whose trusted followers are such accounts gave it [\\d.]+ of attention over 30 days; a backing circle may add at most 100% of the attention from accounts outside it that are not thinly backed \\([\\d.]+\\); this account vouches for \\d+ of those thinly backed accounts`,
        ),
        "backing_circle_cap names the circle, its vouchers, the amounts and the account's place as evidence",
      );
      // 1.15.0: premium-cover's accounts that are not thinly backed are new to @beaconpay and its
      // thin accounts exceed what they license; a premium account's receipt names the newcomers,
      // the amounts and the excess taken out of their credit.
      const premium = bed.rings.find((r) => r.strategy === 'premium-cover');
      const newcomerCap = (await receiptOf(premium?.members[0] ?? '')).get('newcomer_cap');
      t.ok(newcomerCap && newcomerCap.posts > 0, 'the receipt lists newcomer_cap');
      t.match(
        newcomerCap?.examples[0]?.detail ?? '',
        new RegExp(
          `the newcomers of @${premium?.target}: \\d+ accounts new to it \\(no post about it in the 60 days before the last 30; @rg28_.*\\) gave it [\\d.]+ of attention over 30 days, beside [\\d.]+ from thinly backed accounts and [\\d.]+ from accounts that posted about it in the 60 days before; the thinly backed accounts exceed what all other accounts license \\(100% of [\\d.]+\\) by [\\d.]+, which is taken out of the newcomers' credit: they count for [\\d.]+; this post \\(tb114-premium-cover-\\d+\\)`,
        ),
        'newcomer_cap names the newcomers, the amounts and the excess as evidence',
      );
      // 1.16.0: seeded-cover's cover named @harborline before the window, but only beside a thin
      // flood then too; a cover account's newcomer_cap names the accounts counted as established
      // only in part, the history's amounts, and the account's own share.
      const seededRing = bed.rings.find((r) => r.strategy === 'seeded-cover');
      const seededCap = await sql<{ detail: string }>`
        select d.detail from post_discounts d join posts p on p.id = d.post_id join kols k on k.id = p.kol_id
        where d.kind = 'newcomer_cap' and k.twitter_username = any(${seededRing?.members ?? []}::text[])
          and d.detail like '%counts as established for%'
        order by p.id limit 1`.execute(handle.db);
      t.match(
        seededCap.rows[0]?.detail ?? '',
        new RegExp(
          `the newcomers of @${seededRing?.target}: .*; \\d+ of them \\(@rg30_.*\\) posted about it in the 60 days before, but only while its thinly backed accounts that named it over chance then exceeded what its other accounts licensed then too \\([\\d.]+ against [\\d.]+, of which [\\d.]+ from accounts new to it then\\): they count as established only for [\\d.]+ of their attention; this post \\(tb115-seeded-cover-\\d+\\) is one of this account's posts about it in the window; this account counts as established for [\\d.]+ of its attention to it`,
        ),
        'newcomer_cap names the accounts established only during a flood, the amounts and the share as evidence (1.16.0)',
      );
      // 1.16.0: a premium-cover account's KOL Score keeps the share of its attention the backing
      // bounds keep; its receipt shows that standing with its evidence, and still adds up.
      {
        const k = await handle.db
          .selectFrom('kols')
          .select('id')
          .where('twitter_username', '=', premium?.members[0] ?? '')
          .executeTakeFirstOrThrow();
        const inputs = await influencersRepository(handle.db).scoreInputs(k.id, 30);
        if (!inputs) throw new Error('no receipt');
        const b = buildScoreBreakdown(inputs, ON);
        t.ok(
          b.standing.value < 1,
          `premium-cover: the receipt shows the backing standing (${b.standing.value})`,
        );
        t.match(
          b.standing.evidence ?? '',
          new RegExp(
            `backing standing: the bounds on its own voice \\([a-z_, ]+\\) cut \\d+ of this account's posts over the window \\(about @${premium?.target}\\) and keep [\\d.]+ of its attention; its KOL Score keeps that share`,
          ),
          'the backing standing names the posts cut and their project as evidence',
        );
        const sum = b.components.reduce((a, c) => a + c.points, 0);
        t.equal(
          Math.round(sum * 100),
          Math.round((b.kolScore ?? 0) * 100),
          'the receipt adds up to the score',
        );
      }
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

      // 1.12.0: the backed-audience cap covers narratives (90 days). astroturf's target is tied
      // to a narrative of its own (as when staff link a project to a narrative after its posts
      // were stored); its thinly backed accounts are then over the narrative's cap too. Only the
      // backing steps of a full run are run again, in a transaction rolled back after.
      const narrativeCap = await handle.db
        .transaction()
        .execute(async (trx) => {
          const narrative = '00000000-0000-4000-8000-000000011201';
          await sql`insert into narratives (id, name) values (${narrative}, 'Echo economy')`.execute(trx);
          await sql`update posts set narrative_ids = narrative_ids || ${narrative}::uuid
            where (select id from projects where twitter_username = ${astro?.target ?? ''}) = any(project_ids)`.execute(
            trx,
          );
          await sql`delete from post_discounts where kind in ('thin_backing_cap', 'backing_circle_cap', 'newcomer_cap')`.execute(
            trx,
          );
          const req = {
            mode: 'full',
            asOf: TESTBED_AS_OF,
            now: NOW,
            syncIntervalMinutes: 60,
            methodology: ON,
          } as const;
          await backingCaps(trx, req);
          await backingDiscounts(trx, req, null);
          // The narrative's cap and its evidence. A post about the capped project and the narrative
          // takes the smaller of the two multipliers, and since 1.31.0 the project's reaches its
          // posts over the narrative window too, so the cap is read where it is stored; the posts
          // it bounds are the thinly backed accounts' posts about the narrative, each capped.
          const found = await sql<{ detail: string; n: number }>`
            select bc.detail, (
              select count(*)::int from post_discounts d join posts p on p.id = d.post_id
              where d.kind = 'thin_backing_cap' and ${narrative}::uuid = any(p.narrative_ids)
            ) as n
            from backing_caps bc where bc.kind = 'narrative' and bc.entity_id = ${narrative}::uuid
              and bc.multiplier < 1`.execute(trx);
          throw new RolledBack(found.rows[0]);
        })
        .catch((e: unknown) => {
          if (e instanceof RolledBack) return e.row as { detail: string; n: number } | undefined;
          throw e;
        });
      t.ok((narrativeCap?.n ?? 0) > 0, 'thin_backing_cap caps a narrative too');
      t.match(
        narrativeCap?.detail ?? '',
        /\d+ accounts \(@rg24_.*\) with under 0\.5 × 0\.8 of the trusted followers .* gave the narrative Echo economy [\d.]+ of attention over 90 days; thinly backed accounts may add at most 100% of the attention from all other accounts/,
        "the narrative cap names the accounts and the narrative's amounts as evidence",
      );
    });
  },
);
