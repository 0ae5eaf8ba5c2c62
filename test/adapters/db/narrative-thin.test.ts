import { sql } from 'kysely';
import t from 'tap';
import { METHODOLOGY_V1 as ON, type Methodology } from '#core/domain/methodology.ts';
import { eachBackendOnDataSetA } from '../../helpers/data-set-a.ts';
import {
  accountMoves,
  bestRank,
  NO_COORDINATION,
  narrativeLift,
  outsiderAttack,
  rankTestbed,
  withoutRingAccounts,
} from '../../helpers/defence-testbed.ts';

// 1.33.0 (docs/methodology.md, "1.33.0: a narrative named without a project, capped on its own").
// `narrative-slow-thin` (held out after 1.32.0): 100 unconnected small accounts (300-900 reported
// followers), each posting twice at random over the month naming the GameFi narrative and no
// project. Two posts make no focus, under 1,000 followers no crowd, and the backed-audience cap of
// the narrative weighed their thin attention against everything said about GameFi's projects, so
// they kept all they added. Since 1.33.0 posts naming a narrative and no project are a side of
// their own: the thin accounts among them are bounded by the other accounts' like posts.
const V1_32_0: Methodology = {
  ...ON,
  coordination: {
    ...ON.coordination,
    backing: { ...ON.coordination.backing, narrativeOnly: false },
  },
};
// Six full recomputes of 2,000 KOLs and a day run on each backend: about 90 s per backend on a
// loaded machine, close to tap's 180 s file timeout for both (docs/testing.md).
t.setTimeout(600_000);
const RING = /^ox\d+_/;
const NARRATIVE = 'GameFi';

t.test(
  "small accounts naming a narrative and no project are bounded by that narrative's like posts (1.33.0)",
  async (t) => {
    await eachBackendOnDataSetA(t, async (t, handle, demo) => {
      const attack = outsiderAttack(demo, 'narrative-slow-thin');
      const { imported, lift, keptWith } = await narrativeLift(handle, attack.lines, NARRATIVE);
      t.equal(imported.accounts, 100, 'the JSONL import takes the accounts');
      t.ok(lift > 1, `with every discount off the accounts lift ${NARRATIVE} by ${lift.toFixed(2)} points`);

      const before = await keptWith(V1_32_0);
      t.ok(before.kept > 0.8, `1.32.0: the accounts keep ${(before.kept * 100).toFixed(1)}% of their lift`);

      const plain = withoutRingAccounts(await rankTestbed(handle, NO_COORDINATION), RING);
      const on = await keptWith(ON);
      t.ok(on.kept <= 0.2, `${ON.version}: the accounts keep ${(on.kept * 100).toFixed(1)}% of their lift`);
      const best = bestRank(on.snapshot, attack.members);
      t.ok(best > 100, `no account of the attack in the KOL top 100 (best ${best})`);
      const top = accountMoves(plain, withoutRingAccounts(on.snapshot, RING))[0] ?? { what: '-', move: 0 };
      t.ok(
        top.move < 0.02,
        `the defence moves no honest account by 2% or more (largest ${top.what} ${(top.move * 100).toFixed(1)}%)`,
      );

      // The receipt's evidence: the cap names the narrative, the posts it judges and the licence,
      // and the account's backing standing says what its cut posts were about.
      const member = attack.members[0] as string;
      const detail = await sql<{ detail: string }>`
      select d.detail from post_discounts d join posts p on p.id = d.post_id join kols k on k.id = p.kol_id
      where k.twitter_username = ${member} and d.kind = 'thin_backing_cap' limit 1`.execute(handle.db);
      t.match(
        detail.rows[0]?.detail ?? '',
        /gave the narrative GameFi, in posts that name no project, .*posts that name it and no project \(since 1\.33\.0/,
        'the thin cap says which narrative, which posts and which licence',
      );
      const standing = await sql<{ projects: string }>`
      select s.projects from kol_backing_standing s join kols k on k.id = s.kol_id
      where k.twitter_username = ${member}`.execute(handle.db);
      t.equal(standing.rows[0]?.projects, 'the narrative GameFi', 'the standing names the narrative');

      // A day run applies the caps of the last full run to its days' posts: the same numbers.
      const { durationMs: _full, ...full } = on.snapshot;
      const { durationMs: _day, ...day } = await rankTestbed(handle, ON, 'day');
      t.same(day, full, 'a day run after the full run gives the same attention, shares and ranks');
    });
  },
);
