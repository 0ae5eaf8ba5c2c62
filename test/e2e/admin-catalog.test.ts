import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import t, { type Test } from 'tap';
import type { Container } from '#adapters/main/container.ts';
import { seriousViolations, staffSignIn } from '../helpers/admin-journey.ts';
import { staffToken } from '../helpers/actors.ts';
import { clientNavigate, openProduct, screenshot, watchedPage } from '../helpers/browser.ts';
import { CookieJar } from '../helpers/cookie-jar.ts';
import { motionSettled, settledClick } from '../helpers/settled-dialog.ts';

/**
 * The admin's catalog and queue screens beyond the main journey, on the production
 * build: a hidden project's edit form, autofill and Enrich (with X missing, and with a
 * stand-in X API answering over HTTP), the featured switch, delete confirmations and
 * the server's refusals, server-side paging kept in the URL, and the review queue's
 * keys (j, a, r).
 */

/**
 * To a screen this page has not shown yet: inside the app, as a link does, so the shell and
 * the admin remote are not booted again (docs/testing.md, "Eleventh pass"). Its query is not
 * in the page's cache (react-query keeps an answer 30 s), so what is asserted is the
 * server's answer now; a screen shown before is still reached by a full load.
 */
const visit = (page: Page, path: string): Promise<void> => clientNavigate(page, path);

const ADMIN = { username: 'catalog_admin', password: 'catalog-admin-password' };

async function signedInAdmin(product: {
  browser: import('playwright-core').Browser;
  origin: string;
  container: Container;
}) {
  await product.container.staffAuth.create({ ...ADMIN, role: 'admin', projectId: null });
  const watched = await watchedPage(product.browser);
  await watched.page.goto(`${product.origin}/admin/login`);
  await staffSignIn(watched.page, ADMIN.username, ADMIN.password);
  return watched;
}

/** The API as staff, with a token of its own (seeding what the screens then show). */
async function staffApi(container: Container) {
  const token = await staffToken(container, { username: 'catalog_seed', role: 'admin' });
  return async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
    const res = await container.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
}

const poolBody = (projectId: string, title: string, extra: object = {}) => ({
  title,
  projectId,
  totalAmountUsd: 25,
  rewardRate: 10,
  rewardUnit: 'flat',
  platforms: ['x'],
  requirements: [],
  status: 'active',
  deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  ...extra,
});

