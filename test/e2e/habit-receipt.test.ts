import t from 'tap';
import { seriousViolations } from '../helpers/admin-journey.ts';
import { MOBILE, openProduct, watchedPage } from '../helpers/browser.ts';
import { openReceipt, screenshotOf } from '../helpers/score-receipt-screen.ts';
import { liveApp } from './live-app.ts';

/**
 * 1.40.0 on screen (docs/methodology.md, "1.40.0: a voice against its own habit"): an account that
 * posts about @pixelquest 3 times a day for 30 days, never having named it, gets `habit_bound` on
 * its posts beyond the 10th, and its receipt shows each with the label, the reason in plain words,
 * the count and the allowance, and the standing line naming the bound. It reports 40M followers so
 * that a visitor finds it first by the Followers column.
 */
t.setTimeout(360_000);
const DAY = 86_400_000;
const HANDLE = 'habit_push_e2e';

function pushLines(now: number): string[] {
  const lines = [
    JSON.stringify({
      type: 'account',
      username: HANDLE,
      followers: 40_000_000,
      following: 310,
      postCount: 2400,
      createdAt: new Date(now - 900 * DAY).toISOString(),
    }),
  ];
  for (let i = 0; i < 90; i++)
    lines.push(
      JSON.stringify({
        type: 'post',
        id: `habit-e2e-${i}`,
        author: HANDLE,
        createdAt: new Date(
          now - 2 * 3_600_000 - Math.floor(i / 3) * DAY - (i % 3) * 4 * 3_600_000,
        ).toISOString(),
        text: `Note ${i} on @pixelquest: the roadmap, the token, the team, week ${Math.floor(i / 21)} #${1000 + i * 7}`,
        views: 1500 + ((i * 37) % 900),
        likes: 40 + (i % 17),
        replies: i % 5,
        reposts: i % 3,
        quotes: 0,
        bookmarks: i % 2,
      }),
    );
  return lines;
}

t.test('a post over its own habit on the receipt', async (t) => {
  const product = await openProduct(t, {}, 'pglite', { demoSeed: 42 });
  if (!product) return;
  const { browser, origin, container } = product;
  const imported = await container.core.importSocialData(pushLines(Date.now()));
  t.equal(imported.accounts, 1, 'the JSONL import takes the account');
  await container.recomputeRankings('full');
  const kol = (
    await container.app.inject({
      url: '/api/influencers/paginate?page=1&limit=5&sortField=twitterFollowersCount&sortDirection=desc',
    })
  ).json().data[0];
  t.equal(
    kol.twitterUsername,
    HANDLE,
    'it reports the most followers (bought: X reports any number), so a visitor finds it first',
  );
  const stored = (await container.app.inject({ url: `/api/influencers/${kol.id}/score` })).json();
  // The receipt lists the newest 50 (post, discount) rows. Other bounds may cut the same posts (with
  // 1.43.0 the thin-backing cap does too, by about 2%, shared with another thinly backed account of
  // the demo on @pixelquest), so the check is on posts: every one listed carries the bound.
  type Row = { postId: string; kind: string };
  const listed = new Set(stored.discountedPosts.map((p: Row) => p.postId));
  const cut = new Set(
    stored.discountedPosts.filter((p: Row) => p.kind === 'habit_bound').map((p: Row) => p.postId),
  );
  t.ok(
    cut.size >= 25 && cut.size === listed.size,
    `${cut.size} of the ${listed.size} posts listed carry habit_bound (80 in all, the newest shown)`,
  );

  for (const [name, viewport] of [
    ['desktop', undefined],
    ['mobile', MOBILE],
  ] as const) {
    await t.test(`its receipt (${name})`, async (t) => {
      const { page, errors } = await watchedPage(browser, viewport);
      await page.goto(`${origin}/beta`);
      const board = liveApp(page).getByTestId('kol-leaderboard');
      await board.locator('tbody tr').first().waitFor();
      const header = board.getByRole('button', { name: /^Followers/ });
      const row = board.locator('tbody tr').filter({ hasText: `@${HANDLE}` });
      // Most followers first, read off the header's aria-sort (a row count could be read before the
      // new page renders, and a second click would turn the order).
      // (`has` is matched inside each th: a locator of its own, not one rooted at the board.)
      const inHeader = page.getByRole('button', { name: /^Followers/ });
      const th = board.locator('th', { has: inHeader });
      await header.click();
      await board.locator('th[aria-sort]', { has: inHeader }).waitFor();
      if ((await th.getAttribute('aria-sort')) === 'ascending') await header.click();
      await board.locator('th[aria-sort="descending"]', { has: inHeader }).waitFor();
      // The header's help tooltip would cover the first row.
      await page.mouse.move(0, 0);
      await row.first().getByText(`@${HANDLE}`).waitFor();
      const { receipt } = await openReceipt(row.first());
      const post = receipt.getByTestId('discounted-post').filter({ hasText: 'Over its own habit' }).first();
      await post.waitFor();
      const text = (await post.textContent()) ?? '';
      t.match(text, '×0.01', 'the multiplier');
      t.match(
        text,
        /post \d+ about @pixelquest in 30 days; its 0 posts about it/,
        'the count and the history',
      );
      t.match(text, /allow 10 in full/, 'the allowance');
      t.match(text, 'count in full up to its own posts about it', 'the reason in plain words');
      t.match(
        await receipt.textContent(),
        /the bounds on its own voice \([^)]*habit_bound[^)]*\)/,
        'the standing names it',
      );
      t.strictSame(await seriousViolations(page), [], 'no serious or critical axe violation');
      await screenshotOf(post, `habit-receipt-${name}`);
      t.strictSame(errors, [], 'no console errors');
      await page.context().close();
    });
  }
});
