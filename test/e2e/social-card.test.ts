import t from 'tap';
import { openProduct, screenshot, watchedPage } from '../helpers/browser.ts';

/** /beta/social-card: the prompt for visitors; for a creator the card, missions and the PNG export. */
// Setup inside a test, not at the top level: see docs/testing.md, "Browser files grouped".
t.test('social card in Chromium', async (t) => {
  const product = await openProduct(t);
  if (product) {
    const { browser, origin } = product;

    await t.test('visitors are asked to log in', async (t) => {
      const { page, errors } = await watchedPage(browser);
      await page.goto(`${origin}/beta/social-card`);
      const login = page.getByRole('main').getByRole('link', { name: 'Login with X' });
      await login.waitFor();
      t.match(
        await login.getAttribute('href'),
        /redirectAfterCallback=%2Fbeta%2Fsocial-card/,
        'and come back here',
      );
      t.strictSame(errors, [], 'no console errors');
      await page.context().close();
    });

    await t.test('a creator sees their card, missions, and exports it as a PNG', async (t) => {
      const { page, errors } = await watchedPage(browser);
      await page.goto(`${origin}/beta/social-card`);
      await page.getByRole('main').getByRole('link', { name: 'Login with X' }).click();
      await page.locator('#handle').fill('carol_card');
      await page.getByRole('button', { name: 'Continue as this handle' }).click();
      await page.waitForURL(`${origin}/beta/social-card`);
      const card = page.getByTestId('social-card');
      await card.getByText('@carol_card').waitFor();
      t.ok(await card.getByText('REFERRALS').isVisible(), 'the card shows referrals');
      t.ok(await card.getByText('Early n-Badge').isVisible(), 'and the Early badge of an early sign-up');
      t.match(await card.textContent(), /\/\?ref=[A-Za-z0-9]+/, 'and the referral link');
      const missions = page.getByTestId('missions');
      t.equal(await missions.getByText(/\+\d+ pts/).count(), 3, 'three missions with their points');

      await missions.getByRole('button', { name: 'Check' }).click();
      await missions.getByText('Follows cannot be checked right now').waitFor();
      t.pass('the follow check says it cannot verify without X access');

      await missions.getByRole('button', { name: 'Connect' }).click();
      await page.getByRole('dialog').getByText('No wallet found in this browser').waitFor();
      t.ok(
        await page.getByRole('dialog').getByRole('link', { name: 'MetaMask', exact: true }).isVisible(),
        'without a wallet installed the dialog says so and links to get one',
      );
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await screenshot(page, 'social-card-desktop');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download PNG' }).click(),
      ]);
      t.equal(download.suggestedFilename(), 'carol_card-social-card.png', 'named after the username');
      const path = await download.path();
      const { readFile } = await import('node:fs/promises');
      const png = await readFile(path);
      t.same([...png.subarray(1, 4)], [0x50, 0x4e, 0x47], 'a PNG file');
      t.equal(png.readUInt32BE(16), 640, 'at 2x: 640 px wide for the 320 px card');
      t.strictSame(errors, [], 'no console errors');
      await page.context().close();
    });
  }
});