/** A creator signed in through the demo sign-in submits a post (the product's origin passes CSRF). */
async function submitAs(container: Container, origin: string, handle: string, poolId: string) {
  const signIn = await container.app.inject({
    method: 'POST',
    url: '/api/auth/demo',
    headers: { origin },
    payload: { handle },
  });
  const jar = new CookieJar().store(signIn.headers);
  const res = await container.app.inject({
    method: 'POST',
    url: '/api/submissions',
    headers: { cookie: jar.header(), origin },
    payload: {
      rewardPoolId: poolId,
      contentUrl: `https://x.com/${handle}/status/17900000000000${handle.length}`,
    },
  });
  if (res.statusCode !== 201) throw new Error(`submit: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

const confirmDialog = (page: Page) => page.locator('.ant-modal-confirm');
/** The confirmation has closed (its exit animation done), so keys reach the page again. */
const confirmClosed = (page: Page) =>
  page.locator('.ant-modal-confirm:visible').first().waitFor({ state: 'detached' });
/** Clicks a confirmation's button once its zoom-in has ended (see motionSettled). */
async function confirmWith(page: Page, button: string): Promise<void> {
  await settledClick(page, confirmDialog(page).getByRole('button', { name: button }));
}
/** The refusals the test provokes on purpose (deleting what the server keeps). */
const provoked = (e: string) =>
  /status of 409|status of 404 .*search-protokols\/nobody_knows_me|status of 503 .*\/api\/influencers\/enrich/.test(
    e,
  );

t.test(
  'without X: hidden project, autofill from stored accounts, featured, deletes, paging, keys',
  async (t) => {
    const product = await openProduct(t);
    if (!product) return;
    const { container, origin } = product;
    const api = await staffApi(container);
    const hidden = await api('POST', '/api/projects', {
      twitterUsername: 'hidden_proj',
      twitterDisplayName: 'Hidden Project',
      hidden: true,
    });
    const visible = await api('POST', '/api/projects', {
      twitterUsername: 'visible_proj',
      twitterDisplayName: 'Visible Project',
    });
    await api('POST', '/api/influencers', {
      id: crypto.randomUUID(),
      twitterUsername: 'stored_account',
      twitterDisplayName: 'Stored Account',
      twitterFollowersCount: 4200,
    });
    const { page, errors } = await signedInAdmin(product);

    await t.test(
      'a hidden project opens in the edit form (the admin read, not the public one)',
      async (t) => {
        await visit(page, `/admin/projects?open=${hidden.id}`);
        const dialog = page.getByRole('dialog', { name: 'Edit project' });
        await dialog.getByLabel('Hidden from public pages').waitFor();
        // A string, so the test's own TypeScript needs no DOM types.
        await page.waitForFunction(
          "document.querySelector('#project-twitterDisplayName')?.value === 'Hidden Project'",
        );
        t.pass("the form holds the hidden project's values");
        t.equal(await dialog.getByRole('alert').count(), 0, 'no load error');
        t.ok(await dialog.getByLabel('Hidden from public pages').isChecked());
        await settledClick(page, dialog.getByRole('button', { name: 'Cancel' }));
      },
    );

    await t.test('autofill: says X is missing, fills from the stored account, names a miss', async (t) => {
      await page.goto(`${origin}/admin/projects`);
      await page.getByRole('button', { name: 'Add project' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add project' });
      await dialog
        .getByText(/X is not configured here: Autofill reads the accounts already stored/)
        .waitFor();
      await motionSettled(page);
      await dialog.getByRole('button', { name: 'Autofill from profile lookup' }).click();
      await dialog.getByText('Type the X handle to look up first').waitFor();
      t.pass('no handle: the field says what to do');
      await dialog.getByLabel('X handle', { exact: true }).fill('@stored_account');
      await dialog.getByRole('button', { name: 'Autofill from profile lookup' }).click();
      await dialog
        .getByText('Filled from the profile of @stored_account. Check the fields, then save.')
        .waitFor();
      t.equal(await dialog.getByLabel('Name', { exact: true }).inputValue(), 'Stored Account');
      t.equal(await dialog.getByLabel('Followers', { exact: true }).inputValue(), '4200');
      await screenshot(page, 'admin-project-autofill-desktop');
      await dialog.getByLabel('X handle', { exact: true }).fill('nobody_knows_me');
      await dialog.getByRole('button', { name: 'Autofill from profile lookup' }).click();
      await dialog.getByText(/^Twitter profile not found: /).waitFor();
      t.pass('an unknown handle is named as not found');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    });

    await t.test('Enrich without X answers with the reason', async (t) => {
      await visit(page, `/admin/kols?q=stored_account`);
      await page.getByText('X is not configured on this server: Enrich answers with the reason.').waitFor();
      await page.getByRole('button', { name: 'Enrich @stored_account' }).click();
      await page.getByText(/Failed to enrich @stored_account: X is not configured/).waitFor();
      t.pass('the server sentence is shown');
    });

    await t.test('the featured switch, on a hidden project too', async (t) => {
      await visit(page, `/admin/projects?q=proj`);
      const featured = page.getByRole('switch', { name: 'Featured: hidden_proj' });
      t.equal(await featured.getAttribute('aria-checked'), 'false');
      await featured.click();
      await page.getByText('Hidden Project is now featured.').waitFor();
      await page.getByRole('switch', { name: 'Featured: hidden_proj', checked: true }).waitFor();
      const stored = await api('GET', `/api/admin/projects/${hidden.id}`);
      t.same([stored.featured, stored.hidden], [true, true], 'featured, and still hidden');
      await featured.click();
      await page.getByText('Hidden Project is no longer featured.').waitFor();
      t.equal((await api('GET', `/api/admin/projects/${hidden.id}`)).featured, false);
    });

    // Pools for the paging, the queue and the deletes.
    const payingPool = await api('POST', '/api/reward-pools', poolBody(visible.id, 'Paying Pool'));
    for (let i = 0; i < 22; i++) {
      await api(
        'POST',
        '/api/reward-pools',
        poolBody(hidden.id, `Bulk pool ${String(i).padStart(2, '0')}`, {
          status: i < 3 ? 'closed' : 'active',
        }),
      );
    }
    const subs = [
      await submitAs(container, origin, 'queue_first', payingPool.id),
      await submitAs(container, origin, 'queue_second', payingPool.id),
    ];

    await t.test('pools are paged and filtered on the server; the URL keeps the view', async (t) => {
      await visit(page, `/admin/reward-pools`);
      await page.getByRole('row').filter({ hasText: 'Bulk pool 21' }).waitFor();
      const listed = page.waitForRequest(
        (r) => r.url().includes('/api/admin/reward-pools?') && r.url().includes('page=2'),
      );
      await page.getByText('Page 1 of 2').waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      const request = await listed;
      t.match(request.url(), /limit=20/, 'the browser asks the server for one page');
      await page.waitForURL(/page=2/);
      await page.getByRole('row').filter({ hasText: 'Paying Pool' }).waitFor();
      await page.reload();
      await page.getByRole('row').filter({ hasText: 'Paying Pool' }).waitFor();
      t.pass('page 2 survives a reload');
      await page.getByLabel('Status', { exact: true }).selectOption('closed');
      await page.waitForURL(
        (url) => url.searchParams.get('status') === 'closed' && !url.searchParams.has('page'),
      );
      await page.getByRole('row').filter({ hasText: 'Bulk pool 02' }).waitFor();
      t.equal(
        await page
          .getByRole('row')
          .filter({ hasText: /Bulk pool/ })
          .count(),
        3,
        'three closed pools',
      );
      await page.getByLabel('Project', { exact: true }).selectOption({ label: 'Visible Project' });
      await page.getByText('No pool matches these filters.').waitFor();
      t.pass('the filters combine on the server');
      await page.getByPlaceholder('Search pools').fill('paying');
      await page.getByLabel('Status', { exact: true }).selectOption('');
      await page.getByRole('row').filter({ hasText: 'Paying Pool' }).waitFor();
      t.match(page.url(), /q=paying/);
    });

    await t.test(
      'the review queue by keyboard: j moves, a approves, r rejects, each after the preview',
      async (t) => {
        await visit(page, `/admin/reward-submissions?status=pending`);
        await page.getByRole('row').filter({ hasText: '@queue_second' }).waitFor();
        const selected = () => page.locator('tr[aria-selected="true"]').textContent();
        t.match(await selected(), /@queue_first/, 'the oldest pending first, selected');
        await page.keyboard.press('j');
        t.match(await selected(), /@queue_second/, 'j moves down');
        await page.keyboard.press('k');
        t.match(await selected(), /@queue_first/, 'k moves up');
        await page.keyboard.press('a');
        await confirmDialog(page)
          .getByText(/Approving books \$10\.00/)
          .waitFor();
        t.match(await confirmDialog(page).textContent(), /Approve @queue_first's submission\?/);
        // Keyboard only: the confirmation's OK has the focus, Enter confirms.
        await page.keyboard.press('Enter');
        await page.getByText("@queue_first's submission is approved.").waitFor();
        await page.getByRole('row').filter({ hasText: '@queue_first' }).waitFor({ state: 'detached' });
        t.pass('the approved one leaves the pending queue');
        await confirmClosed(page);
        await page.keyboard.press('r');
        await confirmDialog(page)
          .getByText(/No money moves/)
          .waitFor();
        await confirmDialog(page).getByLabel('Note to the creator (optional)').fill('Off-topic post');
        await confirmWith(page, 'Reject');
        await page.getByText("@queue_second's submission is rejected.").waitFor();
        await page.getByText('No submission matches these filters.').waitFor();
        const stored = await Promise.all(subs.map((id) => api('GET', `/api/submissions/${id}`)));
        t.same(
          stored.map((s) => [s.status, s.reviewNote]),
          [
            ['approved', null],
            ['rejected', 'Off-topic post'],
          ],
          'the note went with the rejection',
        );
      },
    );

    await t.test(
      "review notes: in the pool's submissions, the audit trail, and with a re-review",
      async (t) => {
        await visit(page, `/admin/reward-pools/${payingPool.id}`);
        const table = page.getByRole('table', { name: 'Pool submissions' });
        const row = table.getByRole('row').filter({ hasText: '@queue_second' });
        await row.waitFor();
        t.match(await row.textContent(), /Off-topic post/, "the pool's submissions show the review note");
        await screenshot(page, 'admin-pool-detail-notes-desktop');
        // The shared link names a submission that is not on the page shown (approved only).
        await visit(page, `/admin/reward-submissions?status=approved&open=${subs[1]}`);
        const dialog = page.getByRole('dialog', { name: 'Review Submission' });
        await dialog
          .getByTestId('audit-trail')
          .getByText(/pending → rejected.*Off-topic post/)
          .waitFor();
        t.pass('the audit trail carries the note');
        await dialog.getByLabel('Note to the creator (optional)').fill('Fixed: on topic now');
        t.comment(
          `DEBUG note value: ${await dialog.getByLabel('Note to the creator (optional)').inputValue()}`,
        );
        t.strictSame(await seriousViolations(page), [], 'review modal with a note: no serious axe violation');
        await settledClick(page, dialog.getByRole('button', { name: 'Approve' }));
        await page.getByText(/@queue_second's submission is approved: \$10\.00 booked/).waitFor();
        const reviewed = await api('GET', `/api/submissions/${subs[1]}`);
        t.same([reviewed.status, reviewed.reviewNote], ['approved', 'Fixed: on topic now']);
      },
    );

    await t.test(
      'deletes: the confirmation names what goes; the server refuses with its reason',
      async (t) => {
        await page.goto(`${origin}/admin/reward-pools?q=paying`);
        await page.getByRole('button', { name: 'Delete Paying Pool' }).click();
        await confirmDialog(page)
          .getByText(/Its 2 participant\(s\)' submissions go with it/)
          .waitFor();
        await motionSettled(page);
        await screenshot(page, 'admin-pool-delete-confirm-desktop');
        t.strictSame(await seriousViolations(page), [], 'confirmation: no serious axe violation');
        await confirmWith(page, 'Delete');
        await page
          .getByText('This pool has approved payouts and cannot be deleted: close it instead')
          .waitFor();
        t.pass("the server's reason for a pool with payouts");

        await visit(page, `/admin/reward-pools?q=Bulk%20pool%2000`);
        await page.getByRole('button', { name: 'Delete Bulk pool 00' }).click();
        await confirmDialog(page)
          .getByText(/Its 0 participant\(s\)' submissions go with it/)
          .waitFor();
        await confirmWith(page, 'Delete');
        await page.getByText('"Bulk pool 00" was deleted.').waitFor();
        await page.getByText('No pool matches these filters.').waitFor();
        t.pass('a pool without payouts goes, and the list follows');

        await visit(page, `/admin/projects?q=visible`);
        await page.getByRole('button', { name: 'Delete visible_proj' }).click();
        await confirmDialog(page)
          .getByText(/Visible Project has 1 reward pool\(s\): delete them first/)
          .waitFor();
        await confirmWith(page, 'Delete');
        await page.getByText(/the project still has reward pools/).waitFor();
        t.pass("the project's pools are named, and the server's refusal shown");

        await page.goto(`${origin}/admin/kols?q=stored_account`);
        await page.getByRole('button', { name: 'Delete @stored_account' }).click();
        await confirmDialog(page)
          .getByText(/This deletes the KOL with their posts\. Their rank positions are rebuilt\./)
          .waitFor();
        await confirmWith(page, 'Delete');
        await page.getByText('@stored_account was deleted.').waitFor();
        await page.getByText('No KOL matches "stored_account".').waitFor();
      },
    );

    t.strictSame(
      errors.filter((e) => !provoked(e)),
      [],
      'no console errors but the provoked refusals',
    );
    await page.context().close();
  },
);

/** A stand-in for X API v2's user lookup, answering one profile over HTTP. */
async function fakeX(t: Test, profile: Record<string, unknown>): Promise<string> {
  const server: Server = createServer((req, res) => {
    const name = /\/2\/users\/by\/username\/([^/?]+)/.exec(req.url ?? '')?.[1];
    res.setHeader('content-type', 'application/json');
    if (name && name.toLowerCase() === String(profile.username).toLowerCase()) {
      res.end(JSON.stringify({ data: profile }));
    } else {
      res.statusCode = 404;
      res.end(JSON.stringify({ errors: [{ title: 'Not Found Error' }] }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

t.test('with X: autofill reads the live profile, Enrich shows what changed', async (t) => {
  const xUrl = await fakeX(t, {
    id: '9001',
    username: 'live_account',
    name: 'Live Account',
    description: 'Fresh from X',
    public_metrics: { followers_count: 12345, following_count: 12, tweet_count: 99 },
    created_at: '2020-01-01T00:00:00.000Z',
  });
  const product = await openProduct(t, { X_API_BEARER_TOKEN: 'test-bearer', X_API_URL: xUrl });
  if (!product) return;
  const { container } = product;
  const api = await staffApi(container);
  await api('POST', '/api/influencers', {
    id: crypto.randomUUID(),
    twitterUsername: 'live_account',
    twitterDisplayName: 'Old Name',
    twitterFollowersCount: 10,
  });
  const { page, errors } = await signedInAdmin(product);

  await t.test('autofill fills the form from X', async (t) => {
    await visit(page, `/admin/projects`);
    await page.getByRole('button', { name: 'Add project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add project' });
    await dialog.getByText('Autofill reads the profile from X.').waitFor();
    await motionSettled(page);
    await dialog.getByLabel('X handle', { exact: true }).fill('live_account');
    await dialog.getByRole('button', { name: 'Autofill from profile lookup' }).click();
    await dialog
      .getByText('Filled from the profile of @live_account. Check the fields, then save.')
      .waitFor();
    t.equal(await dialog.getByLabel('Name', { exact: true }).inputValue(), 'Live Account');
    t.equal(await dialog.getByLabel('Followers', { exact: true }).inputValue(), '12345');
    t.equal(await dialog.getByLabel('Description', { exact: true }).inputValue(), 'Fresh from X');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Live Account was saved.').waitFor();
  });

  await t.test('Enrich lists each changed field, before and after', async (t) => {
    await visit(page, `/admin/kols?q=live_account`);
    // The screen drawn first, so the count below is of a rendered screen.
    await page.getByRole('button', { name: 'Enrich @live_account' }).waitFor();
    t.equal(await page.getByText('X is not configured on this server').count(), 0);
    await page.getByRole('button', { name: 'Enrich @live_account' }).click();
    const report = page.getByRole('status').filter({ hasText: 'Enriched @live_account' });
    await report.waitFor();
    const text = (await report.textContent()) ?? '';
    t.match(text, /field\(s\) changed/);
    t.match(text, /Display name: Old Name → Live Account/);
    t.match(text, /Followers: 10 → 12345/);
    t.strictSame(await seriousViolations(page), [], 'Enrich report: no serious axe violation');
    await screenshot(page, 'admin-kol-enriched-desktop');
    await page.getByRole('row').filter({ hasText: 'Live Account' }).waitFor();
    t.pass('the list shows the enriched row');
  });

  t.strictSame(errors, [], 'no console errors');
  await page.context().close();
});
