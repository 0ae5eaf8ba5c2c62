import { sql } from 'kysely';
import t from 'tap';
import type { DatabaseHandle } from '#adapters/db/connect.ts';
import { influencersRepository } from '#adapters/db/repositories/influencers.repository.ts';
import { METHODOLOGY_V1 as ON } from '#core/domain/methodology.ts';
import { buildScoreBreakdown } from '#core/domain/score-breakdown.ts';
import { V1_27_0, V1_28_0 } from '../../../bench/defence-versions.ts';
import { eachBackendOnDataSetA } from '../../helpers/data-set-a.ts';
import {
  ALL_OFF,
  bestRank,
  groupLabelOf,
  importLines,
  liftOf,
  NO_COORDINATION,
  outsiderAttack,
  rankTestbed,
  withoutRingAccounts,
  accountMoves,
} from '../../helpers/defence-testbed.ts';

// `fresh-big`, written after 1.27.0 and held out: 20 unconnected accounts of 20-45 days reporting
// 20,000-60,000 followers that nobody tracked follows, each naming the target once a day for 7 days
// among a cover post a day about random other projects.
// - 1.28.0 ("1.28.0: reach as far as it is vouched"): reach and daily posting alone put them in the
//   KOL top 100. Since 1.28.0 reach counts a thinly backed account's reported followers only in the
//   share its backing supports.
// - 1.29.0 ("1.29.0: a crowd's target is the one it names most"): ten of them were in no group, the
//   target under 3 × its share of their posts, and kept 43% of the lift. Since 1.29.0 the project an
//   account names more often than any other counts toward its crowd.

/** Every account's stored KOL Score, by username. */
async function kolScores(handle: DatabaseHandle) {
  const rows = await handle.db
    .selectFrom('kol_score_rows')
    .innerJoin('kols', 'kols.id', 'kol_score_rows.kol_id')
    .select(['kols.twitter_username as u', 'kol_score_rows.kol_score as score'])
    .execute();
  return new Map(rows.map((r) => [r.u, Number(r.score)]));
}

/** The thinly backed accounts of the last full run. */
async function thinlyBacked(handle: DatabaseHandle) {
  const rows = await sql<{ u: string }>`
    select k.twitter_username as u from kol_backing b join kols k on k.id = b.kol_id`.execute(handle.db);
  return new Set(rows.rows.map((r) => r.u));
}

/** The attack's accounts in no group after the last full run. */
async function ungrouped(handle: DatabaseHandle, members: readonly string[]) {
  const rows = await sql<{ u: string }>`
    select k.twitter_username as u from kols k join kol_clusters kc on kc.kol_id = k.id
    where k.twitter_username = any(${members as string[]})`.execute(handle.db);
  const grouped = new Set(rows.rows.map((r) => r.u));
  return members.filter((u) => !grouped.has(u));
}

t.test('an account made of bought followers and padding buys neither rank nor lift', async (t) => {
  await eachBackendOnDataSetA(t, async (t, handle, demo) => {
    const attack = outsiderAttack(demo, 'fresh-big');
    const baseOff = await rankTestbed(handle, ALL_OFF);
    const baseOn = await rankTestbed(handle, ON);
    t.equal((await importLines(handle, attack.lines)).accounts, 20, 'the JSONL import takes the 20 accounts');
    const allOff = await rankTestbed(handle, ALL_OFF);
    const kept = (s: typeof allOff) =>
      liftOf(s, baseOn, attack.target) / liftOf(allOff, baseOff, attack.target);

    // 1.28.0: reach as far as it is vouched.
    const v127 = await rankTestbed(handle, V1_27_0);
    const scores127 = await kolScores(handle);
    t.ok(
      bestRank(v127, attack.members) <= 100,
      `1.27.0: an account at rank ${bestRank(v127, attack.members)}`,
    );
    const v128 = await rankTestbed(handle, V1_28_0);
    const scores128 = await kolScores(handle);
    t.ok(bestRank(v128, attack.members) > 100, `1.28.0: best rank ${bestRank(v128, attack.members)}`);
    const thin = await thinlyBacked(handle);
    const moved = [...scores128].filter(([u, score]) => !thin.has(u) && score !== scores127.get(u));
    t.same(moved, [], '1.28.0: no account that is not thinly backed has another KOL Score');
    t.ok(
      attack.members.every((u) => (scores128.get(u) ?? 0) < (scores127.get(u) ?? 0)),
      "1.28.0: every one of the 20 accounts' KOL Score is lower",
    );
    t.same(v128.projects, v127.projects, '1.28.0: reach moves no mindshare');

    // 1.29.0: the padded accounts' target is the project they name most.
    const loose = await ungrouped(handle, attack.members);
    t.ok(loose.length >= 5, `1.28.0: ${loose.length} of its accounts in no group`);
    t.ok(kept(v128) > 0.2, `1.28.0: the target keeps ${(kept(v128) * 100).toFixed(1)}% of its lift`);
    const plain = withoutRingAccounts(await rankTestbed(handle, NO_COORDINATION), /^ox\d+_/);
    const on = await rankTestbed(handle, ON);
    t.ok(kept(on) <= 0.2, `${ON.version}: the target keeps ${(kept(on) * 100).toFixed(1)}% of its lift`);
    t.same(await ungrouped(handle, loose), [], `${ON.version}: every one of them is in a group`);
    t.match(
      (await groupLabelOf(handle, loose[0] as string)) ?? '',
      new RegExp(`^the crowd of \\d+ accounts new to @${attack.target}`),
      `${ON.version}: a crowd on the target`,
    );
    const hit = accountMoves(plain, withoutRingAccounts(on, /^ox\d+_/)).filter((x) => x.move >= 0.02);
    t.same(hit, [], `${ON.version}: the defence moves no honest account by 2% or more`);
    t.ok(bestRank(on, attack.members) > 100, `${ON.version}: best rank ${bestRank(on, attack.members)}`);

    // The receipt rebuilds the reach the engine stored and says why it counts for less.
    const k = await handle.db
      .selectFrom('kols')
      .select('id')
      .where('twitter_username', '=', attack.members[0] as string)
      .executeTakeFirstOrThrow();
    const inputs = await influencersRepository(handle.db).scoreInputs(k.id, 30);
    if (!inputs) throw new Error('no receipt');
    const b = buildScoreBreakdown(inputs, ON);
    const reach = b.components.find((c) => c.name === 'reach');
    t.equal(reach?.normalized, 0, 'vouched for by nobody: reach 0');
    t.match(
      reach?.evidence ?? '',
      /reach counts 0 of the \d+ followers X reports .* 0 trusted followers/,
      'the reach line gives the counted followers and the trusted ones',
    );
    const sum = b.components.reduce((a, c) => a + c.points, 0);
    t.equal(Math.round(sum * 100), Math.round((b.kolScore ?? 0) * 100), 'the receipt adds up to the score');

    const { durationMs: _full, ...full } = on;
    const { durationMs: _day, ...day } = await rankTestbed(handle, ON, 'day');
    t.same(day, full, 'a day run after the full run gives the same shares and ranks');
  });
});
