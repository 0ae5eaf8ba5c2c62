import t from 'tap';
import { METHODOLOGY_V1 as ON } from '#core/domain/methodology.ts';
import { V1_31_0, V1_42_0 } from '../../../bench/defence-versions.ts';
import { eachBackendOnDataSetA } from '../../helpers/data-set-a.ts';
import {
  ALL_OFF,
  accountMoves,
  bestRank,
  groupLabelOf,
  honestMoves,
  importLines,
  liftOf,
  NO_COORDINATION,
  outsiderAttack,
  rankTestbed,
  withoutRingAccounts,
} from '../../helpers/defence-testbed.ts';
import { writtenAccountLines } from '../../helpers/written-account.ts';

// 1.32.0 (docs/methodology.md, "1.32.0: a project named before is not new"). `slow-bought` (held
// out after 1.31.0: 80 unconnected aged accounts, 3 bought follows each, 2 target posts each at
// random over the 30 days) forms a crowd whose start is the window's first days, so an honest
// regular that posts about the target twice in the window is counted from the start and taken in,
// although it had named the project 95 and 100 days before: before 1.32.0 only the 60 days before
// the window made a project known. At 20,000 KOLs @alpha_queen6890 lost 56.5% that way. Here a
// regular of that shape is written onto the 2,000-KOL data beside the same attack.
const RING = /^ox\d+_/;
const REGULAR = 'old_fan';
// The same account without the old posts about the target: a newcomer to it, as the crowd's are
// (kept in by 1.32.0; since 1.43.0 freed at the minimum, within chance).
const NEWCOMER = 'new_fan';

/** A regular with four posts in the 60 days before the window and two about the target in it. */
function fanLines(username: string, namedBefore: boolean): string[] {
  return writtenAccountLines(username, [
    ...(namedBefore
      ? ([
          [100, 'first look at @pixelquest: a crafting game that pays its players'],
          [95, '@pixelquest alpha notes, the guild system is the interesting part'],
        ] as [number, string][])
      : []),
    [80, 'weekly notes on the market, rotation into the majors, nothing new'],
    [65, 'community call recap: roadmap, audits, fees'],
    [50, 'thread on how I size positions, long one'],
    [38, 'onchain data this week: flows, supply, wallets'],
    [20, 'played the new season of @pixelquest, the crafting loop is good'],
    [9, '@pixelquest tournament recap, the top teams and what they ran'],
  ]);
}

t.test('a regular that named the target before the 60 days stays out of a crowd (1.32.0)', async (t) => {
  await eachBackendOnDataSetA(t, async (t, handle, demo) => {
    const attack = outsiderAttack(demo, 'slow-bought');
    // One honest follower each: a real but small tracked audience for their size (unvouched).
    const followers = [REGULAR, NEWCOMER].map((who, i) =>
      JSON.stringify({ type: 'follow', follower: demo.accounts[i]?.username, followee: who }),
    );
    const baseOff = await rankTestbed(handle, ALL_OFF);
    const baseOn = await rankTestbed(handle, ON);
    await importLines(handle, [
      ...attack.lines,
      ...fanLines(REGULAR, true),
      ...fanLines(NEWCOMER, false),
      ...followers,
    ]);
    const ringless = (s: Awaited<ReturnType<typeof rankTestbed>>) => withoutRingAccounts(s, RING);
    const plain = ringless(await rankTestbed(handle, NO_COORDINATION));
    const moveOf = (s: Awaited<ReturnType<typeof rankTestbed>>) =>
      honestMoves(plain, ringless(s)).find((m) => m.what === `@${REGULAR}`)?.move ?? 0;

    const before = await rankTestbed(handle, V1_31_0);
    t.match(
      await groupLabelOf(handle, REGULAR),
      /crowd .*@pixelquest/,
      '1.31.0: the regular is in the crowd',
    );
    t.ok(moveOf(before) > 0.2, `1.31.0: the regular loses ${(moveOf(before) * 100).toFixed(1)}%`);

    // 1.32.0's rule alone (1.42.0, before 1.43.0 freed a member at the minimum): the old posts
    // free the regular, and the same account new to the target stays in the crowd.
    await rankTestbed(handle, V1_42_0);
    t.equal(await groupLabelOf(handle, REGULAR), null, '1.42.0: the regular is in no group');
    t.match(
      await groupLabelOf(handle, NEWCOMER),
      /crowd .*@pixelquest/,
      '1.42.0: the same account new to the target is still in the crowd',
    );

    const on = await rankTestbed(handle, ON);
    t.equal(await groupLabelOf(handle, REGULAR), null, `${ON.version}: the regular is in no group`);
    // 1.43.0 (docs/methodology.md, "1.43.0: a bystander at the minimum"): the newcomer has a history
    // and names the target exactly twice, and the project's own posters explain one such account.
    t.equal(
      await groupLabelOf(handle, NEWCOMER),
      null,
      `${ON.version}: the same account new to the target is freed at the minimum`,
    );
    const top = accountMoves(plain, ringless(on))[0];
    t.ok(
      (top?.move ?? 0) < 0.02,
      `${ON.version}: no honest account moves by 2% or more (largest ${top?.what} ${((top?.move ?? 0) * 100).toFixed(1)}%)`,
    );
    // Not held by either version (the bought-follow class, docs/methodology.md). The target's lift
    // rises with 1.32.0 mostly because the regular's own two posts about it count again, so the
    // check is on the attack's accounts: they gain only what the regular's attention took of the
    // crowd's cap (measured: 0.6% more mindshare on both backends), not a way around the crowd.
    const allOff = await rankTestbed(handle, ALL_OFF);
    const kept = (s: typeof on) => liftOf(s, baseOn, 'pixelquest') / liftOf(allOff, baseOff, 'pixelquest');
    const theirs = (s: typeof on) => attack.members.reduce((sum, u) => sum + (s.kols.get(u)?.share ?? 0), 0);
    t.ok(
      theirs(on) <= theirs(before) * 1.02,
      `the attack's accounts hold ${theirs(on).toFixed(5)} of the mindshare (${theirs(before).toFixed(5)} with 1.31.0); the target keeps ${(kept(on) * 100).toFixed(1)}% of its lift (${(kept(before) * 100).toFixed(1)}%)`,
    );
    t.ok(bestRank(on, attack.members) > 100, 'no attack account in the KOL top 100');

    const { durationMs: _full, ...full } = await rankTestbed(handle, ON);
    const { durationMs: _day, ...day } = await rankTestbed(handle, ON, 'day');
    t.same(day, full, 'a day run after the full run gives the same attention, shares and ranks');
  });
});
