import t from 'tap';
import { generateSweep } from '#adapters/synthetic/adversarial-sweep.generator.ts';
import { METHODOLOGY_V1 as ON, type Methodology } from '#core/domain/methodology.ts';
import { eachBackendOnDataSetA } from '../../helpers/data-set-a.ts';
import {
  addSweepProjects,
  addTestbedParts,
  groupLabelOf,
  honestMoves,
  rankTestbed,
  sweepOptions,
  withoutRingAccounts,
} from '../../helpers/defence-testbed.ts';

// 1.18.1 (docs/methodology.md, "1.18.1: a bystander of the crowd rule"): on seed 2039 of the
// attack sweep the cover accounts of five rings (sweep-4, -7, -9, -10, -13: 85% of sweep-10's
// posts are cover about honest projects) are unvouched and new to the honest demo projects
// @shieldavs and @circlecast, which they name no more often than chance among their posts about
// projects. With 1.18.0 they formed unvouched crowds there (5% of each project's posters) that
// took two honest newcomers, @block_whale4934 and @degen_gems3545, who lost about half their
// share. These five rings alone on the demo data reproduce the first. With 1.18.1 a project counts toward an account's crowd only where it is over chance.
// 1.18.0 here also has no crowd test against chance (1.20.0): that test alone keeps this bystander
// out too (measured when it landed), so without it 1.18.0 would not reproduce the bystander.
const V1_18_0: Methodology = {
  ...ON,
  coordination: {
    ...ON.coordination,
    crowd: { ...ON.coordination.crowd, overChance: null, chanceOdds: null },
  },
};
const OFF: Methodology = { ...ON, coordination: { ...ON.coordination, enabled: false } };
const RINGS = ['sweep-4', 'sweep-7', 'sweep-9', 'sweep-10', 'sweep-13'];
// The second bystander (@degen_gems3545 on @circlecast, a crowd of exactly 5% of its posters) needs
// the other rings and the look-alikes in the data; the bench measures it (bench/RESULTS.md).
const BYSTANDERS = [{ who: 'block_whale4934', project: 'shieldavs' }];

t.test('a ring’s cover accounts form no crowd on an honest project they name by chance', async (t) => {
  await eachBackendOnDataSetA(t, async (t, handle, demo) => {
    const rings = generateSweep({ ...sweepOptions(demo), seed: 2039 }).filter((r) =>
      RINGS.includes(r.strategy),
    );
    t.equal(rings.length, RINGS.length, `the sweep of seed 2039 holds ${RINGS.join(', ')}`);
    await addSweepProjects(handle, rings);
    await addTestbedParts(handle, rings);
    const crowdOf = (who: string) => groupLabelOf(handle, who);
    const ringless = (s: Awaited<ReturnType<typeof rankTestbed>>) => withoutRingAccounts(s, /^sw\d+_/);
    const off = ringless(await rankTestbed(handle, OFF));
    const before = ringless(await rankTestbed(handle, V1_18_0));
    const beforeCrowds = await Promise.all(BYSTANDERS.map((b) => crowdOf(b.who)));
    const on = await rankTestbed(handle, ON);
    const moveOf = (s: typeof off, who: string) =>
      honestMoves(off, s).find((m) => m.what === `@${who}`)?.move ?? 0;
    for (const [i, b] of BYSTANDERS.entries()) {
      t.match(
        beforeCrowds[i],
        new RegExp(`^the crowd of \\d+ accounts new to @${b.project} `),
        `1.18.0 takes @${b.who} into the crowd on @${b.project}`,
      );
      t.ok(moveOf(before, b.who) > 0.2, `and it loses ${(moveOf(before, b.who) * 100).toFixed(1)}%`);
      t.equal(await crowdOf(b.who), null, `1.18.1: @${b.who} is in no group`);
      t.ok(
        moveOf(ringless(on), b.who) < 0.02,
        `and moves ${(moveOf(ringless(on), b.who) * 100).toFixed(1)}%`,
      );
    }
    // A day run applies the groups of the last full run to its days' posts: the same numbers.
    const { durationMs: _full, ...full } = on;
    const { durationMs: _day, ...day } = await rankTestbed(handle, ON, 'day');
    t.same(day, full, 'a day run after the full run gives the same attention, shares and ranks');
  });
});
