import { sql } from 'kysely';
import t from 'tap';
import { METHODOLOGY_V1 as ON } from '#core/domain/methodology.ts';
import { V1_41_0 } from '../../../bench/defence-versions.ts';
import { eachBackend } from '../../helpers/databases.ts';
import { importLines, rankTestbed, TESTBED_NOW } from '../../helpers/defence-testbed.ts';
import { accountLine, postLine } from '../../helpers/hand-written-lines.ts';

// 1.42.0 (docs/methodology.md, "1.42.0: the data's start is the tracker's"), on posts written by
// hand: a tracker that has collected 12 accounts for 100 days, one of them a regular of @alpha
// that posts about it every 3 days and then twice a day for 30. The 90 days before its last posts
// reach past the tracker's start, so its history is scaled to them. An import then brings two
// other accounts' posts from 200 days back. Until 1.41.0 the oldest post set the data's start for
// everyone: the regular's history counted as complete, unscaled, and more of its posts went over.
t.setTimeout(300_000);

const DAY = 86_400_000;
const END = TESTBED_NOW.getTime() - 3_600_000;

const account = (username: string) => accountLine(username, END);
const post = (id: string, author: string, daysBack: number, project: string) =>
  postLine(id, author, END - daysBack * DAY, `Notes on @${project}: the team ships every week, ${id}.`);

/** The tracker's data: 11 accounts posting about @gamma every day for 100 days, and the regular. */
function trackedLines(): string[] {
  const lines: string[] = [];
  for (let a = 0; a < 11; a++) {
    lines.push(account(`tracked_${a}`));
    for (let d = 99; d >= 0; d--) lines.push(post(`t${a}_${d}`, `tracked_${a}`, d, 'gamma'));
  }
  lines.push(account('steady_regular'));
  for (let d = 99; d >= 31; d -= 3) lines.push(post(`r${d}`, 'steady_regular', d, 'alpha'));
  for (let d = 29; d >= 0; d--) {
    lines.push(post(`r${d}a`, 'steady_regular', d + 0.25, 'alpha'));
    lines.push(post(`r${d}b`, 'steady_regular', d, 'alpha'));
  }
  return lines;
}

/** Two accounts' posts about @delta every day from 200 days back to 101: older than the tracker. */
function oldLines(): string[] {
  const lines: string[] = [];
  for (const who of ['old_0', 'old_1']) {
    lines.push(account(who));
    for (let d = 200; d >= 101; d--) lines.push(post(`${who}_${d}`, who, d, 'delta'));
  }
  return lines;
}

async function regularCuts(db: Parameters<typeof importLines>[0]['db']) {
  return (
    await sql<{ id: string }>`
      select p.external_id as id from post_discounts d join posts p on p.id = d.post_id
      join kols k on k.id = p.kol_id
      where d.kind = 'habit_bound' and k.twitter_username = 'steady_regular' order by 1`.execute(db)
  ).rows.map((r) => r.id);
}

t.test('an import of old posts does not move the data’s start for everyone (1.42.0)', async (t) => {
  await eachBackend(t, async (t, handle) => {
    await handle.db
      .insertInto('projects')
      .values(
        ['alpha', 'gamma', 'delta'].map((p, i) => ({
          id: `00000000-0000-4000-8000-00000d5a000${i + 1}`,
          twitter_username: p,
        })),
      )
      .execute();
    await importLines(handle, trackedLines());

    await rankTestbed(handle, ON);
    const before = await regularCuts(handle.db);
    t.ok(before.length > 0, `the regular's push goes over its habit (${before.length} posts cut)`);
    await rankTestbed(handle, V1_41_0);
    t.same(await regularCuts(handle.db), before, '1.41.0 cuts the same before the import');

    const imported = await importLines(handle, oldLines());
    t.equal(imported.posts, 200, 'the import takes the old posts');

    await rankTestbed(handle, V1_41_0);
    const moved = await regularCuts(handle.db);
    t.ok(
      moved.length > before.length,
      `1.41.0: the oldest post moved the start, and the regular lost ${moved.length - before.length} more posts`,
    );

    await rankTestbed(handle, ON);
    t.same(await regularCuts(handle.db), before, `${ON.version}: the regular is judged as before the import`);
    const full = await regularCuts(handle.db);
    await rankTestbed(handle, ON, 'day');
    t.same(await regularCuts(handle.db), full, 'a day run after it leaves the judgment as it was');
  });
});
