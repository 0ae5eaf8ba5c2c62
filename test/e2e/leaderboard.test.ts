import t from 'tap';
import { MOBILE, openProduct, screenshot, watchedPage } from '../helpers/browser.ts';

/**
 * The AI leaderboard page on the seeded demo data: narratives panel (period, filter,
 * sorting, treemap, selection) and the KOL table (server-side sort and paging, profile
 * dialog), checked against what the API itself answers.
 */
const product = await openProduct(t);
if (product) {
  const { browser, origin, container } = product;
  await container.seedDemoData(42);
  const api = async (url: string) => (await container.app.inject({ url })).json();

  await t.test('narratives panel', async (t) => {
    const { page, errors } = await watchedPage(browser);
    await page.goto(`${origin}/beta`);
    const panel = page.getByTestId('narratives-panel');
    const rows = panel.locator('tbody tr');
    const narratives = await api('/api/narratives?period=90d');
    await rows.nth(narratives.length - 1).waitFor();
    t.equal(await rows.count(), narratives.length, 'one row per narrative');
    const bySharesDesc = [...narratives].sort(
      (a: { mindsharePercent: number }, b: { mindsharePercent: number }) =>
        b.mindsharePercent - a.mindsharePercent,
    );
    t.match(
      await rows.first().textContent(),
      bySharesDesc[0].name.slice(0, 3),
      'largest mindshare first (90D)',
    );
    t.equal(await panel.locator('.mm-tile').count(), narratives.length, 'one treemap tile per narrative');

    await panel.getByRole('button', { name: 'Gainers' }).click();
    const gainers = narratives.filter((n: { mindshareChange90d: number }) => n.mindshareChange90d > 0).length;
    t.equal(await rows.count(), gainers || 1, 'Gainers keeps the rising narratives only');
    await panel.getByRole('button', { name: 'All narratives' }).click();

    await panel.getByRole('button', { name: /Total Views/ }).click();
    const views = await panel.locator('th[aria-sort="descending"]').textContent();
    t.match(views, 'Total Views', 'a new column sorts descending');
    await panel.getByRole('button', { name: /Total Views/ }).click();
    t.equal(await panel.locator('th[aria-sort="ascending"]').count(), 1, 'a second click flips to ascending');

    await panel.getByRole('button', { name: '7D' }).click();
    await panel.getByText('7D change').waitFor();
    await rows.first().click();
    t.equal(await panel.locator('tbody tr[aria-selected="true"]').count(), 1, 'a row click selects it');
    t.equal(await panel.locator('.mm-tile[aria-pressed="true"]').count(), 1, 'and its tile');
    await rows.first().click();
    t.equal(await panel.locator('tbody tr[aria-selected="true"]').count(), 0, 'a second click deselects');
    t.strictSame(errors, [], 'no console errors');
    await page.context().close();
  });

  await t.test('KOL leaderboard', async (t) => {
    const { page, errors } = await watchedPage(browser);
    await page.goto(`${origin}/beta`);
    const board = page.getByTestId('kol-leaderboard');
    const rows = board.locator('tbody tr');
    const first = await api(
      '/api/influencers/paginate?page=1&limit=20&sortField=mindoMetric&sortDirection=desc',
    );
    await board.getByText(`@${first.data[0].twitterUsername}`).waitFor();
    t.equal(await rows.count(), 20, 'page size 20');
    t.match(
      await rows.first().textContent(),
      `@${first.data[0].twitterUsername}`,
      'sorted by Mindmark Score',
    );
    await screenshot(page, 'leaderboard-desktop');

    await board.getByRole('button', { name: /^Followers/ }).click();
    const byFollowers = await api(
      '/api/influencers/paginate?page=1&limit=20&sortField=twitterFollowersCount&sortDirection=desc',
    );
    await board.locator('tbody tr').first().getByText(`@${byFollowers.data[0].twitterUsername}`).waitFor();
    t.pass('a header click sorts on the server (followers, descending)');
    await board.getByRole('button', { name: /^Followers/ }).click();
    const ascending = await api(
      '/api/influencers/paginate?page=1&limit=20&sortField=twitterFollowersCount&sortDirection=asc',
    );
    await board.locator('tbody tr').first().getByText(`@${ascending.data[0].twitterUsername}`).waitFor();
    t.pass('a second click flips to ascending');

    await board.getByRole('button', { name: 'Next' }).click();
    await board.getByText(`Page 2 of ${Math.ceil(first.total / 20)}`).waitFor();
    await board.locator('tbody tr').first().locator('td').first().getByText('21', { exact: true }).waitFor();
    t.pass('page 2 continues the ranks at 21');

    await rows.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Account info').waitFor();
    t.ok(await dialog.getByText('Analytics').isVisible(), 'the profile dialog shows analytics');
    await screenshot(page, 'kol-dialog-desktop');
    t.strictSame(errors, [], 'no console errors');
    await page.context().close();
  });

  await t.test('leaderboard page at mobile width', async (t) => {
    const { page, errors } = await watchedPage(browser, MOBILE);
    await page.goto(`${origin}/beta`);
    await page.getByTestId('kol-leaderboard').locator('tbody tr').nth(19).waitFor();
    await screenshot(page, 'leaderboard-mobile');
    t.strictSame(errors, [], 'no console errors');
    await page.context().close();
  });
}
