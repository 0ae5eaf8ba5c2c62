import t from 'tap';
import { seriousA11yViolations } from '../helpers/accessibility.ts';
import { DESKTOP, MOBILE, openProduct, screenshot, watchedPage } from '../helpers/browser.ts';
import { layoutShift, liveApp } from './live-app.ts';

/**
 * A visitor's `/beta/social-card` (docs/frontend.md, "First screen"): the request carries no
 * session cookie, so the server knows the page can only ask to sign in. It sends that prompt,
 * prerendered, and tells the shell the visitor is signed out, so the live page shows the same
 * prompt in its first render (no session request, no placeholder in between). A creator's
 * request gets no first screen: their card is theirs alone.
 */
// Setup inside a test, not at the top level: see docs/testing.md, "Browser files grouped".
t.test("a visitor's social card first screen in Chromium", async (t) => {
  const product = await openProduct(t);
  if (product) {
    const { browser, origin } = product;
    for (const viewport of [DESKTOP, MOBILE]) {
      const label = viewport === DESKTOP ? 'desktop' : 'mobile';
      await t.test(`/beta/social-card at ${viewport.width}px without scripts`, async (t) => {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.route('**/*.js', (route) => route.abort());
        await page.goto(`${origin}/beta/social-card`);
        t.equal(await page.locator('#root').getAttribute('data-first-screen'), 'beta');
        t.ok(await page.locator('#root > [inert]').count(), 'the static copy is inert');
        t.ok(await page.locator('h1:visible', { hasText: 'My Social Card' }).isVisible(), 'the heading');
        t.ok(
          await page.locator('main a:visible', { hasText: 'Login with X' }).isVisible(),
          'the sign-in prompt, not a placeholder',
        );
        t.equal(
          await page.locator('header button:visible', { hasText: 'Login with X' }).count(),
          1,
          "the header's corner as a visitor's",
        );
        t.strictSame(await seriousA11yViolations(page), [], 'no serious or critical axe violation');
        await screenshot(page, `first-screen-social-card-static-${label}`);
        await context.close();
      });

      await t.test(
        `/beta/social-card at ${viewport.width}px: the live page takes over in place`,
        async (t) => {
          const { page, errors, requests } = await watchedPage(browser, viewport);
          await page.goto(`${origin}/beta/social-card`);
          const login = liveApp(page).getByRole('main').getByRole('link', { name: 'Login with X' });
          await login.waitFor();
          t.match(await login.getAttribute('href'), /redirectAfterCallback=%2Fbeta%2Fsocial-card/);
          t.equal(
            await page.locator('[data-mfe]').count(),
            1,
            'one app on the page: the static copy is gone',
          );
          t.notOk(
            requests.some((u) => u.endsWith('/api/auth/session')),
            'the session is not asked for: the page said signed out',
          );
          const shift = await layoutShift(page);
          t.ok(shift <= 0.02, `layout shift ${shift.toFixed(4)} within 0.02`);
          // axe on the live page: public-pages.test.ts, the same page at the same width, signed out.
          await screenshot(page, `first-screen-social-card-live-${label}`);
          t.strictSame(errors, [], `no console errors: ${errors}`);
          await page.context().close();
        },
      );
    }

    await t.test('a request with a session cookie gets no first screen', async (t) => {
      const html = await (
        await fetch(`${origin}/beta/social-card`, { headers: { cookie: 'sid=anything' } })
      ).text();
      t.match(html, '<div id="root"></div>', 'the shell mounts the page as before');
      t.notMatch(html, 'id="mindmark-session"', 'and the session is asked for');
    });
  }
});
