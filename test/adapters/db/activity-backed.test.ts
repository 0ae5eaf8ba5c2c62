import { sql } from 'kysely';
import t from 'tap';
import type { DatabaseHandle } from '#adapters/db/connect.ts';
import { influencersRepository } from '#adapters/db/repositories/influencers.repository.ts';
import { METHODOLOGY_V1 as ON } from '#core/domain/methodology.ts';
import { buildScoreBreakdown } from '#core/domain/score-breakdown.ts';
import { V1_38_0 } from '../../../bench/defence-versions.ts';
import { eachBackendOnDataSetA } from '../../helpers/data-set-a.ts';
import { bestRank, importLines, outsiderAttack, rankTestbed } from '../../helpers/defence-testbed.ts';

// 1.39.0 (docs/methodology.md, "1.39.0: activity as far as it is vouched"). `weekly-bought-2`, held
// out after 1.38.0: 60 unconnected aged accounts, each followed by 2 bought honest accounts, posting
// about other projects every day for 90 days and 3 times about the target. Its lift was held, but
// daily posting and ordinary engagement put its thinly backed accounts 21st to 30th by KOL Score.
// Since 1.39.0 a thinly backed account's engagement and consistency count in the share its reach does.
t.setTimeout(600_000);

/** Every account's stored KOL Score, and the thinly backed accounts, after the last full run. */
async function scores(handle: DatabaseHandle) {
  const rows = await sql<{ u: string; score: number; thin: boolean }>`
    select k.twitter_username as u, s.kol_score as score, b.kol_id is not null as thin
    from kol_score_rows s join kols k on k.id = s.kol_id left join kol_backing b on b.kol_id = k.id`.execute(
    handle.db,
  );
  return new Map(rows.rows.map((r) => [r.u, { score: Number(r.score), thin: r.thin }]));
}

t.test('posting every day with ordinary engagement buys no rank without a vouched audience', async (t) => {
  await eachBackendOnDataSetA(t, async (t, handle, demo) => {
    const attack = outsiderAttack(demo, 'weekly-bought-2');
    t.equal((await importLines(handle, attack.lines)).accounts, 60, 'the JSONL import takes the 60 accounts');

    const before = await rankTestbed(handle, V1_38_0);
    const scoresBefore = await scores(handle);
    t.ok(
      bestRank(before, attack.members) <= 100,
      `1.38.0: an account of it at rank ${bestRank(before, attack.members)}`,
    );
    const on = await rankTestbed(handle, ON);
    const scoresOn = await scores(handle);
    t.ok(bestRank(on, attack.members) > 100, `${ON.version}: best rank ${bestRank(on, attack.members)}`);
    t.same(on.projects, before.projects, `${ON.version}: no project's mindshare moves`);
    const shares = (s: typeof on) => Object.fromEntries([...s.kols].map(([u, k]) => [u, k.share]));
    t.same(shares(on), shares(before), `${ON.version}: no account's mindshare moves`);
    const moved = [...scoresOn].filter(([u, s]) => !s.thin && s.score !== scoresBefore.get(u)?.score);
    t.same(moved, [], `${ON.version}: no account that is not thinly backed has another KOL Score`);
    const thinMembers = attack.members.filter((u) => scoresOn.get(u)?.thin);
    t.ok(thinMembers.length >= 30, `${thinMembers.length} of the 60 accounts are thinly backed`);
    t.ok(
      thinMembers.every((u) => (scoresOn.get(u)?.score ?? 0) < (scoresBefore.get(u)?.score ?? 0)),
      `${ON.version}: every thinly backed one has a lower KOL Score`,
    );

    // The receipt rebuilds the engagement and consistency the engine stored, and says why they count for less.
    const k = await handle.db
      .selectFrom('kols')
      .select('id')
      .where('twitter_username', '=', thinMembers[0] as string)
      .executeTakeFirstOrThrow();
    const inputs = await influencersRepository(handle.db).scoreInputs(k.id, 30);
    if (!inputs) throw new Error('no receipt');
    const b = buildScoreBreakdown(inputs, ON);
    for (const name of ['engagement', 'consistency'])
      t.match(
        b.components.find((c) => c.name === name)?.evidence ?? '',
        new RegExp(`^${name} counts in the share 0\\.\\d+: the account has [\\d.]+ trusted followers`),
        `the ${name} line gives the share and the trusted followers`,
      );
    const sum = b.components.reduce((a, c) => a + c.points, 0);
    t.equal(Math.round(sum * 100), Math.round((b.kolScore ?? 0) * 100), 'the receipt adds up to the score');

    const { durationMs: _full, ...full } = on;
    const { durationMs: _day, ...day } = await rankTestbed(handle, ON, 'day');
    t.same(day, full, 'a day run after the full run gives the same shares and ranks');
  });
});
