import t from 'tap';
import { seriousA11yViolations } from '../helpers/accessibility.ts';
import { DESKTOP, MOBILE, openProduct, screenshot, watchedPage } from '../helpers/browser.ts';
import { liveApp } from './live-app.ts';

/**
 * The prerendered first screen (docs/frontend.md, "First screen"): `/` and `/beta` paint from
 * the server's HTML before any script runs, at the width of the device, and the live remote
 * then replaces it in one step (one mounted app, nothing of the static copy left, no errors).
 */
// Setup inside a test, not at the top level: see docs/testing.md, "Browser files grouped".
t.test('first screen of / and /beta in Chromium', async (t) => {
  const product = await openProduct(t, {}, 'pglite', { demoSeed: 42 });
  if (product) {
    const { browser, origin } = product;
    const pages = [
      {
        path: '/',
        remote: 'onboarding',
        heading: 'The identity layer for purpose-driven KOLs',
        live: 'Get Started',
      },
      { path: '/beta', remote: 'beta', heading: 'AI Leaderboard', live: 'Login with X' },
    ] as const;

    for (const viewport of [DESKTOP, MOBILE]) {
      const label = viewport === DESKTOP ? 'desktop' : 'mobile';
      for (const p of pages) {
        await t.test(`${p.path} at ${viewport.width}px without scripts`, async (t) => {
          // The page's own scripts never arrive (axe still runs in the page): the server's HTML alone.
          const context = await browser.newContext({ viewport });
          const page = await context.newPage();
          await page.route('**/*.js', (route) => route.abort());
          const response = await page.goto(origin + p.path);
          t.equal(response?.status(), 200);
          t.equal(await page.locator('#root').getAttribute('data-first-screen'), p.remote);
          // The static copy is inert (out of the accessibility tree), so it is found by its markup.
          const heading = page.locator('h1:visible', { hasText: p.heading });
          t.ok(await heading.isVisible(), 'the page heading is painted from the HTML alone');
          t.ok(await page.locator('#root > [inert]').count(), 'the static copy is inert');
          if (p.remote === 'beta') {
            // The frame of the device's width: the menu button on a phone, the menu bar on a desktop.
            const menuButtons = await page.locator('button[aria-label="Open menu"]:visible').count();
            t.equal(menuButtons, viewport === MOBILE ? 1 : 0, 'the header of this width');
            t.ok(
              await page.getByRole('table', { name: 'KOL leaderboard' }).isVisible(),
              'the table, in placeholders',
            );
          }
          t.strictSame(await seriousA11yViolations(page), [], 'no serious or critical axe violation');
          await screenshot(page, `first-screen${p.path.replace(/\//g, '-') || '-home'}-static-${label}`);
          await context.close();
        });

        await t.test(`${p.path} at ${viewport.width}px: the live app takes over`, async (t) => {
          const { page, errors, networkQuiet } = await watchedPage(browser, viewport);
          await page.goto(origin + p.path);
          await page
            .locator(`#root > [data-remote-area] > [data-mfe="${p.remote}"]`)
            .getByText(p.live)
            .first()
            .waitFor();
          await networkQuiet();
          t.equal(
            await page.locator('[data-mfe]').count(),
            1,
            'one app on the page: the static copy is gone',
          );
          t.equal(
            await page.locator('.mm-first, .mm-first-narrow, .mm-first-wide').count(),
            0,
            'no static wrapper left',
          );
          t.equal(await page.getByRole('heading', { level: 1, name: p.heading }).count(), 1);
          // axe on the live page: public-pages.test.ts, the same page at the same width, signed out.
          t.strictSame(errors, [], 'no console errors');
          await page.context().close();
        });
      }
    }

    t.test('the leaderboard starts with the data the page carries', async (t) => {
      const { page, errors, requests, networkQuiet } = await watchedPage(browser, DESKTOP);
      await page.goto(`${origin}/beta`);
      // Scoped to the live app: until React takes over, the static copy's tables (inert, in
      // placeholders) match the same role and name, and a check made then proves nothing.
      const live = liveApp(page);
      await live.getByRole('table', { name: 'KOL leaderboard' }).locator('tbody tr').nth(19).waitFor();
      await live.getByRole('table', { name: 'Narratives by mindshare' }).getByText('DeFi').waitFor();
      await networkQuiet();
      const asked = requests.filter((url) => /\/api\/(narratives|influencers\/paginate)\b/.test(url));
      t.strictSame(
        asked,
        [],
        `neither the narratives nor the first leaderboard page asked for again: ${asked}`,
      );
      t.equal(await page.locator('[data-mfe]').count(), 1, 'the live app alone, the static copy gone');
      t.strictSame(errors, [], `no console errors: ${errors}`);
      await page.context().close();
    });

    t.test('another onboarding step is not served the landing', async (t) => {
      const context = await browser.newContext({ viewport: MOBILE, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${origin}/?step=connect`);
      t.equal(await page.locator('#root').getAttribute('data-first-screen'), null);
      t.equal(await page.locator('#root > *').count(), 0, 'the shell renders this step itself');
      await context.close();
    });
  }
});
