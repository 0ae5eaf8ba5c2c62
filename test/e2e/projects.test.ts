import t from 'tap';
import { MOBILE, openProduct, screenshot, watchedPage } from '../helpers/browser.ts';

/** The projects page on the demo data: Arena, the Top Global Mindshare table, For Projects. */
const product = await openProduct(t);
if (product) {
  const { browser, origin, container } = product;
  await container.seedDemoData(42);
  const api = async (url: string) => (await container.app.inject({ url })).json();

  await t.test('Arena, table sorting on the server, row to project page', async (t) => {
    const { page, errors } = await watchedPage(browser);
    await page.goto(`${origin}/beta/projects`);
    const featured = await api('/api/projects/featured');
    const arena = page.getByTestId('arena');
    await arena.getByRole('button', { name: 'Earn' }).first().waitFor();
    t.equal(
      await arena.getByRole('button', { name: 'Earn' }).count(),
      featured.length,
      'one Arena card per featured project',
    );

    const table = page.getByTestId('projects-table');
    const first = await api(
      '/api/projects/paginate?page=1&limit=20&sortField=mindsharePercent&sortDirection=desc',
    );
    await table.locator('tbody tr').first().getByText(`@${first.data[0].twitterUsername}`).waitFor();
    t.equal(await table.locator('tbody tr').count(), Math.min(20, first.total), 'one page of projects');
    await screenshot(page, 'projects-desktop');

    await table.getByRole('button', { name: /^Market Cap/ }).click();
    const byCap = await api(
      '/api/projects/paginate?page=1&limit=20&sortField=coinMarketCap&sortDirection=desc',
    );
    await table.locator('tbody tr').first().getByText(`@${byCap.data[0].twitterUsername}`).waitFor();
    t.pass('Market Cap sorts on the server, highest first');

    await table.locator('tbody tr').first().click();
    await page.waitForURL(`${origin}/beta/projects/${byCap.data[0].twitterUsername}`);
    t.pass('a row opens the project page');

    await page.goBack();
    await arena.getByRole('button', { name: 'Earn' }).first().click();
    await page.waitForURL(`${origin}/beta/projects/${featured[0].twitterUsername}?tab=pools`);
    t.pass('Earn opens the pools tab');
    t.strictSame(errors, [], 'no console errors');
    await page.context().close();
  });

  await t.test('projects page at mobile width', async (t) => {
    const { page, errors } = await watchedPage(browser, MOBILE);
    await page.goto(`${origin}/beta/projects`);
    await page.getByTestId('projects-table').locator('tbody tr').nth(1).waitFor();
    await screenshot(page, 'projects-mobile');
    t.strictSame(errors, [], 'no console errors');
    await page.context().close();
  });
}
