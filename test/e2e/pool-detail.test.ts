import t from 'tap';
import { verifyPayoutProof } from '../../mfe-beta/src/services/payout-proof.service.ts';
import { staffToken } from '../helpers/actors.ts';
import { seriousViolations } from '../helpers/admin-journey.ts';
import { MOBILE, openProduct, screenshot, watchedPage } from '../helpers/browser.ts';
import { liveApp } from './live-app.ts';
import { openDemoXSignIn } from './demo-x-sign-in.ts';

/**
 * The pool detail view: opened from a project's overview, a demo creator submits a
 * post, an admin approves it, and the pool's payout statement verifies in the browser.
 */
// Setup inside a test, not at the top level: see docs/testing.md, "Browser files grouped".
t.test('pool detail in Chromium', async (t) => {
  const product = await openProduct(t, {}, 'pglite', { demoSeed: 42 });
  if (product) {
    const { browser, origin, container } = product;
    const { app } = container;
    const admin = {
      authorization: `Bearer ${await staffToken(container, { username: 'e2e_admin', role: 'admin' })}`,
    };
    const project = (await app.inject({ url: '/api/projects/featured' })).json()[0];
    // A flat pool, so the approval below pays without recorded views.
    const form = {
      projectId: project.id,
      title: 'Verified payouts sprint',
      description: 'Threads about the launch, paid per approved post.',
      platforms: ['x'],
      requirements: ['Mention the project', 'Original content only'],
      totalAmountUsd: 100,
      rewardRate: 12.5,
      rewardUnit: 'flat',
      status: 'active',
    };
    const created = await app.inject({
      method: 'POST',
      url: '/api/reward-pools',
      headers: admin,
      payload: form,
    });
    t.equal(created.statusCode, 201, created.body);
    const pool = created.json();
    const detailUrl = `${origin}/beta/projects/${project.twitterUsername}?tab=pools&pool=${pool.id}`;

    await t.test('open a pool from the project page, submit, get paid, verify the payout', async (t) => {
      const { page, errors } = await watchedPage(browser);
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      await page.goto(`${origin}/beta/projects/${project.twitterUsername}`);
      await page.getByText(pool.title).first().waitFor();
      await page
        .locator('div')
        .filter({ hasText: pool.title })
        .getByRole('button', { name: 'View Details' })
        .last()
        .click();
      await page.waitForURL(detailUrl);
      const detail = page.getByTestId('pool-detail');
      await detail.getByRole('heading', { name: pool.title }).waitFor();
      t.ok(await detail.getByText('Mention the project').isVisible(), 'requirements listed');
      t.match(
        await page.getByTestId('pool-methodology').textContent(),
        /Judged by methodology v\d/,
        'the pinned version',
      );
      t.match(await page.getByTestId('pool-status').textContent(), /\$100\.00/, 'total shown');
      t.ok(
        await detail.getByText('Log in with X to submit content to this pool.').isVisible(),
        'visitors asked to sign in',
      );

      // Back link, then the card's "View details" opens the same view.
      await detail.getByRole('link', { name: 'Back to pools' }).click();
      await page
        .getByTestId('pool-card')
        .filter({ hasText: pool.title })
        .getByRole('link', { name: /View details/ })
        .click();
      await page.waitForURL(detailUrl);

      // Sign in as a demo creator and come back to the pool.
      await page.goto(`${origin}/beta`);
      await openDemoXSignIn(page);
      await page.locator('#handle').fill('paula_pays');
      await page.getByRole('button', { name: 'Continue as this handle' }).click();
      await page.waitForURL(`${origin}/beta`);
      await liveApp(page).getByTestId('session-username').waitFor();
      await page.goto(detailUrl);
      const submit = page.getByTestId('pool-submit');
      await submit.getByRole('button', { name: 'Submit content' }).click();
      const sent = () => requests.filter((u) => u.endsWith('/api/submissions')).length;
      await submit.getByLabel('Content URL').fill('not a link');
      await submit.getByRole('button', { name: 'Submit', exact: true }).click();
      await submit.getByText('Enter a full link, starting with https://.').waitFor();
      await submit.getByLabel('Content URL').fill('https://youtube.com/watch?v=abc');
      await submit.getByRole('button', { name: 'Submit', exact: true }).click();
      await submit.getByText('This pool accepts links from x only.').waitFor();
      t.equal(sent(), 0, 'invalid links are refused before any request');
      await submit.getByLabel('Content URL').fill('https://x.com/paula_pays/status/424242');
      await submit.getByRole('button', { name: 'Submit', exact: true }).click();
      await submit.getByText(/Submitted!/).waitFor();
      t.equal(sent(), 1, 'the valid link is sent once');

      const subs = (
        await app.inject({ url: `/api/submissions?rewardPoolId=${pool.id}`, headers: admin })
      ).json();
      t.equal(subs.length, 1, 'the server has the submission');
      const approve = await app.inject({
        method: 'PATCH',
        url: `/api/submissions/${subs[0].id}`,
        headers: admin,
        payload: { status: 'approved' },
      });
      t.equal(approve.statusCode, 200, approve.body);

      await page.reload();
      const statement = page.getByTestId('payout-statement');
      await statement.getByRole('cell', { name: '@paula_pays' }).first().waitFor();
      const published = (await app.inject({ url: `/api/reward-pools/${pool.id}/statement` })).json();
      t.equal(
        await page.getByTestId('merkle-root').textContent(),
        published.merkleRoot,
        'the root the API publishes',
      );
      t.equal(published.allocations[0].amountCents, 1250, 'the flat rate was paid');
      await screenshot(page, 'pool-detail-desktop');
      // Chunk names are hashed: count script loads before and after the click instead.
      const scripts = () => requests.filter((u) => /\.js(\?|$)/.test(u)).length;
      const scriptsBefore = scripts();
      await statement.getByRole('button', { name: 'Verify my payout' }).click();
      await statement.getByText('Verified: this payout is in the published root').waitFor();
      t.pass('the payout verifies in the browser');
      t.ok(scripts() > scriptsBefore, 'the verifier (viem) is fetched only when the check runs');
      await screenshot(page, 'pool-detail-verified-desktop');

      // The creator sees their own submission with its payout row.
      const own = page.getByTestId('own-submissions');
      await own.getByText('Approved', { exact: true }).waitFor();
      t.match(await own.textContent(), /Holds \$12\.50/, 'what the submission holds');
      t.equal(
        await own.locator('[data-testid="ledger-entry"][data-kind="payout"]').count(),
        1,
        'its payout row',
      );

      // Withdrawing the approval books a reversal: a row of its own, on the public statement and in the creator's view.
      const revert = await app.inject({
        method: 'PATCH',
        url: `/api/submissions/${subs[0].id}`,
        headers: admin,
        payload: { status: 'rejected' },
      });
      t.equal(revert.statusCode, 200, revert.body);
      await page.reload();
      const reversal = statement.locator('[data-testid="ledger-entry"][data-kind="reversal"]');
      await reversal.waitFor();
      t.match(await reversal.textContent(), /@paula_pays.*Reversal.*−\$12\.50/, 'the reversal row, negative');
      t.equal(
        await statement.getByTestId('ledger-entry').count(),
        2,
        'the payout stays, the reversal follows it',
      );
      await own.getByText('Rejected', { exact: true }).waitFor();
      t.match(await own.textContent(), /Holds \$0\.00/, 'the submission holds nothing now');
      t.match(
        await own.locator('[data-testid="ledger-entry"][data-kind="reversal"]').textContent(),
        /Reversal.*−\$12\.50/,
        "the reversal in the creator's own rows",
      );
      const after = (await app.inject({ url: `/api/reward-pools/${pool.id}/statement` })).json();
      t.equal(after.allocations[0].amountCents, 0, 'the allocation is net of the reversal');
      await statement.getByRole('button', { name: 'Verify my payout' }).click();
      await statement.getByText('Verified: this payout is in the published root').waitFor();
      t.pass('the net allocation verifies against the new root');
      t.strictSame(await seriousViolations(page), [], 'pool detail: no serious or critical axe violation');
      await screenshot(page, 'pool-detail-reversal-desktop');
      t.strictSame(errors, [], 'no console errors');
      await page.context().close();
    });

    await t.test('the same check refuses a tampered amount', async (t) => {
      const statement = (await app.inject({ url: `/api/reward-pools/${pool.id}/statement` })).json();
      const row = statement.allocations[0];
      const proof = (
        await app.inject({ url: `/api/reward-pools/${pool.id}/statement/proof/${row.submissionId}` })
      ).json();
      t.ok((await verifyPayoutProof(proof, statement.merkleRoot)).ok, 'the published amount verifies');
      const tampered = await verifyPayoutProof(
        { ...proof, amountCents: proof.amountCents + 1 },
        statement.merkleRoot,
      );
      t.notOk(tampered.ok, 'one cent more does not');
      t.not(tampered.computedRoot, statement.merkleRoot);
    });

    await t.test('a closed pool reads Completed; mobile width', async (t) => {
      const closed = await app.inject({
        method: 'PUT',
        url: `/api/reward-pools/${pool.id}`,
        headers: admin,
        payload: { ...form, status: 'closed' },
      });
      t.equal(closed.statusCode, 200, closed.body);
      const { page, errors } = await watchedPage(browser, MOBILE);
      await page.goto(detailUrl);
      const status = page.getByTestId('pool-status');
      await status.getByText('Completed', { exact: true }).waitFor();
      t.notMatch(await status.textContent(), /Remaining/, 'no amount left to earn');
      await page.getByTestId('payout-statement').getByRole('cell', { name: '@paula_pays' }).first().waitFor();
      t.strictSame(
        await seriousViolations(page),
        [],
        'pool detail at 390 px: no serious or critical axe violation',
      );
      await screenshot(page, 'pool-detail-mobile');
      t.strictSame(errors, [], 'no console errors');
      await page.context().close();
    });
  }
});
