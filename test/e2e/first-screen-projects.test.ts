import t from 'tap';
import { seriousA11yViolations } from '../helpers/accessibility.ts';
import { DESKTOP, MOBILE, openProduct, screenshot, watchedPage } from '../helpers/browser.ts';
import { layoutShift, liveApp } from './live-app.ts';

/**
 * The prerendered first screen of `/beta/projects` (docs/frontend.md, "First screen"), a page the
 * beta loads lazily: the server's HTML paints the page itself (not the route's loading fallback),
 * and the live page takes its place with the data the page carries, without moving it.
 * A file of its own: with `/` and `/beta` (first-screen.test.ts) it outgrew one file's timeout.
 */
// Setup inside a test, not at the top level: see docs/testing.md, "Browser files grouped".
t.test('first screen of /beta/projects in Chromium', async (t) => {
  const product = await openProduct(t, {}, 'pglite', { demoSeed: 42 });
  if (product) {
    const { browser, origin } = product;
    for (const viewport of [DESKTOP, MOBILE]) {
      const label = viewport === DESKTOP ? 'desktop' : 'mobile';
      await t.test(`/beta/projects at ${viewport.width}px without scripts`, async (t) => {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.route('**/*.js', (route) => route.abort());
        const response = await page.goto(`${origin}/beta/projects`);
        t.equal(response?.status(), 200);
        t.equal(await page.locator('#root').getAttribute('data-first-screen'), 'beta');
        t.ok(await page.locator('#root > [inert]').count(), 'the static copy is inert');
        t.ok(await page.locator('h1:visible', { hasText: 'Projects' }).isVisible(), 'the heading');
        const menuButtons = await page.locator('button[aria-label="Open menu"]:visible').count();
        t.equal(menuButtons, viewport === MOBILE ? 1 : 0, 'the header of this width');
        t.ok(
          await page.locator('[data-testid="arena-placeholder"]:visible').count(),
          'the Arena, in placeholders',
        );
        t.ok(
          await page.locator('th:visible', { hasText: 'Mindshare' }).count(),
          'the table, in placeholders',
        );
        t.strictSame(await seriousA11yViolations(page), [], 'no serious or critical axe violation');
        await screenshot(page, `first-screen-beta-projects-static-${label}`);
        await context.close();
      });

      await t.test(`/beta/projects at ${viewport.width}px: the live page takes over in place`, async (t) => {
        const { page, errors, requests } = await watchedPage(browser, viewport);
        await page.goto(`${origin}/beta/projects`);
        // The live app's, not the static copy's (test/e2e/live-app.ts).
        await liveApp(page).getByTestId('arena').waitFor();
        await liveApp(page)
          .getByRole('table', { name: 'Projects by mindshare' })
          .getByText('%')
          .first()
          .waitFor();
        // No wait for network idle (the lazy avatars can keep it busy on a loaded machine): a view that
        // asked again would have asked when it mounted, before the rows it renders were on screen.
        t.equal(await page.locator('[data-mfe]').count(), 1, 'one app on the page: the static copy is gone');
        t.equal(await page.getByRole('heading', { level: 1, name: 'Projects' }).count(), 1);
        const asked = requests.filter((url) =>
          /\/api\/(narratives|projects\/(paginate|featured))\b/.test(url),
        );
        t.strictSame(asked, [], `the Arena, the first page and the narratives not asked for again: ${asked}`);
        const shift = await layoutShift(page);
        t.ok(shift <= 0.02, `layout shift ${shift.toFixed(4)} within 0.02`);
        // axe on the live page: public-pages.test.ts, the same page at the same width, signed out.
        await screenshot(page, `first-screen-beta-projects-live-${label}`);
        t.strictSame(errors, [], `no console errors: ${errors}`);
        await page.context().close();
      });
    }
  }
});
