import t from 'tap';
import { METHODOLOGY_V1 as ON } from '#core/domain/methodology.ts';
import { V1_37_0 } from '../../../bench/defence-versions.ts';
import { eachBackendOnDataSetA } from '../../helpers/data-set-a.ts';
import { groupLabelOf, rankTestbed } from '../../helpers/defence-testbed.ts';
import { heldWithDayRun, outsiderCase } from '../../helpers/outsider-case.ts';

// 1.38.0 (docs/methodology.md, "1.38.0: a periphery over chance"). `bought-drip-large`, held out
// after 1.35.0: 40 accounts drip posts about the largest project for 90 days, each followed by 3
// honest accounts whose follows were bought. One of those, @nft_builder4935, has a vouched
// audience, follows one member and names the project twice in the window among many posts about
// other projects, no more than chance. With 1.37.0 that follow made it the group's periphery
// (1.8.0) and it was capped with the push.
const BYSTANDER = 'nft_builder4935';
t.setTimeout(600_000);

t.test(
  "a bought follower that names the target at chance is not the push's periphery (1.38.0)",
  async (t) => {
    await eachBackendOnDataSetA(t, async (t, handle, demo) => {
      const c = await outsiderCase(handle, demo, 'bought-drip-large');

      const before = c.moved(await rankTestbed(handle, V1_37_0));
      t.match(
        await groupLabelOf(handle, BYSTANDER),
        /^the group of \d+ accounts each posting mostly about @shieldavs/,
        '1.37.0: the bystander is in the push group',
      );
      t.ok(
        before.some((x) => x.what === `@${BYSTANDER}`),
        `1.37.0: it moves by 2% or more (${before.map((x) => `${x.what} ${(x.move * 100).toFixed(1)}%`).join(', ')})`,
      );

      const on = await rankTestbed(handle, ON);
      t.equal(await groupLabelOf(handle, BYSTANDER), null, `${ON.version}: it is in no group`);
      t.same(c.moved(on), [], `${ON.version}: no honest account moves by 2% or more`);
      t.ok(
        (await groupLabelOf(handle, c.attack.members[0]?.replace(/^@/, '') ?? '')) !== null,
        'the push is still a group',
      );
      await heldWithDayRun(t, handle, c, on, 'shieldavs');
    });
  },
);
