import { sql } from 'kysely';
import t from 'tap';
import type { DatabaseHandle } from '#adapters/db/connect.ts';
import { METHODOLOGY_V1 as ON, type Methodology } from '#core/domain/methodology.ts';
import { eachBackendOnDataSetA } from '../../helpers/data-set-a.ts';
import {
  narrativeLift,
  narrativeShare,
  outsiderAttack,
  rankTestbed,
  TESTBED_AS_OF,
} from '../../helpers/defence-testbed.ts';

// 1.31.0 (docs/methodology.md, "1.31.0: a project's cap on the narrative's older posts").
// `regulars-then-burst` (held out after 1.29.0): 100 thinly backed accounts, each with 2 posts
// about @pixelquest in the 60 days before the project window and 2 in its last week. The
// backed-audience cap held the project (about 12% of the lift kept), but the narrative's window is
// 90 days, and the planted posts were judged by nothing: GameFi kept over half of its lift. Since
// 1.31.0 the project's cap reaches the capped accounts' posts about it over the narrative window.
const V1_30_0: Methodology = {
  ...ON,
  coordination: { ...ON.coordination, backing: { ...ON.coordination.backing, olderPosts: false } },
};
const NARRATIVE = 'GameFi';

/** How many of the ring's posts from before the project window carry a thin_backing_cap. */
const cappedOlderPosts = async (handle: DatabaseHandle) =>
  Number(
    (
      await sql<{ n: number }>`
        select count(distinct p.id)::int as n from posts p
        join kols k on k.id = p.kol_id
        join post_discounts d on d.post_id = p.id and d.kind = 'thin_backing_cap'
        where k.twitter_username like 'ox%' and p.day <= ${TESTBED_AS_OF}::date - 30`.execute(handle.db)
    ).rows[0]?.n ?? 0,
  );

t.test("a project's backed-audience cap reaches the narrative's older posts (1.31.0)", async (t) => {
  await eachBackendOnDataSetA(t, async (t, handle, demo) => {
    const attack = outsiderAttack(demo, 'regulars-then-burst');
    const { lift: liftOff, keptWith } = await narrativeLift(handle, attack.lines, NARRATIVE);
    t.ok(
      liftOff > 0.5,
      `with every discount off the ring lifts ${NARRATIVE} by ${liftOff.toFixed(2)} points`,
    );

    const { snapshot: before, kept: keptBefore } = await keptWith(V1_30_0);
    t.ok(keptBefore > 0.4, `1.30.0: ${NARRATIVE} keeps ${(keptBefore * 100).toFixed(1)}% of its lift`);
    t.equal(await cappedOlderPosts(handle), 0, '1.30.0: no planted post before the project window is capped');

    const { snapshot: on, kept: keptOn } = await keptWith(ON);
    t.ok(keptOn <= 0.2, `${ON.version}: ${NARRATIVE} keeps ${(keptOn * 100).toFixed(1)}% of its lift`);
    t.ok((await cappedOlderPosts(handle)) >= 100, `${ON.version}: the planted posts carry the project's cap`);
    const detail = await sql<{ detail: string }>`
      select d.detail from post_discounts d join posts p on p.id = d.post_id join kols k on k.id = p.kol_id
      where k.twitter_username like 'ox%' and d.kind = 'thin_backing_cap' and p.day <= ${TESTBED_AS_OF}::date - 30
      order by p.id limit 1`.execute(handle.db);
    t.match(
      detail.rows[0]?.detail,
      /@pixelquest.*older than the 30 days.*narratives over 90 days.*since 1\.31\.0/,
      'the receipt says why an older post carries the cap',
    );
    t.same(on.projects, before.projects, "every project's mindshare is the same (its window is untouched)");

    const full = await narrativeShare(handle, NARRATIVE);
    await rankTestbed(handle, ON, 'day');
    t.equal(
      await narrativeShare(handle, NARRATIVE),
      full,
      "a day run after the full run gives the narrative's share again",
    );
  });
});
