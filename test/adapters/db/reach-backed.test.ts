import { sql } from 'kysely';
import t from 'tap';
import type { DatabaseHandle } from '#adapters/db/connect.ts';
import { influencersRepository } from '#adapters/db/repositories/influencers.repository.ts';
import { METHODOLOGY_V1 as ON } from '#core/domain/methodology.ts';
import { buildScoreBreakdown } from '#core/domain/score-breakdown.ts';
import { V1_27_0 } from '../../../bench/defence-versions.ts';
import { eachBackendOnDataSetA } from '../../helpers/data-set-a.ts';
import { bestRank, importLines, outsiderAttack, rankTestbed } from '../../helpers/defence-testbed.ts';

/** Every account's stored KOL Score, by username. */
async function kolScores(handle: DatabaseHandle) {
  const rows = await handle.db
    .selectFrom('kol_score_rows')
    .innerJoin('kols', 'kols.id', 'kol_score_rows.kol_id')
    .select(['kols.twitter_username as u', 'kol_score_rows.kol_score as score'])
    .execute();
  return new Map(rows.map((r) => [r.u, Number(r.score)]));
}

// 1.28.0 (docs/methodology.md, "1.28.0: reach as far as it is vouched"). `fresh-big`, written after
// 1.27.0 and held out: 20 unconnected accounts of 20-45 days reporting 20,000-60,000 followers that
// nobody tracked follows, posting every day. Reach and daily posting alone put them in the KOL top
// 100 with 1.27.0. Since 1.28.0 reach counts a thinly backed account's reported followers only in
// the share its backing supports.
t.test('reported followers nobody vouches for do not rank an account (1.28.0)', async (t) => {
  await eachBackendOnDataSetA(t, async (t, handle, demo) => {
    const attack = outsiderAttack(demo, 'fresh-big');
    t.equal((await importLines(handle, attack.lines)).accounts, 20, 'the JSONL import takes the 20 accounts');

    const before = await rankTestbed(handle, V1_27_0);
    const scoresBefore = await kolScores(handle);
    t.ok(
      bestRank(before, attack.members) <= 100,
      `1.27.0: an account at rank ${bestRank(before, attack.members)}`,
    );

    const after = await rankTestbed(handle, ON);
    const scoresAfter = await kolScores(handle);
    t.ok(
      bestRank(after, attack.members) > 100,
      `${ON.version}: best rank ${bestRank(after, attack.members)}`,
    );
    // Only the thinly backed lose reach: every account the bound leaves at 1 keeps its KOL Score.
    const thin = new Set(
      (
        await sql<{ u: string }>`
          select k.twitter_username as u from kol_backing b join kols k on k.id = b.kol_id`.execute(handle.db)
      ).rows.map((r) => r.u),
    );
    const moved = [...scoresAfter].filter(([u, score]) => !thin.has(u) && score !== scoresBefore.get(u));
    t.same(moved, [], 'no account that is not thinly backed has another KOL Score');
    t.ok(
      attack.members.every((u) => (scoresAfter.get(u) ?? 0) < (scoresBefore.get(u) ?? 0)),
      "every one of the 20 accounts' KOL Score is lower",
    );
    t.same(after.projects, before.projects, 'reach moves no mindshare');

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

    const { durationMs: _full, ...full } = after;
    const { durationMs: _day, ...day } = await rankTestbed(handle, ON, 'day');
    t.same(day, full, 'a day run after the full run gives the same shares and ranks');
  });
});
