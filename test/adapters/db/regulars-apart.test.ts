import t from 'tap';
import { METHODOLOGY_V1 as ON } from '#core/domain/methodology.ts';
import { V1_34_0 } from '../../../bench/defence-versions.ts';
import { eachBackendOnDataSetA } from '../../helpers/data-set-a.ts';
import {
  ALL_OFF,
  accountMoves,
  bestRank,
  groupLabelOf,
  importLines,
  liftOf,
  NO_COORDINATION,
  outsiderAttack,
  rankTestbed,
  withoutRingAccounts,
} from '../../helpers/defence-testbed.ts';
import { writtenAccountLines } from '../../helpers/written-account.ts';

// 1.35.0 (docs/methodology.md, "1.35.0: a project's regulars are not its push"). `leader-swarm`
// (held out after 1.31.0: 150 unconnected aged accounts, 2-3 posts each in the last 7 days about
// the largest project) makes a focus group of its silent accounts. At 100,000 KOLs an honest
// regular of that project that happened to name it most in the same month was focused on it too,
// so it was one of the swarm's group and its posts were capped with theirs (@meta_wizard8464 lost
// 67.3%). Here a regular of that shape is written onto the 2,000-KOL data beside the same attack,
// with a look-alike that never named the project before.
// Four full recomputes of 2,000 KOLs and a day run on each backend (docs/testing.md).
t.setTimeout(600_000);
const RING = /^ox\d+_/;
const TARGET = 'shieldavs';
const REGULAR = 'steady_staker';
// The same account without its earlier posts about the target: new to it, as the swarm is.
const NEWCOMER = 'fresh_staker';

/** Five posts about the target in the window, one about another project; named it twice before. */
function stakerLines(username: string, namedBefore: boolean): string[] {
  return writtenAccountLines(username, [
    ...(namedBefore
      ? ([
          [75, 'read the @shieldavs docs tonight, restaking with slashing insurance'],
          [45, '@shieldavs operator set grew again, notes on who joined'],
        ] as [number, string][])
      : []),
    [70, 'weekly notes on the market, rotation into the majors, nothing new'],
    [52, 'community call recap: roadmap, audits, fees'],
    [36, 'thread on how I size positions, long one'],
    [27, 'restaked a little more with @shieldavs this week, fees look fair'],
    [22, '@shieldavs governance vote is up, I voted for the lower cap'],
    [15, 'compared @pixelquest and the other game tokens, none is cheap'],
    [11, 'the @shieldavs dashboard finally shows per operator yields'],
    [6, '@shieldavs had an incident drill, the write-up is worth a read'],
    [2, 'still the restaking protocol I watch most: @shieldavs'],
  ]);
}

t.test("a project's regular is not judged with a swarm of accounts new to it (1.35.0)", async (t) => {
  await eachBackendOnDataSetA(t, async (t, handle, demo) => {
    const attack = outsiderAttack(demo, 'leader-swarm');
    // Three honest followers each: a real tracked audience.
    const followers = [REGULAR, NEWCOMER].flatMap((who, k) =>
      [0, 1, 2].map((i) =>
        JSON.stringify({ type: 'follow', follower: demo.accounts[3 * k + i]?.username, followee: who }),
      ),
    );
    const baseOff = await rankTestbed(handle, ALL_OFF);
    const baseOn = await rankTestbed(handle, ON);
    await importLines(handle, [
      ...attack.lines,
      ...stakerLines(REGULAR, true),
      ...stakerLines(NEWCOMER, false),
      ...followers,
    ]);
    const ringless = (s: Awaited<ReturnType<typeof rankTestbed>>) => withoutRingAccounts(s, RING);
    const plain = ringless(await rankTestbed(handle, NO_COORDINATION));
    const moveOf = (s: Awaited<ReturnType<typeof rankTestbed>>, who: string) =>
      accountMoves(plain, ringless(s)).find((m) => m.what === `@${who}`)?.move ?? 0;
    const swarmGroup = /group of \d+ accounts each posting mostly about @shieldavs, \d+ of them silent/;

    const before = await rankTestbed(handle, V1_34_0);
    t.match(
      await groupLabelOf(handle, REGULAR),
      swarmGroup,
      "1.34.0: the regular is in the swarm's focus group",
    );
    t.ok(
      moveOf(before, REGULAR) > 0.2,
      `1.34.0: the regular loses ${(moveOf(before, REGULAR) * 100).toFixed(1)}%`,
    );

    const on = await rankTestbed(handle, ON);
    t.equal(await groupLabelOf(handle, REGULAR), null, `${ON.version}: the regular is in no group`);
    t.match(
      await groupLabelOf(handle, NEWCOMER),
      swarmGroup,
      `${ON.version}: the same account new to the target is still in the swarm's group`,
    );
    // The newcomer look-alike is judged with the swarm on purpose; every other account is honest.
    const top = accountMoves(plain, ringless(on), [NEWCOMER])[0];
    t.ok(
      (top?.move ?? 0) < 0.02,
      `${ON.version}: no honest account moves by 2% or more (largest ${top?.what} ${((top?.move ?? 0) * 100).toFixed(1)}%)`,
    );
    const allOff = await rankTestbed(handle, ALL_OFF);
    const kept = (s: typeof on) => liftOf(s, baseOn, TARGET) / liftOf(allOff, baseOff, TARGET);
    t.ok(
      kept(on) <= 0.2,
      `${ON.version}: the target keeps ${(kept(on) * 100).toFixed(1)}% of its lift (${(kept(before) * 100).toFixed(1)}% with 1.34.0)`,
    );
    t.ok(bestRank(on, attack.members) > 100, 'no attack account in the KOL top 100');

    const { durationMs: _full, ...full } = await rankTestbed(handle, ON);
    const { durationMs: _day, ...day } = await rankTestbed(handle, ON, 'day');
    t.same(day, full, 'a day run after the full run gives the same attention, shares and ranks');
  });
});
