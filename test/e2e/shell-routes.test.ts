import t from 'tap';
import {
  DESKTOP,
  installReactCounter,
  MOBILE,
  reactRendererCount,
  screenshot,
  watchedPage,
  openProduct,
} from '../helpers/browser.ts';

/**
 * The production server with the built shell and remotes, in Chromium: every
 * top-level route mounts its remote, React is on the page once, nothing logs an error.
 */
// Setup inside a test, not at the top level: see docs/testing.md, "Browser files grouped".
t.test('shell routes in Chromium', async (t) => {
  const product = await openProduct(t);
  if (product) {
    const { browser, origin } = product;

    const routes = [
      { name: 'home', path: '/', remote: 'onboarding', finalPath: '/', text: 'Welcome to Mindmark' },
      { name: 'beta', path: '/beta', remote: 'beta', finalPath: '/beta', text: 'Login with X' },
      {
        name: 'beta-projects',
        path: '/beta/projects',
        remote: 'beta',
        finalPath: '/beta/projects',
        text: 'Projects',
      },
      {
        name: 'admin-login',
        path: '/admin/login',
        remote: 'admin',
        finalPath: '/admin/login',
        text: 'Log in',
      },
      {
        name: 'wrong-path',
        path: '/no/such/page',
        remote: 'onboarding',
        finalPath: '/',
        text: 'Welcome to Mindmark',
      },
    ] as const;

    for (const viewport of [DESKTOP, MOBILE]) {
      const label = viewport === DESKTOP ? 'desktop' : 'mobile';
      for (const route of routes) {
        await t.test(`${route.path} at ${viewport.width}px`, async (t) => {
          const { page, errors } = await watchedPage(browser, viewport);
          await installReactCounter(page);
          await page.goto(origin + route.path);
          // The live remote (the server's static first screen sits one level deeper in #root).
          const area = page.locator(`#root > [data-remote-area] > [data-mfe="${route.remote}"]`);
          await area.waitFor();
          await area.getByText(route.text, { exact: false }).first().waitFor();
          await page.waitForLoadState('networkidle');
          t.equal(new URL(page.url()).pathname, route.finalPath, 'lands on the expected path');
          t.equal(await page.locator('[data-mfe]').count(), 1, 'exactly one remote mounted');
          t.equal(await reactRendererCount(page), 1, 'react-dom registered once: one React on the page');
          t.strictSame(errors, [], 'no console errors');
          await screenshot(page, `${route.name}-${label}`);
          await page.context().close();
        });
      }
    }

    t.test('the beta navigation collapses into a menu below the large breakpoint', async (t) => {
      const { page, errors } = await watchedPage(browser, MOBILE);
      await page.goto(`${origin}/beta`);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.locator('.ant-drawer');
      await drawer.getByText('AI Leaderboard').waitFor();
      t.ok(await drawer.getByText('Coming soon').isVisible(), 'the short-video item is marked Coming soon');
      await screenshot(page, 'beta-menu-mobile');
      await drawer.getByText('Projects').click();
      await page.waitForURL(`${origin}/beta/projects`);
      t.strictSame(errors, [], 'no console errors');
      await page.context().close();
    });

    // The first-load JavaScript guard against regressions (bench/RESULTS.md has the full table;
    // why 268 KB and not the 170 KB target: docs/frontend.md, "First-load budget").
    t.test('first load of /beta transfers under 268 KB of JavaScript', async (t) => {
      const { page } = await watchedPage(browser);
      const sizes: Promise<number>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize));
      });
      await page.goto(`${origin}/beta`);
      await page.locator('#root > [data-remote-area] > [data-mfe="beta"]').waitFor();
      await page.waitForLoadState('networkidle');
      const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
      t.ok(total > 50 * 1024, `scripts were measured (${(total / 1024).toFixed(1)} KB)`);
      t.ok(total < 268 * 1024, `${(total / 1024).toFixed(1)} KB transferred, budget 268 KB`);
      await page.context().close();
    });
  }
});
