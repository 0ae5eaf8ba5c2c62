import t from 'tap';
import { METHODOLOGY_V1 as ON } from '#core/domain/methodology.ts';
import { V1_36_0 } from '../../../bench/defence-versions.ts';
import { eachBackendOnDataSetA } from '../../helpers/data-set-a.ts';
import { groupLabelOf, rankTestbed } from '../../helpers/defence-testbed.ts';
import { heldWithDayRun, outsiderCase } from '../../helpers/outsider-case.ts';

// 1.37.0 (docs/methodology.md, "1.37.0: a seed is not a history"). `seeded-leader`, held out
// after 1.35.0: 150 unconnected aged accounts post about the largest project once a day for the
// window's last 3 days, after one or two seed posts about it 3–90 days before. With 1.36.0 the
// seed post breaks each account's silence (so the focus rule asks 5 posts, and it has 3 or 4) and
// makes it a regular of the project: no group takes any of them. Since 1.37.0 posts about the
// focus itself are no history: the 150 are one focus group, silent but for the target.
t.setTimeout(600_000);

t.test('a push seeded before the window is one focus group (1.37.0)', async (t) => {
  await eachBackendOnDataSetA(t, async (t, handle, demo) => {
    const c = await outsiderCase(handle, demo, 'seeded-leader');
    t.equal(c.imported.accounts, 150, 'the JSONL import takes the push');
    const grouped = async () => {
      const labels = await Promise.all(
        c.attack.members.map((m) => groupLabelOf(handle, m.replace(/^@/, ''))),
      );
      return labels.filter((l) => l !== null);
    };

    await rankTestbed(handle, V1_36_0);
    t.same(await grouped(), [], '1.36.0: no account of the push is in a group');

    const on = await rankTestbed(handle, ON);
    const labels = await grouped();
    t.equal(labels.length, 150, `${ON.version}: every account of the push is in a group`);
    t.match(
      labels[0] ?? '',
      /^the group of 150 accounts each posting mostly about @shieldavs, 150 of them silent in the 60 days before but for posts about it/,
      'one focus group, its label says why',
    );
    t.same(c.moved(on), [], 'no honest account moves by 2% or more');
    await heldWithDayRun(t, handle, c, on, 'shieldavs');
  });
});
