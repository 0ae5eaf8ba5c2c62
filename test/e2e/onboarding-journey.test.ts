import type { Browser, Locator, Page } from 'playwright-core';
import t, { type Test } from 'tap';
import { seriousAxeViolations } from '../helpers/axe.ts';
import {
  browserReady,
  DESKTOP,
  launchBrowser,
  MOBILE,
  screenshot,
  startProductServer,
  watchedPage,
} from '../helpers/browser.ts';
import { settledDialog } from '../helpers/settled-dialog.ts';
import { me, signIn } from '../helpers/points-actors.ts';
import { EVM_WALLET_NAME, injectTestWallets, SOLANA_WALLET_NAME } from '../helpers/test-wallets.ts';
import { liveApp } from './live-app.ts';

/**
 * A new creator's first minutes, on the production build with wallets injected into the
 * page that sign for real: referral link → landing → Get Started → X (demo) sign-in →
 * wallet step → link an EVM wallet → success → social card; then a Solana wallet from
 * the card's mission, and unlinking. On PGlite (the `npm start` default): sign-in, wallet links and
 * referral points are proven on PostgreSQL as well by the HTTP tests (docs/testing.md, "Twelfth
 * pass": the browser journeys on one backend).
 */
// Setup inside a test, not at the top level: see docs/testing.md, "Browser files grouped".
t.test('onboarding journey in Chromium', async (t) => {
  if (browserReady(t)) {
    // One server on the run's demo copy for the two visitor checks at the end: the reduced-motion
    // landing reads nothing the mobile steps wrote, so it needs no server of its own (one PGlite
    // load and app start less). Started before the browser, so it closes after it.
    const demo = await startProductServer(t, {}, 'pglite', { demoSeed: 42 });
    const browser = await launchBrowser(t);
    await t.test('pglite', (t) => journey(t, browser));
    await t.test('every step at 390 px: screenshots, axe, no console errors', (t) =>
      mobileSteps(t, browser, demo.origin),
    );
    await t.test('prefers-reduced-motion keeps the orbit still', (t) =>
      reducedMotion(t, browser, demo.origin),
    );
  }
});

