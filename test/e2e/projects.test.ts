import t from 'tap';
import { MOBILE, openProduct, screenshot, watchedPage } from '../helpers/browser.ts';
import { liveApp } from './live-app.ts';
import { openDemoXSignIn } from './demo-x-sign-in.ts';

/** The projects page on the demo data: Arena, the Top Global Mindshare table, For Projects. */
// Setup inside a test, not at the top level: see docs/testing.md, "Browser files grouped".
t.test('projects pages in Chromium', async (t) => {
  const product = await openProduct(t, {}, 'pglite', { demoSeed: 42 });
  if (product) {
    const { browser, origin, container } = product;
    const api = async (url: string) => (await container.app.inject({ url })).json();

    await t.test('Arena, table sorting on the server, row to project page', async (t) => {
      const { page, errors } = await watchedPage(browser);
      await page.goto(`${origin}/beta/projects`);
      const featured = await api('/api/projects/featured');
      const arena = liveApp(page).getByTestId('arena');
      await arena.getByRole('button', { name: 'Earn' }).first().waitFor();
      t.equal(
        await arena.getByRole('button', { name: 'Earn' }).count(),
        featured.length,
        'one Arena card per featured project',
      );

      const table = liveApp(page).getByTestId('projects-table');
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
      await table.getByRole('button', { name: /^Price/ }).click();
      const byPrice = await api(
        '/api/projects/paginate?page=1&limit=20&sortField=coinPrice&sortDirection=desc',
      );
      await table.locator('tbody tr').first().getByText(`@${byPrice.data[0].twitterUsername}`).waitFor();
      t.equal(await table.locator('th[aria-sort="descending"]').textContent(), 'Price ▼', 'Price sorts too');
      await table.getByRole('button', { name: /^Market Cap/ }).click();
      await table.locator('tbody tr').first().getByText(`@${byCap.data[0].twitterUsername}`).waitFor();

      await table.locator('tbody tr').first().click();
      await page.waitForURL(`${origin}/beta/projects/${byCap.data[0].twitterUsername}`);
      t.pass('a row opens the project page');

      await page.getByRole('tab', { name: 'Project Overview' }).waitFor();
      const kols = await api(`/api/projects/${byCap.data[0].id}/influencers`);
      if (kols.length) {
        await page.getByTestId('project-kols').getByText(`@${kols[0].twitterUsername}`).first().waitFor();
        t.pass('the overview lists the top KOLs the API names');
      }

      await page.goBack();
      await arena.getByRole('button', { name: 'Earn' }).first().click();
      await page.waitForURL(`${origin}/beta/projects/${featured[0].twitterUsername}?tab=pools`);
      const project = await api(`/api/projects/slug/${featured[0].twitterUsername}`);
      await page.getByTestId('pool-card').first().waitFor();
      t.equal(
        await page.getByTestId('pool-card').count(),
        project.rewardPools.length,
        'Earn opens the pools tab: one card per pool',
      );
      const active = project.rewardPools.filter((p: { status: string }) => p.status === 'active').length;
      t.ok(
        await page.getByRole('tab', { name: `Project Pools (${active})` }).isVisible(),
        'the tab counts active pools',
      );
      t.ok(
        await page.getByText('Log in with X to submit content').isVisible(),
        'visitors are asked to sign in',
      );
      await screenshot(page, 'project-pools-desktop');
      await page.getByRole('tab', { name: 'Project Overview' }).click();
      await page.getByText('How it works').waitFor();
      await screenshot(page, 'project-overview-desktop');

      await page.goto(`${origin}/beta/projects/no_such_project`);
      await page.getByText('No project @no_such_project').waitFor();
      t.pass('an unknown project says so');
      // The unknown slug's 404 is the one error a browser logs here.
      t.strictSame(
        errors.filter((e) => !/status of 404.*no_such_project/.test(e)),
        [],
        'no other console errors',
      );
      await page.context().close();
    });

    await t.test(
      'closed pools read Completed; View Details opens the pool; errors offer Retry',
      async (t) => {
        const { page, errors } = await watchedPage(browser);
        const listed = await api('/api/projects/paginate?page=1&limit=50');
        const project = listed.data.find(
          (p: { rewardPools: { status: string }[] }) =>
            p.rewardPools.some((pool) => pool.status === 'closed') &&
            p.rewardPools.some((pool) => pool.status === 'active'),
        );
        t.ok(project, 'the demo data has a project with a closed and an active pool');
        await page.goto(`${origin}/beta/projects/${project.twitterUsername}?tab=pools`);
        const closed = page.getByTestId('pool-card').filter({ hasText: 'Completed' });
        await closed.first().waitFor();
        t.notMatch(await closed.first().textContent(), /remaining|closed/, 'no amount left, no "closed"');
        await page.getByRole('tab', { name: 'Project Overview' }).click();
        await page.getByRole('button', { name: 'View Details' }).first().click();
        await page.waitForURL(/[?&]pool=/);
        await page.getByTestId('pool-detail').waitFor();
        t.pass('View Details on a campaign opens the pool detail view');

        let fail = true;
        await page.route('**/api/projects/paginate?*', (route) =>
          fail ? route.fulfill({ status: 503, json: { message: 'down' } }) : route.continue(),
        );
        // /beta/projects carries its first page in the HTML (first screen): the table's own request
        // is made when the page is reached from another one, here through the menu.
        await page.goto(`${origin}/beta/for-business`);
        await liveApp(page)
          .getByRole('navigation', { name: 'Beta' })
          .getByRole('link', { name: 'Projects' })
          .click();
        const table = liveApp(page).getByTestId('projects-table');
        await table.getByText('The projects could not be loaded.').waitFor({ timeout: 15_000 });
        fail = false;
        await table.getByRole('button', { name: 'Retry' }).click();
        await table.locator('tbody tr.mm-row').first().waitFor();
        t.pass('Retry loads the table');
        t.strictSame(
          errors.filter((e) => !/503|Failed to load resource/.test(e)),
          [],
          'no console errors besides the refused requests',
        );
        await page.context().close();
      },
    );

    await t.test('projects page at mobile width', async (t) => {
      const { page, errors } = await watchedPage(browser, MOBILE);
      await page.goto(`${origin}/beta/projects`);
      await liveApp(page).getByTestId('projects-table').locator('tbody tr').nth(1).waitFor();
      await screenshot(page, 'projects-mobile');
      t.strictSame(errors, [], 'no console errors');
      await page.context().close();
    });
  }

  if (product) {
    const { browser, origin, container } = product;
    await t.test('a signed-in creator submits content to an active pool', async (t) => {
      const featured = (await (await container.app.inject({ url: '/api/projects/featured' })).json()) as {
        twitterUsername: string;
        rewardPools: { title: string; status: string; platforms: string[] }[];
      }[];
      const project = featured.find((p) =>
        p.rewardPools.some((pool) => pool.status === 'active' && pool.platforms.includes('x')),
      );
      t.ok(project, 'the demo data has an active pool that accepts X posts');
      if (!project) return;
      const { page, errors } = await watchedPage(browser);
      await page.goto(`${origin}/beta`);
      await openDemoXSignIn(page);
      await page.locator('#handle').fill('dave_pools');
      await page.getByRole('button', { name: 'Continue as this handle' }).click();
      await page.waitForURL(`${origin}/beta`);
      await liveApp(page).getByTestId('session-username').waitFor();

      await page.goto(`${origin}/beta/projects/${project.twitterUsername}?tab=pools`);
      const pool = project.rewardPools.find((p) => p.status === 'active' && p.platforms.includes('x'));
      // The form lives on the pool's detail view, one link away from its card.
      await page
        .getByTestId('pool-card')
        .filter({ hasText: pool?.title ?? '' })
        .getByRole('link', { name: /View details/ })
        .click();
      const card = page.getByTestId('pool-submit');
      await card.getByRole('button', { name: 'Submit content' }).click();
      const submit = card.getByRole('button', { name: 'Submit', exact: true });
      t.ok(await submit.isDisabled(), 'Submit stays disabled while the URL is blank');
      await card.getByLabel('Content URL').fill('https://example.com/not-a-platform');
      await submit.click();
      await card.getByRole('alert').first().waitFor();
      t.match(await card.getByRole('alert').first().textContent(), /platform|accept/i, 'the reason is shown');
      t.equal(
        await card.getByLabel('Content URL').inputValue(),
        'https://example.com/not-a-platform',
        'the form is kept',
      );

      await card.getByLabel('Content URL').fill('https://x.com/dave_pools/status/1790000000000000001');
      await submit.click();
      await card.getByText('Submitted! The project will review your content.').waitFor();
      await screenshot(page, 'pool-submitted-desktop');
      const mine = await page.request.get(`${origin}/api/me/submissions`);
      t.equal((await mine.json()).length, 1, 'the submission is stored for this creator');
      // The refused URL's 400 is the one error a browser logs here.
      t.strictSame(
        errors.filter((e) => !/status of 400.*\/api\/submissions/.test(e)),
        [],
        'no other console errors',
      );
      await page.context().close();
    });
  }
});
