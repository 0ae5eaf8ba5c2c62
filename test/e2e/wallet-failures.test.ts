import type { Page } from 'playwright-core';
import t from 'tap';
import { seriousAxeViolations } from '../helpers/axe.ts';
import { MOBILE, openProduct, screenshot, watchedPage } from '../helpers/browser.ts';
import { EVM_WALLET_NAME, injectTestWallets, SOLANA_WALLET_NAME } from '../helpers/test-wallets.ts';

/**
 * Each way linking can fail shows its sentence and a way on, with real wallets signing
 * in the page and the real server refusing. Chromium logs every refused fetch (4xx) as a
 * console error; those answers are what the tests provoke, so only they are expected.
 */
// Setup inside a test, not at the top level: see docs/testing.md, "Browser files grouped".
t.test('wallet failures in Chromium', async (t) => {
  const product = await openProduct(t);
  if (product) {
    const { browser, origin } = product;
    const refusedWalletCall = (message: { text(): string; location(): { url: string } }) =>
      /status of (401|400|409)/.test(message.text()) &&
      /^\/api\/(auth\/me|wallets\/add)$/.test(new URL(message.location().url).pathname);

    // Signed in by the demo sign-in's own form post, made in the page's context so the session
    // cookie is the browser's, then the wallet step opened: one page load instead of three (the
    // connect page, the demo sign-in page, the way back). The sign-in through the screens is
    // onboarding-journey's; here it is only how each failure starts (docs/testing.md, "Fifteenth pass").
    async function signedInAtWalletStep(page: Page, handle: string) {
      const signIn = await page.context().request.post(`${origin}/api/auth/demo`, {
        form: { handle },
        headers: { origin },
        maxRedirects: 0,
      });
      if (signIn.status() !== 302) throw new Error(`demo sign-in: ${signIn.status()} ${await signIn.text()}`);
      await page.goto(`${origin}/?step=wallet`);
      await page.getByRole('heading', { name: 'Connect Wallet' }).waitFor();
      if (!page.url().endsWith('/?step=wallet')) throw new Error(`not at the wallet step: ${page.url()}`);
    }
    const failure = (page: Page) => page.getByTestId('wallet-link-failure');

    await t.test('refused in the wallet: the sentence, and Try again works', async (t) => {
      const { page, errors } = await watchedPage(browser, MOBILE, refusedWalletCall);
      const wallets = await injectTestWallets(page);
      await signedInAtWalletStep(page, 'rita_refuses');
      wallets.rejectNext('evm');
      await page.getByRole('button', { name: EVM_WALLET_NAME }).click();
      await failure(page).getByText('You declined the request in your wallet').waitFor();
      await screenshot(page, 'wallet-rejected-mobile');
      t.strictSame(await seriousAxeViolations(page), [], 'no serious axe violation');
      await failure(page).getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
      t.pass('the second attempt links the wallet');
      t.strictSame(errors, [], 'no console errors');
      await page.context().close();
    });

    await t.test('a Solana refusal reads the same', async (t) => {
      const { page, errors } = await watchedPage(browser, MOBILE, refusedWalletCall);
      const wallets = await injectTestWallets(page);
      await signedInAtWalletStep(page, 'sol_refuses');
      wallets.rejectNext('solana');
      await page.getByRole('button', { name: SOLANA_WALLET_NAME }).click();
      await failure(page).getByText('You declined the request in your wallet').waitFor();
      await failure(page).getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
      t.pass('and retrying links the Solana wallet');
      t.strictSame(errors, [], 'no console errors');
      await page.context().close();
    });

    await t.test("an address linked to another account: the server's 409 sentence", async (t) => {
      const first = await watchedPage(browser, MOBILE, refusedWalletCall);
      const key = `0x${'42'.repeat(32)}` as const;
      await injectTestWallets(first.page, { evmKey: key });
      await signedInAtWalletStep(first.page, 'owner_one');
      await first.page.getByRole('button', { name: EVM_WALLET_NAME }).click();
      await first.page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
      await first.page.context().close();

      const { page, errors } = await watchedPage(browser, MOBILE, refusedWalletCall);
      await injectTestWallets(page, { evmKey: key });
      await signedInAtWalletStep(page, 'owner_two');
      await page.getByRole('button', { name: EVM_WALLET_NAME }).click();
      await failure(page).getByText('This wallet is linked to another account').waitFor();
      t.ok(
        await failure(page).getByRole('button', { name: 'Choose another wallet' }).isVisible(),
        'a way on',
      );
      await screenshot(page, 'wallet-already-linked-mobile');
      t.strictSame(errors, [], 'no console errors but the expected 409');
      await page.context().close();
    });

    await t.test('an unsupported chain: switching is offered and then links on Ethereum', async (t) => {
      const { page, errors } = await watchedPage(browser, MOBILE, refusedWalletCall);
      const wallets = await injectTestWallets(page, { chainId: 5 });
      await signedInAtWalletStep(page, 'goerli_gus');
      await page.getByRole('button', { name: EVM_WALLET_NAME }).click();
      await failure(page).getByText('does not support (chain 5)').waitFor();
      await screenshot(page, 'wallet-wrong-chain-mobile');
      t.strictSame(await seriousAxeViolations(page), [], 'no serious axe violation');
      await failure(page).getByRole('button', { name: 'Switch to Ethereum' }).click();
      await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
      t.match(wallets.signed[0], /\nChain ID: 1\n/, 'signed on chain 1 after the switch');
      t.strictSame(errors, [], 'no console errors');
      await page.context().close();
    });

    await t.test('an expired signing request: Try again signs a fresh one', async (t) => {
      const { page, errors } = await watchedPage(browser, MOBILE, refusedWalletCall);
      await injectTestWallets(page);
      await signedInAtWalletStep(page, 'slow_sam');
      // The first nonce is answered as if issued 11 minutes ago, as a page left open would sign it.
      let aged = false;
      await page.route('**/api/wallets/nonce', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        if (!aged) {
          aged = true;
          body.expiresAt = new Date(Date.now() - 60_000).toISOString();
        }
        await route.fulfill({ response, json: body });
      });
      await page.getByRole('button', { name: EVM_WALLET_NAME }).click();
      await failure(page).getByText('The signing request expired').waitFor();
      await failure(page).getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
      t.pass('the retry asked for a new nonce and linked');
      t.strictSame(errors, [], 'no console errors but the expected 400');
      await page.context().close();
    });

    await t.test('the server unreachable: a sentence, and Try again once it is back', async (t) => {
      const { page } = await watchedPage(browser, MOBILE, refusedWalletCall);
      await injectTestWallets(page);
      await signedInAtWalletStep(page, 'offline_olga');
      await page.route('**/api/wallets/nonce', (route) => route.abort('connectionrefused'));
      await page.getByRole('button', { name: EVM_WALLET_NAME }).click();
      await failure(page).getByText('We could not reach Mindmark').waitFor();
      await page.unroute('**/api/wallets/nonce');
      await failure(page).getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
      t.pass('linked once the server answers again');
      await page.context().close();
    });

    await t.test('no wallet installed: links to get one, and Skip for now stays', async (t) => {
      const { page, errors } = await watchedPage(browser, MOBILE, refusedWalletCall);
      await signedInAtWalletStep(page, 'no_wallet_nina');
      await page.getByText('No wallet found in this browser').waitFor();
      t.ok(
        await page.getByRole('link', { name: 'Phantom', exact: true }).isVisible(),
        'a link to get a wallet',
      );
      // On a phone the wallets are apps: links that open this page in their browsers.
      const here = new URL(page.url());
      t.equal(
        await page.getByRole('link', { name: 'Open in MetaMask' }).getAttribute('href'),
        `https://link.metamask.io/dapp/${here.host}${here.pathname}${here.search}`,
        'a link that opens this page in MetaMask’s browser',
      );
      t.equal(
        await page.getByRole('link', { name: 'Open in Phantom' }).getAttribute('href'),
        `https://phantom.app/ul/browse/${encodeURIComponent(here.href)}?ref=${encodeURIComponent(here.origin)}`,
        'and in Phantom’s',
      );
      await screenshot(page, 'wallet-none-mobile');
      t.strictSame(await seriousAxeViolations(page), [], 'no serious axe violation');
      await page.getByRole('button', { name: 'Skip for now' }).click();
      await page.getByRole('heading', { name: 'Congratulations!' }).waitFor();
      t.strictSame(errors, [], 'no console errors');
      await page.context().close();
    });

    await t.test('a visitor cannot open the wallet or success steps', async (t) => {
      const { page, errors } = await watchedPage(browser, MOBILE);
      await page.goto(`${origin}/?step=success&ref=ABC123`);
      await page.getByRole('heading', { name: 'Connect your X account' }).waitFor();
      t.equal(new URL(page.url()).search, '?step=connect&ref=ABC123', 'sent to Connect X, the ref kept');
      t.equal(await page.getByText('Successfully Claimed').count(), 0, 'no badge shown to a visitor');
      await page.goto(`${origin}/?step=wallet`);
      await page.getByRole('heading', { name: 'Connect your X account' }).waitFor();
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('button', { name: 'Get Started' }).waitFor();
      t.pass('Back from connect goes home');
      t.strictSame(errors, [], 'no console errors');
      await page.context().close();
    });
  }
});
