import { sql } from 'kysely';
import t from 'tap';
import { habitCounts, habitMultiplier } from '#core/domain/habit-bound.ts';
import { METHODOLOGY_V1 as ON } from '#core/domain/methodology.ts';
import { V1_39_0 } from '../../../bench/defence-versions.ts';
import { eachBackend } from '../../helpers/databases.ts';
import { importLines, rankTestbed, TESTBED_AS_OF, TESTBED_NOW } from '../../helpers/defence-testbed.ts';
import { accountLine, postLine } from '../../helpers/hand-written-lines.ts';

// The habit bound's SQL (adapters/db/ranking-engine/ranking-habit.sql.ts) against its rule in core
// (core/domain/habit-bound.ts), on posts written by hand: one regular of @alpha with five months
// of history, whose last month names @alpha and @beta (never named before) in every post. The
// data starts 200 days back, so its history is known in full; a post over its habit on both
// projects counts the smaller multiplier once (docs/methodology.md, "1.40.0: a voice against its
// own habit").
t.setTimeout(300_000);

const DAY = 86_400_000;
const END = TESTBED_NOW.getTime() - 3_600_000;

function regularLines(): { lines: string[]; posts: { id: string; at: number; projects: string[] }[] } {
  const posts: { id: string; at: number; projects: string[] }[] = [];
  // A post about @alpha every 3 days from 200 days back to 31, then 2 a day about both for 30 days.
  for (let d = 200; d >= 31; d -= 3) posts.push({ id: `h${d}`, at: END - d * DAY, projects: ['alpha'] });
  // Each day's `a` post 6 hours before its `b` post.
  for (let d = 29; d >= 0; d--) {
    posts.push({ id: `s${d}a`, at: END - d * DAY - 6 * 3_600_000, projects: ['alpha', 'beta'] });
    posts.push({ id: `s${d}b`, at: END - d * DAY, projects: ['alpha', 'beta'] });
  }
  const lines = [
    accountLine('steady_regular', END),
    ...posts.map((p) =>
      postLine(
        p.id,
        'steady_regular',
        p.at,
        `Notes on ${p.projects.map((x) => `@${x}`).join(' and ')}: the team ships every week.`,
      ),
    ),
  ];
  return { lines, posts };
}

/** What core says each post counts: the smallest multiplier over the projects it names. */
function expectedCuts(posts: { id: string; at: number; projects: string[] }[], judgedFrom: number): string[] {
  const bound = ON.coordination.habit;
  if (!bound) throw new Error('1.40.0 has a habit bound');
  const dataStart = Math.floor(Math.min(...posts.map((p) => p.at)) / DAY) * DAY;
  const multiplier = new Map<string, number>();
  for (const project of ['alpha', 'beta']) {
    const mine = posts.filter((p) => p.projects.includes(project)).sort((a, b) => a.at - b.at);
    const counts = habitCounts(
      mine.map((p) => p.at),
      dataStart,
      bound,
    );
    mine.forEach((p, i) => {
      const c = counts[i] as (typeof counts)[number];
      const m = habitMultiplier(c.nth, c.history, c.observedDays, bound);
      multiplier.set(p.id, Math.min(multiplier.get(p.id) ?? 1, m));
    });
  }
  return posts
    .filter((p) => p.at >= judgedFrom && (multiplier.get(p.id) ?? 1) < 1)
    .map((p) => p.id)
    .sort();
}

async function habitRows(db: Parameters<typeof importLines>[0]['db']) {
  return (
    await sql<{ id: string; multiplier: number; detail: string }>`
      select p.external_id as id, d.multiplier::float8 as multiplier, d.detail from post_discounts d
      join posts p on p.id = d.post_id where d.kind = 'habit_bound' order by 1`.execute(db)
  ).rows;
}

t.test('the engine cuts exactly the posts core puts over the habit, once each', async (t) => {
  await eachBackend(t, async (t, handle) => {
    // An empty database: nothing to judge, and the run still completes.
    await rankTestbed(handle, ON);
    t.same(await habitRows(handle.db), [], 'no posts, no habit_bound');

    await handle.db
      .insertInto('projects')
      .values([
        { id: '00000000-0000-4000-8000-00000a1a0001', twitter_username: 'alpha' },
        { id: '00000000-0000-4000-8000-00000a1a0002', twitter_username: 'beta' },
      ])
      .execute();
    const { lines, posts } = regularLines();
    const imported = await importLines(handle, lines);
    t.equal(imported.posts, posts.length, 'the import takes every post');

    await rankTestbed(handle, V1_39_0);
    t.same(await habitRows(handle.db), [], '1.39.0 has no habit bound');

    await rankTestbed(handle, ON);
    const rows = await habitRows(handle.db);
    // A full run judges the posts of the narrative window, from its first day on.
    const judgedFrom = Date.parse(`${TESTBED_AS_OF}T00:00:00Z`) - (ON.narrativeWindowDays - 1) * DAY;
    const expected = expectedCuts(posts, judgedFrom);
    t.equal(expected.length, 50, 'core: @beta is new to it, so its posts 11 to 60 go over');
    t.same(
      rows.map((r) => r.id),
      expected,
      'the engine cuts the posts core cuts',
    );
    t.ok(
      rows.every((r) => r.multiplier === 0.01),
      'each cut post counts 1%, once, though the last ones are over on both projects',
    );
    t.match(
      rows.find((r) => r.id === 's0b')?.detail ?? '',
      /^post 60 about @(alpha|beta) in 30 days; its \d+ posts about it in the 90 days before allow \d+ in full \(history \+ 10\)$/,
      'the history lies inside the data: no scaling',
    );
    t.match(
      rows.find((r) => r.id === 's24b')?.detail ?? '',
      /^post 12 about @beta in 30 days; its 0 posts about it in the 90 days before allow 10 in full/,
      'on @alpha the same post is within its habit: only @beta cuts it',
    );

    const full = rows;
    await rankTestbed(handle, ON, 'day');
    t.same(await habitRows(handle.db), full, 'a day run after it leaves every judgment as it was');
  });
});
