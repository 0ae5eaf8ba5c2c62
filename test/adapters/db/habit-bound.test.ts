import { sql } from 'kysely';
import t from 'tap';
import { METHODOLOGY_V1 as ON } from '#core/domain/methodology.ts';
import { V1_39_0 } from '../../../bench/defence-versions.ts';
import { eachBackendOnDataSetA } from '../../helpers/data-set-a.ts';
import { bestRank, liftOf, rankTestbed } from '../../helpers/defence-testbed.ts';
import { heldWithDayRun, outsiderCase, receiptOf } from '../../helpers/outsider-case.ts';

// 1.40.0 (docs/methodology.md, "1.40.0: a voice against its own habit"). `heavy-bought-trio`, held
// out after 1.39.0: 3 unconnected accounts, each followed by 12 bought honest accounts (enough to
// not be thinly backed), post about @pixelquest 3 times a day for 30 days. Three accounts form no
// group, and a backed account meets no backing cap: with 1.39.0 it kept its whole lift and an
// account of it ranked 6th of 2,000. Since 1.40.0 each account's posts about the project beyond its
// own history plus 10 in any 30 days count 1%, and its KOL Score keeps the share they keep.
t.setTimeout(600_000);

t.test('a handful posting many times a day buys neither mindshare nor rank (1.40.0)', async (t) => {
  await eachBackendOnDataSetA(t, async (t, handle, demo) => {
    const c = await outsiderCase(handle, demo, 'heavy-bought-trio');
    t.equal(c.imported.accounts, 3, 'the JSONL import takes the 3 accounts');

    const before = await rankTestbed(handle, V1_39_0);
    const keptBefore = liftOf(before, c.baseOn, 'pixelquest') / liftOf(c.allOff, c.baseOff, 'pixelquest');
    t.ok(keptBefore > 0.5, `1.39.0: the attack keeps ${(keptBefore * 100).toFixed(1)}% of its lift`);
    t.ok(
      bestRank(before, c.attack.members) <= 100,
      `1.39.0: best rank ${bestRank(before, c.attack.members)}`,
    );

    const on = await rankTestbed(handle, ON);
    t.same(c.moved(on), [], `${ON.version}: no honest account moves by 2% or more`);
    const hit = await sql<{ u: string; n: number }>`
      select k.twitter_username as u, count(*)::int as n from post_discounts d
      join posts p on p.id = d.post_id join kols k on k.id = p.kol_id
      where d.kind = 'habit_bound' group by 1 order by 1`.execute(handle.db);
    t.same(
      hit.rows.map((r) => r.u),
      c.attack.members,
      'only the attack’s accounts post beyond their own habit',
    );
    t.ok(
      hit.rows.every((r) => r.n === 80),
      'each has 80 of its 90 posts beyond: the first 10 about a project new to it count',
    );

    // The receipt names the bound, with the count and the history as evidence, and the standing.
    const b = await receiptOf(handle, c.attack.members[0] as string);
    const post = b.discountedPosts.find((p) => p.kind === 'habit_bound');
    t.match(
      post?.detail ?? '',
      // Data set A starts 120 days back: a post of the last 30 days has 60-90 of its 90 days covered.
      /^post \d+ about @pixelquest in 30 days; its 0 posts about it in the \d+ days the data covers of the 90 before allow 10 in full \(history × 90\/\d+ \+ 10\)$/,
      'a discounted post says which post it was and what the account’s history allows',
    );
    t.equal(post?.multiplier, 0.01);
    t.match(
      b.standing.evidence ?? '',
      /the bounds on its own voice \(habit_bound\) cut 80 of this account's posts over the window \(about @pixelquest\)/,
      'its standing names the bound and the posts it cut',
    );

    await heldWithDayRun(t, handle, c, on, 'pixelquest');
  });
});
