import { sql } from 'kysely';
import t, { type Test } from 'tap';
import { METHODOLOGY_V1 as ON } from '#core/domain/methodology.ts';
import { V1_40_0 } from '../../../bench/defence-versions.ts';
import { eachBackendOnDataSetA } from '../../helpers/data-set-a.ts';
import { rankTestbed } from '../../helpers/defence-testbed.ts';
import { heldWithDayRun, outsiderCase, receiptOf } from '../../helpers/outsider-case.ts';

// 1.41.0 (docs/methodology.md, "1.41.0: a habit as far as it is vouched"). `long-habit`, held out
// after 1.40.0: 3 accounts nobody tracked follows post about @pixelquest every other day for five
// months, then twice a day for 30 days. With 1.40.0 that history allowed each 55 posts in any 30
// days, so the bound cut only their last few; since 1.41.0 the history counts in the account's
// vouched share, which is 0 for an account nobody vouches for: the floor of 10 a month is what is left.
t.setTimeout(600_000);

async function habitCuts(db: Parameters<typeof rankTestbed>[0]['db']) {
  return (
    await sql<{ u: string; n: number }>`
      select k.twitter_username as u, count(*)::int as n from post_discounts d
      join posts p on p.id = d.post_id join kols k on k.id = p.kol_id
      where d.kind = 'habit_bound' group by 1 order by 1`.execute(db)
  ).rows;
}

/** Only the attack's accounts go over their habit, each by as many posts as `enough` allows. */
async function onlyMembersOver(
  t: Test,
  db: Parameters<typeof rankTestbed>[0]['db'],
  members: readonly string[],
  label: string,
  enough: (cut: number) => boolean,
  says: (cuts: string) => string,
) {
  const cuts = await habitCuts(db);
  t.same(
    cuts.map((r) => r.u),
    members,
    `${label}only the attack’s accounts go over their habit`,
  );
  t.ok(
    cuts.every((r) => enough(r.n)),
    `${label}${says(cuts.map((r) => r.n).join(', '))}`,
  );
}

t.test('a habit nobody vouches for buys no allowance (1.41.0)', async (t) => {
  await eachBackendOnDataSetA(t, async (t, handle, demo) => {
    const c = await outsiderCase(handle, demo, 'long-habit');
    t.equal(c.imported.accounts, 3, 'the JSONL import takes the 3 accounts');

    await rankTestbed(handle, V1_40_0);
    await onlyMembersOver(
      t,
      handle.db,
      c.attack.members,
      '1.40.0: ',
      (n) => n <= 15,
      (cuts) => `their history allows most of the push (${cuts} posts cut each)`,
    );

    const on = await rankTestbed(handle, ON);
    t.same(c.moved(on), [], `${ON.version}: no honest account moves by 2% or more`);
    // Its 90 posts in the narrative window (the habit's last month and the push's): beyond the floor
    // of 10 in any 30 days, each counts 1%. The push alone has 50 beyond it; of the habit's month the
    // data judges only the posts whose 90 days before it covers for 30 days or more (1.42.0: the
    // attack's own older posts do not set the data's start).
    await onlyMembersOver(
      t,
      handle.db,
      c.attack.members,
      `${ON.version}: `,
      (n) => n >= 60,
      (cuts) => `its history allows nothing beyond the floor (${cuts} of about 90 posts cut each)`,
    );

    // The receipt names the share the history counted in.
    const post = (await receiptOf(handle, c.attack.members[0] as string)).discountedPosts.find(
      (p) => p.kind === 'habit_bound',
    );
    t.match(
      post?.detail ?? '',
      /^post \d+ about @pixelquest in 30 days; its \d+ posts about it in .*, counted in the share 0 it is vouched for, allow 10 in full \(history × .*0 \+ 10\)$/,
      'a discounted post names its history and the share it counted in',
    );

    await heldWithDayRun(t, handle, c, on, 'pixelquest');
  });
});

// `traded-long-habit`, held out after 1.41.0: the same habit, but each account trades follows with 12
// honest accounts (follow-for-follow) to look vouched for. A follow that is returned is a trade, not
// a voucher (docs/methodology.md, "Backed audience"), so the share stays 0 and so does the allowance.
t.test('follows traded for follows buy a habit no allowance (1.41.0)', async (t) => {
  await eachBackendOnDataSetA(t, async (t, handle, demo) => {
    const c = await outsiderCase(handle, demo, 'traded-long-habit');
    t.equal(c.imported.accounts, 3, 'the JSONL import takes the 3 accounts');
    const on = await rankTestbed(handle, ON);
    await onlyMembersOver(
      t,
      handle.db,
      c.attack.members,
      '',
      (n) => n >= 60,
      (cuts) => `its history allows nothing beyond the floor (${cuts} of about 90 posts cut each)`,
    );
    t.same(c.moved(on), [], 'no honest account moves by 2% or more');
    await heldWithDayRun(t, handle, c, on, 'pixelquest');
  });
});
