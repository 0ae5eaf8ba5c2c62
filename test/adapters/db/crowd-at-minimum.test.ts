import t from 'tap';
import { METHODOLOGY_V1 as ON } from '#core/domain/methodology.ts';
import { V1_42_0 } from '../../../bench/defence-versions.ts';
import { eachBackendOnDataSetA } from '../../helpers/data-set-a.ts';
import {
  ALL_OFF,
  accountMoves,
  groupLabelOf,
  importLines,
  liftOf,
  NO_COORDINATION,
  outsiderAttack,
  rankTestbed,
  type Snapshot,
  withoutRingAccounts,
} from '../../helpers/defence-testbed.ts';
import { writtenAccountLines } from '../../helpers/written-account.ts';

// 1.43.0 (docs/methodology.md, "1.43.0: a bystander at the minimum"). `decoy-floor` (held out after
// 1.42.0: 30 aged accounts with a cover post a day, 10 target posts and 6 about each of two decoys
// in the window) forms a crowd on its target at random days over the window, so the crowd's start
// is the window's. An honest account new to the target that names it twice in the window (the
// least a crowd member does) is then taken in, and the crowd's cap reaches every project it names:
// at 20,000 KOLs @based_insider lost 99.6%. Here an account written like it stands beside the ring.
t.setTimeout(600_000);

const RING = /^ox\d+_/;
const BYSTANDER = 'quiet_analyst';

/** Eleven posts over four months, nine before the window about other projects, two about the target in it. */
function bystanderLines(target: string): string[] {
  const before: [number, string][] = [118, 106, 95, 84, 73, 62, 51, 43, 36].map((days, i) => [
    days,
    `${i % 2 === 0 ? '@shieldavs' : '@landledger'} notes: what changed this month and what I am watching, part ${i + 1}`,
  ]);
  return writtenAccountLines(
    BYSTANDER,
    [
      ...before,
      [22, `first look at @${target}, the docs are better than I expected`],
      [8, `@${target} update, still reading`],
    ],
    1_094,
  );
}

t.test('an honest account at the minimum beside a slow crowd is freed (1.43.0)', async (t) => {
  await eachBackendOnDataSetA(t, async (t, handle, demo) => {
    const attack = outsiderAttack(demo, 'decoy-floor');
    const target = attack.target;
    const baseOff = await rankTestbed(handle, ALL_OFF);
    const baseOn = await rankTestbed(handle, ON);
    await importLines(handle, [...attack.lines, ...bystanderLines(target)]);
    const ringless = (s: Snapshot) => withoutRingAccounts(s, RING);
    const plain = ringless(await rankTestbed(handle, NO_COORDINATION));
    const allOff = await rankTestbed(handle, ALL_OFF);
    const keptBy = (s: Snapshot) => liftOf(s, baseOn, target) / liftOf(allOff, baseOff, target);
    const moveOf = (s: Snapshot) =>
      accountMoves(plain, ringless(s)).find((m) => m.what === `@${BYSTANDER}`)?.move ?? 0;

    const before = await rankTestbed(handle, V1_42_0);
    t.match(await groupLabelOf(handle, BYSTANDER), /crowd .*@/, '1.42.0: the bystander is in the crowd');
    t.ok(moveOf(before) > 0.5, `1.42.0: the bystander loses ${(moveOf(before) * 100).toFixed(1)}%`);

    const on = await rankTestbed(handle, ON);
    t.equal(await groupLabelOf(handle, BYSTANDER), null, `${ON.version}: the bystander is in no group`);
    const top = accountMoves(plain, ringless(on))[0];
    t.ok(
      (top?.move ?? 0) < 0.02,
      `${ON.version}: no honest account moves by 2% or more (largest ${top?.what} ${((top?.move ?? 0) * 100).toFixed(1)}%)`,
    );
    // The rule frees one honest account; the ring's own lift may not grow by more than a point for it.
    t.ok(
      keptBy(on) <= keptBy(before) + 0.01,
      `the ring keeps ${(keptBy(on) * 100).toFixed(1)}% of its lift (${(keptBy(before) * 100).toFixed(1)}% with 1.42.0)`,
    );

    const { durationMs: _full, ...full } = await rankTestbed(handle, ON);
    const { durationMs: _day, ...day } = await rankTestbed(handle, ON, 'day');
    t.same(day, full, 'a day run after the full run gives the same attention, shares and ranks');
  });
});
