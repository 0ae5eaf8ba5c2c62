import t from 'tap';
import { demoSignIn } from '../helpers/actors.ts';
import { screenshot, watchedPage, openProduct } from '../helpers/browser.ts';
import { openDemoXSignIn } from './demo-x-sign-in.ts';
import { liveApp } from './live-app.ts';

/**
 * One session store for the page: a creator signs in from the beta's login dialog
 * (demo sign-in stands in for X here) and comes back to the beta; onboarding's success
 * step hands over to the beta's social card without a reload and without asking the
 * server again; logging out in the beta is seen by onboarding.
 */
// Setup inside a test, not at the top level: see docs/testing.md, "Browser files grouped".
t.test('one session across the remotes in Chromium', async (t) => {
  const product = await openProduct(t);
  if (product) {
    const { browser, origin, container } = product;
    // An existing creator whose referral link the new one follows.
    const referrer = await demoSignIn(container.app, 'bob_referrer');
    const referrerMe = () =>
      container.app
        .inject({ url: '/api/auth/me', headers: { cookie: referrer.header() } })
        .then((r) => r.json());
    const referralCode: string = (await referrerMe()).referralCode;

    t.test('sign in from beta, seen by onboarding and beta, sign out seen by both', async (t) => {
      const { page, errors, requests } = await watchedPage(browser);
      const meChecks = () => requests.filter((url) => new URL(url).pathname === '/api/auth/session').length;

      await page.goto(`${origin}/beta?ref=${referralCode}`);
      // A function, not a string: Playwright polls a string predicate with eval, which
      // the page's Content-Security-Policy refuses once the first check comes too early.
      await page.waitForFunction((code) => {
        const storage = (globalThis as Record<string, unknown>).sessionStorage as {
          getItem(key: string): string | null;
        };
        return storage.getItem('referralCode') === code;
      }, referralCode);
      t.pass('the referral code is kept in session storage');
      const cookie = (await page.context().cookies()).find((c) => c.name === 'referralCode');
      t.equal(cookie?.value, referralCode, 'the referral code is kept in a cookie');
      t.equal(cookie?.sameSite, 'Strict', 'SameSite=Strict');
      const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
      t.ok(days > 6.9 && days <= 7, `for 7 days (${days.toFixed(2)})`);
      // Through the dialog's link to the server's labelled demo sign-in page (X is not configured here).
      await openDemoXSignIn(page, async (xLink) => {
        t.match(
          await xLink.getAttribute('href'),
          new RegExp(`[?&]ref=${referralCode}(&|$)`),
          'the X link carries the referral code',
        );
      });
      await page.locator('#handle').fill('alice_e2e');
      await screenshot(page, 'demo-sign-in-desktop');
      await page.getByRole('button', { name: 'Continue as this handle' }).click();

      // Back where the sign-in started, not thrown into onboarding.
      await page.waitForURL(`${origin}/beta?ref=${referralCode}`);
      await liveApp(page).getByTestId('session-username').getByText('@alice_e2e').waitFor();
      t.strictSame(
        (await referrerMe()).referrals.map((r: { username: string }) => r.username),
        ['alice_e2e'],
        'the sign-up was credited to the referrer',
      );

      await page.goto(`${origin}/?step=wallet`);
      await page.getByRole('heading', { name: 'Connect Wallet' }).waitFor();
      await page.getByRole('button', { name: 'Skip for now' }).click();
      const card = page.getByTestId('onboarding-card');
      await card.getByText('@alice_e2e').waitFor();
      t.ok(
        await page.getByText('Your referral code:').isVisible(),
        'the success step shows the referral code',
      );
      const checksBeforeBeta = meChecks();
      await page.getByRole('link', { name: 'View Dashboard' }).click();
      await page.waitForURL(`${origin}/beta/social-card`);
      await page.getByTestId('social-card').getByText('@alice_e2e').waitFor();
      t.equal(meChecks(), checksBeforeBeta, 'the beta read the shared store: no second session check');
      await screenshot(page, 'beta-signed-in-desktop');

      await page.getByRole('button', { name: 'Logout' }).click();
      await page.getByRole('button', { name: 'Login with X' }).first().waitFor();
      await page.goBack();
      await page.getByRole('heading', { name: 'Connect your X account' }).waitFor();
      t.match(page.url(), /step=connect/, 'onboarding saw the sign-out made in the beta, without a reload');

      const fresh = await watchedPage(browser);
      await fresh.page.context().addCookies(await page.context().cookies());
      await fresh.page.goto(`${origin}/`);
      await fresh.page.getByRole('button', { name: 'Get Started' }).waitFor();
      t.pass('signed out, the welcome screen shows again');
      await fresh.page.context().close();

      const me = await page.request.get(`${origin}/api/auth/me`);
      t.equal(me.status(), 401, 'the server session is gone too');
      t.strictSame(errors, [], 'no console errors');
      await page.context().close();
    });
  }
});
