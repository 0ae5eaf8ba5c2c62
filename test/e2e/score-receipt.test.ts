import t from 'tap';
import { MOBILE, openProduct, screenshot, watchedPage } from '../helpers/browser.ts';

/**
 * Trust on screen (docs/methodology.md): the "Why this score" receipt opened from the
 * leaderboard adds up to the KOL Score shown, the methodology page shows the version
 * and change log, and a signed-in creator sees their own rank pinned and on the card.
 */
const product = await openProduct(t);
if (product) {
  const { browser, origin, container } = product;
  await container.seedDemoData(42);
  const api = async (url: string) => (await container.app.inject({ url })).json();
  const methodology = await api('/api/methodology');
  const top = (
    await api('/api/influencers/paginate?page=1&limit=20&sortField=mindoMetric&sortDirection=desc')
  ).data;
  const points = (text: string | null) => Number.parseFloat((text ?? '').replace(/[^\d.-]/g, ''));

  for (const [name, viewport] of [
    ['desktop', undefined],
    ['mobile', MOBILE],
  ] as const) {
    await t.test(`a KOL's receipt from the leaderboard (${name})`, async (t) => {
      const { page, errors } = await watchedPage(browser, viewport);
      await page.goto(`${origin}/beta`);
      const board = page.getByTestId('kol-leaderboard');
      // Any row must add up (no first-page KOL of the demo data has a discounted post).
      const kol = top[2];
      await board.getByText(`@${kol.twitterUsername}`).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Account info').waitFor();
      await dialog.getByRole('button', { name: 'Why this score' }).click();
      const receipt = dialog.getByTestId('score-receipt');
      await receipt.waitFor();

      const stored = await api(`/api/influencers/${kol.id}/score`);
      const rows = receipt.locator('table tbody tr');
      const n = await rows.count();
      t.equal(n, stored.components.length + 1, 'one row per component and a total');
      let sum = 0;
      for (let i = 0; i < n - 1; i += 1) sum += points(await rows.nth(i).locator('td').last().textContent());
      const total = points(await receipt.getByTestId('receipt-total').textContent());
      t.ok(Math.abs(sum - total) <= 0.005 * n, `the shown points add up to the total (${sum} ≈ ${total})`);
      t.ok(
        Math.abs(total - kol.kolScore) < 0.006,
        `the total is the leaderboard's KOL Score (${kol.kolScore})`,
      );
      t.match(
        await receipt.textContent(),
        `methodology v${methodology.version}`,
        'the methodology version it was computed with',
      );
      t.equal(
        await receipt.getByRole('button', { name: 'Appeal this discount' }).count(),
        0,
        'a visitor is offered no appeal',
      );
      await screenshot(page, `score-receipt-${name}`);
      t.strictSame(errors, [], 'no console errors');
      await page.context().close();
    });

    await t.test(`the methodology page (${name})`, async (t) => {
      const { page, errors } = await watchedPage(browser, viewport);
      await page.goto(`${origin}/beta`);
      await page.getByRole('link', { name: 'methodology', exact: true }).click();
      await page.waitForURL(`${origin}/beta/methodology`);
      const view = page.getByTestId('methodology-page');
      await view.getByText(`Ranking methodology v${methodology.version}`).waitFor();
      const log = view.getByTestId('methodology-changelog').locator('> li');
      t.equal(await log.count(), methodology.changelog.length, 'every version in the change log');
      t.match(await log.first().textContent(), `v${methodology.changelog[0].version}`);
      t.equal(await view.getByText('current', { exact: true }).count(), 1, 'the current version is marked');
      await screenshot(page, `methodology-${name}`);
      t.strictSame(errors, [], 'no console errors');
      await page.context().close();
    });
  }

  await t.test('a signed-in creator sees their own rank', async (t) => {
    // A demo creator whose X handle is a tracked KOL (the demo sign-in links the two).
    const me = top[7];
    const { page, errors } = await watchedPage(browser);
    await page.goto(`${origin}/beta/social-card`);
    await page.getByRole('main').getByRole('link', { name: 'Login with X' }).click();
    await page.locator('#handle').fill(me.twitterUsername);
    await page.getByRole('button', { name: 'Continue as this handle' }).click();
    await page.waitForURL(`${origin}/beta/social-card`);
    const cardRank = page.getByTestId('social-card-rank');
    await cardRank.waitFor();
    const { position, total } = (await page.evaluate(async () =>
      (await fetch('/api/me/rank?pageSize=20')).json(),
    )) as { position: number; total: number };
    t.equal(position, 8, 'the stored position is the leaderboard order');
    t.match(
      await cardRank.textContent(),
      `Rank #${position} of ${total.toLocaleString('en-US')}`,
      'the social card shows the rank',
    );
    await screenshot(page, 'social-card-rank-desktop');

    await page.goto(`${origin}/beta`);
    const pinned = page.getByTestId('own-rank-row');
    await pinned.waitFor();
    t.match(await pinned.textContent(), `You: #${position} of ${total.toLocaleString('en-US')}`);
    t.match(await pinned.textContent(), `@${me.twitterUsername}`);
    await screenshot(page, 'own-rank-row-desktop');

    // Another sort, then the row's link brings back the page it sits on, in rank order.
    const board = page.getByTestId('kol-leaderboard');
    await board.getByRole('button', { name: /^Followers/ }).click();
    await pinned.getByRole('button', { name: 'Go to page 1' }).click();
    await board.locator('tbody tr').nth(7).getByText(`@${me.twitterUsername}`).waitFor();
    t.pass('the link opens the page with the creator on row 8');

    await board.locator('tbody tr').nth(7).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Why this score' }).click();
    await dialog.getByTestId('score-receipt').waitFor();
    const receipt = await api(`/api/influencers/${me.id}/score`);
    t.equal(
      await dialog.getByRole('button', { name: 'Appeal this discount' }).count(),
      receipt.discountedPosts.filter((p: { appeal: unknown }) => !p.appeal).length,
      'the owner may appeal each unappealed discount',
    );
    await page.keyboard.press('Escape');

    await page.setViewportSize(MOBILE);
    await pinned.waitFor();
    await screenshot(page, 'own-rank-row-mobile');
    t.strictSame(errors, [], 'no console errors');
    await page.context().close();
  });
}