async function journey(t: Test, browser: Browser) {
  const { container, origin } = await startProductServer(t, {}, 'pglite');
  const app = container.app;
  const referrer = await signIn(app, 'ref_holder');
  const code = (await me(app, referrer)).referralCode as string;
  const before = (await me(app, referrer)).earnedPoints as number;

  const { page, errors } = await watchedPage(browser, DESKTOP);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const wallets = await injectTestWallets(page);

  await page.goto(`${origin}/?ref=${code}`);
  await page.getByRole('heading', { name: 'The identity layer for purpose-driven KOLs' }).waitFor();
  const orbit = liveApp(page).getByTestId('orbit');
  t.equal(await orbit.getAttribute('data-spinning'), 'true', 'the roadmap orbits on desktop');
  const node = liveApp(page).getByRole('button', { name: /^Wallet proof/ });
  t.ok(await nodeMoves(node), 'a node moves along the orbit');
  t.equal(await orbitMutations(page), 0, 'while it turns, nothing rewrites the page (no render a step)');
  await node.click();
  t.equal(await orbit.getAttribute('data-spinning'), 'false', 'clicking a node stops the rotation');
  t.notOk(await nodeMoves(node), 'and it stands still');
  t.equal(await page.getByRole('button', { name: /^Wallet proof/ }).getAttribute('aria-expanded'), 'true');
  t.equal(
    await page.getByRole('button', { name: /^X identity/ }).getAttribute('data-related'),
    'true',
    'and highlights its related nodes',
  );
  await screenshot(page, 'onboarding-landing-desktop');
  await page.getByRole('button', { name: 'Get Started' }).click();

  await page.getByRole('heading', { name: 'Connect your X account' }).waitFor();
  t.match(page.url(), /step=connect/);
  await screenshot(page, 'onboarding-connect-desktop');
  await page.getByRole('link', { name: 'Connect X Account' }).click();
  await page.locator('#handle').fill('new_pglite');
  await page.getByRole('button', { name: 'Continue as this handle' }).click();
  await page.waitForURL(`${origin}/?step=wallet`);
  await page.getByRole('heading', { name: 'Connect Wallet' }).waitFor();

  const evmButton = page.getByRole('button', { name: EVM_WALLET_NAME });
  await evmButton.waitFor();
  t.ok(
    await page.getByRole('button', { name: SOLANA_WALLET_NAME }).isVisible(),
    'both wallets listed by name',
  );
  await screenshot(page, 'onboarding-wallet-desktop');
  await evmButton.click();

  await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
  t.match(page.url(), /step=success/);
  t.match(
    wallets.signed[0],
    /wants you to sign in with your Ethereum account:\n0x/,
    'a SIWE message was signed',
  );
  await page.getByText(/Early n-Badge #2: Successfully Claimed/).waitFor();
  t.equal(
    await page.getByTestId('linked-note').textContent(),
    `${EVM_WALLET_NAME} is linked: +300 points.`,
    'the points the link awarded: 200 at 1.5x',
  );
  const card = page.getByTestId('onboarding-card');
  t.match(await card.textContent(), /EVM ✓/, 'the card shows the proven wallet, without its address');
  t.notMatch(await page.content(), new RegExp(wallets.evm.address, 'i'), 'no address on the success screen');
  const share = await page.getByRole('link', { name: 'Share on X' }).getAttribute('href');
  const myCode = (await page.getByTestId('referral-code').textContent()) ?? '';
  t.ok(
    decodeURIComponent(share ?? '').includes(`${origin}/?ref=${myCode}`),
    'the share intent carries the referral link on the public origin',
  );
  await page.getByRole('button', { name: 'Copy Referral Link' }).click();
  await page.getByRole('button', { name: 'Copied' }).waitFor();
  t.equal(
    await page.evaluate(() =>
      (
        globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
      ).navigator.clipboard.readText(),
    ),
    `${origin}/?ref=${myCode}`,
    'copied',
  );
  await page.getByRole('button', { name: 'Copy Referral Link' }).waitFor({ timeout: 4000 });
  t.pass('the check mark goes back after 2 seconds');
  await screenshot(page, 'onboarding-success-desktop');
  t.strictSame(await seriousAxeViolations(page), [], 'success step: no serious axe violation');

  t.equal((await me(app, referrer)).earnedPoints - before, 150 + 225, 'referrer: 100 + 150 at 1.5x');

  await page.getByRole('link', { name: 'View Dashboard' }).click();
  await page.waitForURL(`${origin}/beta/social-card`);
  const socialCard = page.getByTestId('social-card');
  await socialCard.getByText('300 pts').waitFor();
  t.match(
    await page.getByTestId('card-wallets').textContent(),
    /EVM ✓/,
    'the social card shows the EVM mark',
  );

  await page.getByTestId('missions').getByRole('button', { name: 'Link another' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: SOLANA_WALLET_NAME }).waitFor();
  await settledDialog(page);
  await screenshot(page, 'social-card-wallet-dialog-desktop');
  await dialog.getByRole('button', { name: SOLANA_WALLET_NAME }).click();
  await page.getByText(`${SOLANA_WALLET_NAME} is linked`).waitFor();
  t.match(
    wallets.signed[1],
    /wants you to sign in with your Solana account:\n/,
    'a Sign-In With Solana message',
  );
  await page.getByTestId('card-wallets').getByText('EVM ✓ / Solana ✓').waitFor();
  t.pass('the card shows both marks after the mission');
  t.equal(await socialCard.getByText('300 pts').count(), 1, 'a second wallet pays no second mission');
  const own = page.getByTestId('own-wallets');
  await own.getByText(SOLANA_WALLET_NAME).waitFor();
  t.equal(await own.locator('code').count(), 2, 'the owner sees both of their wallets');
  await screenshot(page, 'social-card-wallets-desktop');

  const short = `${wallets.solana.address.slice(0, 6)}…${wallets.solana.address.slice(-4)}`;
  await own.getByRole('button', { name: `Unlink ${short}` }).click();
  await own.getByRole('button', { name: 'Yes, unlink' }).click();
  await page
    .getByTestId('card-wallets')
    .getByText(/^WALLETS EVM ✓$/)
    .waitFor();
  t.equal(await own.locator('code').count(), 1, 'the Solana wallet is gone');
  t.equal(await socialCard.getByText('300 pts').count(), 1, 'unlinking keeps the points paid');
  t.strictSame(errors, [], 'no console errors');
  await page.context().close();
}

/**
 * Whether a roadmap node's centre moves within 400 ms (8 of the orbit's 50 ms steps, ~7 px).
 * The centre, not the box: an opened node grows around its centre.
 */
async function nodeMoves(node: Locator): Promise<boolean> {
  const centre = async () => {
    const box = await node.boundingBox();
    return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
  };
  const before = await centre();
  await new Promise((resolve) => setTimeout(resolve, 400));
  const after = await centre();
  if (!before || !after) return false;
  return Math.hypot(after.x - before.x, after.y - before.y) > 1;
}

type MutationObserverLike = new (
  callback: (records: unknown[]) => void,
) => { observe(target: unknown, options: object): void; disconnect(): void };

/** DOM mutations inside the live orbit in 500 ms: the turn is the stylesheet's, not React's. */
function orbitMutations(page: Page): Promise<number> {
  return liveApp(page)
    .getByTestId('orbit')
    .evaluate(
      (orbit) =>
        new Promise<number>((resolve) => {
          let count = 0;
          // The page's DOM API: the tests compile without the DOM library.
          const Observer = (globalThis as unknown as { MutationObserver: MutationObserverLike })
            .MutationObserver;
          const observer = new Observer((records) => {
            count += records.length;
          });
          observer.observe(orbit, { attributes: true, childList: true, subtree: true, characterData: true });
          setTimeout(() => {
            observer.disconnect();
            resolve(count);
          }, 500);
        }),
    );
}

async function reducedMotion(t: Test, browser: Browser, origin: string) {
  const { page, errors } = await watchedPage(browser, DESKTOP);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${origin}/`);
  // The live app's orbit: the server's static copy of the landing may still be on screen.
  const orbit = liveApp(page).getByTestId('orbit');
  await orbit.waitFor();
  t.equal(await orbit.getAttribute('data-spinning'), 'false', 'the orbit stands still');
  t.notOk(await nodeMoves(liveApp(page).getByRole('button', { name: /^Reward pools/ })), 'no node moves');
  await page.getByRole('button', { name: /^Reward pools/ }).click();
  t.equal(await page.getByRole('button', { name: /^Reward pools/ }).getAttribute('aria-expanded'), 'true');
  await page.getByRole('button', { name: /^Reward pools/ }).click();
  t.equal(
    await page.getByRole('button', { name: /^Reward pools/ }).getAttribute('aria-expanded'),
    'false',
    'a second click closes the node',
  );
  t.strictSame(errors, [], 'no console errors');
  await page.context().close();
}

async function mobileSteps(t: Test, browser: Browser, origin: string) {
  const { page, errors } = await watchedPage(browser, MOBILE);
  await injectTestWallets(page);
  const check = async (name: string) => {
    await screenshot(page, `onboarding-${name}-mobile`);
    t.strictSame(await seriousAxeViolations(page), [], `${name}: no serious or critical axe violation`);
  };

  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Get Started' }).waitFor();
  // The live app, not the server's static copy (whose wide variant sits hidden by a media query).
  const live = liveApp(page);
  t.equal(await live.getByTestId('orbit').count(), 0, 'no orbit below the large breakpoint');
  await check('landing');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByRole('heading', { name: 'Connect your X account' }).waitFor();
  await check('connect');
  await page.getByRole('link', { name: 'Connect X Account' }).click();
  // One of the seeded creators, so the card has real follower and view counts to format.
  await page.getByRole('button', { name: /^@/ }).first().click();
  await page.getByRole('button', { name: EVM_WALLET_NAME }).waitFor();
  await check('wallet');
  await page.getByRole('button', { name: EVM_WALLET_NAME }).click();
  await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
  await check('success');
  const kol = (await (await page.request.get(`${origin}/api/auth/me`)).json()).kol;
  const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
  const stat = (label: string) =>
    page
      .getByTestId('onboarding-card')
      .locator('div', { has: page.getByText(label, { exact: true }) })
      .locator('dd');
  t.equal(
    await stat('Followers').textContent(),
    compact.format(kol.twitterFollowersCount),
    'followers compact',
  );
  t.equal(
    await stat('Impressions').textContent(),
    compact.format(kol.totalAccountViews),
    'impressions are views',
  );
  t.ok(kol.twitterFollowersCount >= 1000, `a real count to format (${kol.twitterFollowersCount})`);
  await page.getByRole('link', { name: 'View Dashboard' }).click();
  await page.getByTestId('own-wallets').locator('code').waitFor();
  await check('social-card');
  await page.getByTestId('missions').getByRole('button', { name: 'Link another' }).click();
  await page.getByRole('dialog').getByRole('button', { name: SOLANA_WALLET_NAME }).waitFor();
  await check('wallet-dialog');
  t.strictSame(errors, [], 'no console errors');
  await page.context().close();
}
