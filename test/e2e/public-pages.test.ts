import t from 'tap';
import { seriousA11yViolations } from '../helpers/accessibility.ts';
import { DESKTOP, MOBILE, openProduct, screenshot, watchedPage } from '../helpers/browser.ts';
import { liveApp } from './live-app.ts';
import { openDemoXSignIn } from './demo-x-sign-in.ts';

/**
 * The product as `npm start` runs it (PUBLIC_ORIGIN unset: http://localhost:PORT), opened
 * at either loopback name: a creator signs in, changes something and signs out for good.
 * Then every public page, signed out, at 1280 and 390 px: no console error, no serious
 * or critical accessibility violation, and a screenshot to look at.
 */
// Setup inside a test, not at the top level: see docs/testing.md, "Browser files grouped".
t.test('public pages in Chromium, as npm start serves them', async (t) => {
  const product = await openProduct(t, {}, 'pglite', { defaultOrigin: true, demoSeed: 42 });
  if (product) {
    const { browser, origin, container } = product;
    const port = new URL(origin).port;

    for (const host of ['127.0.0.1', 'localhost']) {
      await t.test(`signed-in writes at http://${host}`, async (t) => {
        const base = `http://${host}:${port}`;
        const { page, errors } = await watchedPage(browser);
        await page.goto(`${base}/beta`);
        await openDemoXSignIn(page);
        const handle = `loop_${host.replace(/\W/g, '_')}`;
        await page.locator('#handle').fill(handle);
        await page.getByRole('button', { name: 'Continue as this handle' }).click();
        // Sign-in returns where it started (docs/identity.md).
        await page.waitForURL((url) => url.pathname === '/beta');
        await liveApp(page).getByTestId('session-username').getByText(`@${handle}`).waitFor();

        const tracked = await page.evaluate(async () => {
          const res = await fetch('/api/track', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ event: 'page_view', props: { from: 'e2e' } }),
          });
          return res.status;
        });
        t.equal(tracked, 202, 'a signed-in change from this page is accepted');

        await page.goto(`${base}/beta`);
        await page.getByRole('button', { name: 'Logout' }).click();
        await page.getByRole('button', { name: 'Login with X' }).waitFor();
        await page.reload();
        await page.getByRole('button', { name: 'Login with X' }).waitFor();
        const session = await page.request.get(`${base}/api/auth/session`);
        t.same(
          await session.json(),
          { user: null },
          'signed out on the server too: a reload stays signed out',
        );
        t.strictSame(errors, [], 'no console errors, no uncaught errors');
        await page.context().close();
      });
    }

    const listed = await container.app.inject({ url: '/api/projects/paginate?page=1&limit=1' });
    t.equal(listed.statusCode, 200, `the projects list answers (${listed.body.slice(0, 200)})`);
    const projects = listed.json() as { data: { twitterUsername: string }[] };
    const pages = [
      { name: 'home', path: '/', ready: 'Welcome to Mindmark' },
      { name: 'beta', path: '/beta', ready: 'Login with X' },
      { name: 'beta-projects', path: '/beta/projects', ready: 'Projects' },
      {
        name: 'beta-project',
        path: `/beta/projects/${projects.data[0].twitterUsername}`,
        ready: 'Login with X',
      },
      { name: 'beta-social-card', path: '/beta/social-card', ready: 'Login with X' },
      { name: 'beta-for-business', path: '/beta/for-business', ready: 'Login with X' },
    ];
    for (const viewport of [DESKTOP, MOBILE]) {
      for (const entry of pages) {
        await t.test(`${entry.path} at ${viewport.width}px, signed out`, async (t) => {
          const { page, errors, networkQuiet } = await watchedPage(browser, viewport);
          await page.goto(origin + entry.path);
          await liveApp(page).getByText(entry.ready).first().waitFor();
          await networkQuiet();
          t.strictSame(await seriousA11yViolations(page), [], 'no serious or critical axe-core violations');
          t.strictSame(errors, [], 'no console errors');
          await screenshot(page, `public-${entry.name}-${viewport.width}`);
          await page.context().close();
        });
      }
    }
  }
});
