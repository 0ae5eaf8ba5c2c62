import t from 'tap';
import type { Page } from 'playwright-core';
import { MOBILE, openProduct, screenshot, watchedPage } from '../helpers/browser.ts';
import { liveApp } from './live-app.ts';

/**
 * The AI leaderboard page on the seeded demo data: narratives panel (period, filter,
 * sorting, treemap, selection) and the KOL table (server-side sort and paging, profile
 * dialog), checked against what the API itself answers.
 */
// Nine browser pages on a shared machine: more than tap's default file timeout.
t.setTimeout(420_000);

/**
 * The leaderboard reached by the beta's own navigation, so its first page is fetched by the
 * browser: `/beta` itself carries that page in its HTML (docs/frontend.md, "First screen").
 */
async function openLeaderboardInClient(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/beta/projects`);
  await page.getByRole('navigation', { name: 'Beta' }).getByRole('link', { name: 'AI Leaderboard' }).click();
}

// Setup inside a test, not at the top level: see docs/testing.md, "Browser files grouped".
t.test('leaderboard pages in Chromium', async (t) => {
  const product = await openProduct(t, {}, 'pglite', { demoSeed: 42 });
  if (product) {
    const { browser, origin, container } = product;
    const api = async (url: string) => (await container.app.inject({ url })).json();

    await t.test('narratives panel', async (t) => {
      const { page, errors } = await watchedPage(browser);
      await page.goto(`${origin}/beta`);
      const panel = liveApp(page).getByTestId('narratives-panel');
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
      const gainers = narratives.filter(
        (n: { mindshareChange90d: number }) => n.mindshareChange90d > 0,
      ).length;
      t.equal(await rows.count(), gainers || 1, 'Gainers keeps the rising narratives only');
      await panel.getByRole('button', { name: 'All narratives' }).click();

      await panel.getByRole('button', { name: /Total Views/ }).click();
      const views = await panel.locator('th[aria-sort="descending"]').textContent();
      t.match(views, 'Total Views', 'a new column sorts descending');
      await panel.getByRole('button', { name: /Total Views/ }).click();
      t.equal(
        await panel.locator('th[aria-sort="ascending"]').count(),
        1,
        'a second click flips to ascending',
      );

      await panel.getByRole('button', { name: '7D' }).click();
      await panel.getByText('7D change').waitFor();
      // The 7D answer replaces the rows (re-sorted) when it lands; a click before that can hit a
      // row that then moves, and the second click would select another narrative. The table and
      // the treemap can both be busy at once, so the wait is for none left, not for one element.
      await page.waitForFunction(
        `!document.querySelector('#root > [data-remote-area] [data-testid="narratives-panel"] [aria-busy="true"]')`,
      );
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
      const board = liveApp(page).getByTestId('kol-leaderboard');
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
      await board
        .locator('tbody tr')
        .first()
        .locator('td')
        .first()
        .getByText('21', { exact: true })
        .waitFor();
      t.pass('page 2 continues the ranks at 21');

      await rows.first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Account info').waitFor();
      t.ok(await dialog.getByText('Analytics').isVisible(), 'the profile dialog shows analytics');
      await screenshot(page, 'kol-dialog-desktop');
      t.strictSame(errors, [], 'no console errors');
      await page.context().close();
    });

    /** What the checks below read of an element (the test files compile without the DOM's types). */
    interface Box {
      getBoundingClientRect(): { left: number; right: number };
      scrollWidth: number;
      clientWidth: number;
      querySelectorAll(selector: string): ArrayLike<Box>;
      scrollLeft: number;
      textContent: string | null;
      complete?: boolean;
      naturalWidth?: number;
    }
    interface Win {
      getComputedStyle(element: Box): { display: string; textOverflow: string; color: string };
    }
    /** The KOL table's scroll region: how wide its content is against the box it sits in. */
    const tableFit = (page: Page) =>
      page
        .getByTestId('kol-leaderboard')
        .locator('section[aria-label="KOL leaderboard"]')
        .evaluate((region: Box) => {
          const box = region.getBoundingClientRect();
          const headers = region.querySelectorAll('th');
          const last = headers[headers.length - 1].getBoundingClientRect();
          return {
            overflow: region.scrollWidth - region.clientWidth,
            lastHeaderInside: last.right <= box.right + 1,
            kolLeft: region.querySelectorAll('tbody tr td:nth-child(2)')[0].getBoundingClientRect().left,
            regionLeft: box.left,
            rankLeft: region.querySelectorAll('tbody tr td:nth-child(1)')[0].getBoundingClientRect().left,
            rankRight: region.querySelectorAll('tbody tr td:nth-child(1)')[0].getBoundingClientRect().right,
          };
        });

    await t.test('the KOL table fits its box at 1280 and 1440 px; one link colour', async (t) => {
      const { page, errors } = await watchedPage(browser);
      await page.goto(`${origin}/beta`);
      await liveApp(page).getByTestId('kol-leaderboard').locator('tbody tr.mm-row').nth(19).waitFor();
      for (const width of [1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const fit = await tableFit(page);
        t.ok(fit.overflow <= 0, `no sideways overflow at ${width} px (${fit.overflow} px)`);
        t.ok(fit.lastHeaderInside, `the last column is inside the box at ${width} px`);
        t.equal(
          await liveApp(page).getByTestId('scroll-hint').count(),
          0,
          'no scroll hint when everything fits',
        );
      }
      const colours = await page
        .locator('a[download], a[href="/beta/methodology"]')
        .evaluateAll((links: Box[]) =>
          links.map((a) => (globalThis as unknown as Win).getComputedStyle(a).color),
        );
      t.equal(colours.length, 2, 'the CSV and methodology links');
      t.equal(new Set(colours).size, 1, `one accent for links (${colours.join(', ')})`);
      t.strictSame(errors, [], 'no console errors');
      await page.context().close();
    });

    await t.test('leaderboard page at mobile width: hint and sticky Rank and KOL', async (t) => {
      const { page, errors } = await watchedPage(browser, MOBILE);
      await page.goto(`${origin}/beta`);
      const board = liveApp(page).getByTestId('kol-leaderboard');
      await board.locator('tbody tr.mm-row').nth(19).waitFor();
      t.ok(await board.getByTestId('scroll-hint').isVisible(), 'a visible hint says the table scrolls');
      const region = board.locator('section[aria-label="KOL leaderboard"]');
      await region.evaluate((element: Box) => {
        element.scrollLeft = element.scrollWidth;
      });
      const fit = await tableFit(page);
      t.ok(fit.overflow > 0, 'the table is wider than a phone');
      t.ok(Math.abs(fit.rankLeft - fit.regionLeft) <= 1, 'scrolled to the end, Rank is still in view');
      t.ok(
        Math.abs(fit.kolLeft - fit.rankRight) <= 1,
        `and KOL right after it, no gap for other columns (${fit.rankRight} → ${fit.kolLeft})`,
      );
      t.ok(
        await board.locator('tbody tr').first().getByText(/@\w+/).isVisible(),
        'the first row still names its KOL',
      );
      await screenshot(page, 'leaderboard-mobile-scrolled');
      await region.evaluate((element: Box) => {
        element.scrollLeft = 0;
      });
      await screenshot(page, 'leaderboard-mobile');
      // Treemap labels never clip: they end in "…" or hide when the tile is too small.
      const clipped = await liveApp(page)
        .locator('.mm-tile-label')
        .evaluateAll((labels: Box[]) => {
          const style = (label: Box) => (globalThis as unknown as Win).getComputedStyle(label);
          return labels
            .filter((label) => style(label).display !== 'none')
            .filter(
              (label) =>
                label.scrollWidth > label.clientWidth + 1 && style(label).textOverflow !== 'ellipsis',
            )
            .map((label) => label.textContent);
        });
      t.strictSame(clipped, [], 'no treemap label is cut off without an ellipsis');
      t.strictSame(errors, [], 'no console errors');
      await page.context().close();
    });

    await t.test('numbered paging, readable rates, percentages', async (t) => {
      const { page, errors } = await watchedPage(browser);
      await page.goto(`${origin}/beta`);
      const board = liveApp(page).getByTestId('kol-leaderboard');
      await board.locator('tbody tr.mm-row').nth(19).waitFor();
      const { total } = await api(
        '/api/influencers/paginate?page=1&limit=20&sortField=mindoMetric&sortDirection=desc',
      );
      const pages = Math.ceil(total / 20);
      t.ok(pages > 100, `over 100 pages in the demo data (${pages})`);
      const frequencies = await board.locator('tbody tr td:nth-child(8)').allTextContents();
      t.equal(frequencies.length, 20);
      t.ok(
        frequencies.every((text) => /^(~\d+\/(day|week|month)|none|–)$/.test(text)),
        `posting frequency reads as a rate (${frequencies.slice(0, 3).join(', ')})`,
      );
      const engagement = await board.locator('tbody tr td:nth-child(7)').allTextContents();
      t.ok(
        engagement.every((text) => /^\d+(\.\d+)?%$|^–$/.test(text)),
        `engagement has % (${engagement[0]})`,
      );

      const nav = board.getByRole('navigation', { name: 'Pages' });
      t.equal(
        await nav.getByRole('button', { name: 'Page 1', exact: true }).getAttribute('aria-current'),
        'page',
      );
      await nav.getByRole('button', { name: `Page ${pages}`, exact: true }).click();
      await board.getByText(`Page ${pages} of ${pages}`).waitFor();
      const lastRank = await board.locator('tbody tr').first().locator('td').first().textContent();
      t.equal(Number(lastRank), (pages - 1) * 20 + 1, 'the last page button jumps to the end');
      t.ok(
        await nav.getByRole('button', { name: `Page ${pages - 1}`, exact: true }).isVisible(),
        'its neighbour is offered',
      );
      await nav.getByLabel('Go to page').fill('57');
      await nav.getByRole('button', { name: 'Go', exact: true }).click();
      await board.getByText(`Page 57 of ${pages}`).waitFor();
      await board
        .locator('tbody tr')
        .first()
        .locator('td')
        .first()
        .getByText('1121', { exact: true })
        .waitFor();
      t.pass('typing a page number jumps there (rank 1121 on page 57)');
      for (const neighbour of [1, 56, 58, pages])
        t.ok(
          await nav.getByRole('button', { name: `Page ${neighbour}`, exact: true }).isVisible(),
          `page ${neighbour} offered from page 57`,
        );
      t.strictSame(errors, [], 'no console errors');
      await page.context().close();
    });

    await t.test(
      'KOL dialog: avatar, name, trend, four-decimal averages; real avatars with fallback',
      async (t) => {
        const { page, errors } = await watchedPage(browser);
        // Demo accounts have no pictures: give the first two one (one loads, one is broken).
        const pixel = Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
          'base64',
        );
        await page.route('https://avatars.test/**', (route) =>
          route.request().url().endsWith('ok.png')
            ? route.fulfill({ contentType: 'image/png', body: pixel })
            : route.fulfill({ status: 404, body: '' }),
        );
        await page.route('**/api/influencers/paginate?*', async (route) => {
          const response = await route.fetch();
          const body = await response.json();
          body.data[0].twitterAvatarUrl = 'https://avatars.test/ok.png';
          body.data[1].twitterAvatarUrl = 'https://avatars.test/broken.png';
          await route.fulfill({ response, json: body });
        });
        await openLeaderboardInClient(page, origin);
        const board = liveApp(page).getByTestId('kol-leaderboard');
        await board.locator('tbody tr.mm-row').nth(19).waitFor();
        const picture = board.locator('tbody tr').first().locator('img.mm-avatar');
        const loaded = () =>
          picture.evaluate((image: Box) => image.complete === true && (image.naturalWidth ?? 0) > 0);
        for (let i = 0; i < 50 && !(await loaded()); i += 1) await page.waitForTimeout(100);
        t.ok(await loaded(), 'the picture loads');
        t.equal(await picture.getAttribute('loading'), 'lazy', 'avatars load lazily');
        t.equal(await picture.getAttribute('width'), '32', 'and are sized');
        const second = board.locator('tbody tr').nth(1);
        await second.locator('span.mm-avatar').waitFor();
        t.equal(await second.locator('img').count(), 0, 'a broken picture falls back to the letter');

        const first = await api(
          '/api/influencers/paginate?page=1&limit=20&sortField=mindoMetric&sortDirection=desc',
        );
        const rising = first.data.findIndex(
          (k: { averageLikesTrend: number | null }) => (k.averageLikesTrend ?? 0) > 0,
        );
        t.ok(rising >= 0, 'the first page has a KOL whose likes rise');
        const kol = first.data[rising];
        await board.locator('tbody tr').nth(rising).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByText('Account info').waitFor();
        const title = dialog.getByTestId('kol-dialog-title');
        t.ok(await title.locator('.mm-avatar').isVisible(), 'the dialog shows the avatar');
        t.match(
          await title.textContent(),
          kol.twitterDisplayName ?? kol.twitterUsername,
          'and the display name',
        );
        t.ok(await dialog.getByTestId('likes-trend-up').isVisible(), 'rising average likes have an up arrow');
        for (const label of ['Avg comments / post', 'Avg retweets / post', 'Avg engagement / post']) {
          const value = await dialog
            .locator('dt', { hasText: label })
            .locator('xpath=following-sibling::dd')
            .textContent();
          t.match(value, /^\d+\.\d{4}$/, `${label} to four decimals (${value})`);
        }
        await screenshot(page, 'kol-dialog-desktop');
        t.strictSame(
          errors.filter((e) => !e.includes('broken.png')),
          [],
          'no console errors (but the broken picture)',
        );
        await page.context().close();
      },
    );

    await t.test('skeletons of the final size, then an error with Retry', async (t) => {
      const { page, errors } = await watchedPage(browser);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let fail = false;
      await page.route('**/api/influencers/paginate?*', async (route) => {
        await held;
        if (fail) await route.fulfill({ status: 503, json: { message: 'down for a moment' } });
        else await route.continue();
      });
      await openLeaderboardInClient(page, origin);
      const board = liveApp(page).getByTestId('kol-leaderboard');
      await board.locator('tr.mm-skeleton-row').nth(19).waitFor();
      t.equal(await board.getByText('Loading').count(), 0, 'no "Loading…" line');
      const before = await board.boundingBox();
      release();
      await board.locator('tbody tr.mm-row').nth(19).waitFor();
      const after = await board.boundingBox();
      t.ok(
        Math.abs((after?.height ?? 0) - (before?.height ?? 0)) <= 8,
        `the skeleton has the table's final height (${before?.height} → ${after?.height})`,
      );

      fail = true;
      await board.getByRole('button', { name: /^Kol Score/ }).click();
      await board.getByText('The leaderboard could not be loaded.').waitFor({ timeout: 15_000 });
      fail = false;
      await board.getByRole('button', { name: 'Retry' }).click();
      await board.locator('tbody tr.mm-row').nth(19).waitFor();
      t.pass('Retry loads the table');
      t.strictSame(
        errors.filter((e) => !/503|Failed to load resource/.test(e)),
        [],
        'no console errors besides the refused requests',
      );
      await page.context().close();
    });
  }
});
