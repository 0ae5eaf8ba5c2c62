import { sql } from 'kysely';
import t from 'tap';
import { METHODOLOGY_V1 as ON, type Methodology } from '#core/domain/methodology.ts';
import { V1_39_0 } from '../../../bench/defence-versions.ts';
import { eachBackendOnDataSetA } from '../../helpers/data-set-a.ts';
import {
  accountMoves,
  bestRank,
  groupLabelOf,
  NO_COORDINATION,
  narrativeLift,
  outsiderAttack,
  rankTestbed,
  withoutRingAccounts,
} from '../../helpers/defence-testbed.ts';

// 1.19.0 (docs/methodology.md, "1.19.0: narratives named without a project"): `narrative-bought-10`,
// an attack written from outside (adapters/synthetic/outsider-attacks.generator.ts): 40 unconnected
// aged accounts, each following 10 honest ones and followed by 10 bought honest accounts, post
// twice a day for 7 days naming the GameFi narrative and no project, as a JSONL import may. Every
// group rule before 1.19.0 keys on a project, so the swarm formed no group and kept all of its
// lift on the narrative (a member ranked 22nd). Since 1.19.0 its posts count toward a focus on the
// narrative, so its accounts form a focus group on it, and the group licence bounds the group on
// the narrative by the like attention (posts naming it and no project) from outside its reach,
// whatever trust its bought follows earned it.
// The rules before the narrative focus, on 1.39.0's: since 1.40.0 the habit bound also cuts the
// swarm's 11th to 14th post per account in the week (1.40.0 without the narrative focus: 73.2% kept).
const V1_18_3: Methodology = {
  ...V1_39_0,
  coordination: { ...V1_39_0.coordination, focus: { ...V1_39_0.coordination.focus, narratives: false } },
};
const RING = /^ox\d+_/;
const NARRATIVE = 'GameFi';

t.test('a swarm that names a narrative and no project forms a group on it (1.19.0)', async (t) => {
  await eachBackendOnDataSetA(t, async (t, handle, demo) => {
    const attack = outsiderAttack(demo, 'narrative-bought-10');
    const { imported, lift, keptWith } = await narrativeLift(handle, attack.lines, NARRATIVE);
    t.equal(imported.accounts, 40, 'the JSONL import takes the swarm');
    t.ok(lift > 2, `with every discount off the swarm lifts ${NARRATIVE} by ${lift.toFixed(2)} points`);

    const before = await keptWith(V1_18_3);
    t.ok(before.kept > 0.8, `1.18.3: the swarm keeps ${(before.kept * 100).toFixed(1)}% of its lift`);
    t.equal(await groupLabelOf(handle, attack.members[0] as string), null, '1.18.3: in no group');

    const plain = withoutRingAccounts(await rankTestbed(handle, NO_COORDINATION), RING);
    const on = await keptWith(ON);
    t.ok(on.kept <= 0.2, `1.19.0: the swarm keeps ${(on.kept * 100).toFixed(1)}% of its lift`);
    t.match(
      await groupLabelOf(handle, attack.members[0] as string),
      /posting mostly about the narrative GameFi/,
      '1.19.0: the group is named by its narrative',
    );
    const best = bestRank(on.snapshot, attack.members);
    t.ok(best > 100, `no swarm account in the KOL top 100 (best ${best})`);
    const top = accountMoves(plain, withoutRingAccounts(on.snapshot, RING))[0] ?? { what: '-', move: 0 };
    t.ok(
      top.move < 0.02,
      `the defence moves no honest account by 2% or more (largest ${top.what} ${(top.move * 100).toFixed(1)}%)`,
    );

    // The receipt's evidence: the cap names the group, the narrative and the licence.
    const detail = await sql<{ detail: string }>`
      select d.detail from post_discounts d join posts p on p.id = d.post_id join kols k on k.id = p.kol_id
      where k.twitter_username = ${attack.members[0] as string} and d.kind = 'cluster_cap' limit 1`.execute(
      handle.db,
    );
    t.match(
      detail.rows[0]?.detail ?? '',
      /posting mostly about the narrative GameFi.*gave the narrative GameFi .*a narrative named without a project/,
      'the cluster cap says which group, which narrative and which licence',
    );

    // A day run applies the groups of the last full run to its days' posts: the same numbers.
    const { durationMs: _full, ...full } = on.snapshot;
    const { durationMs: _day, ...day } = await rankTestbed(handle, ON, 'day');
    t.same(day, full, 'a day run after the full run gives the same attention, shares and ranks');
  });
});
