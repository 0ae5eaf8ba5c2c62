import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import type { Test } from 'tap';
import type { Container } from '#adapters/main/container.ts';
import { axeResults } from './accessibility.ts';
import { clientNavigate, DESKTOP, MOBILE, screenshot, screenshotsWanted, watchedPage } from './browser.ts';
import { openDemoXSignIn } from '../e2e/demo-x-sign-in.ts';
import { motionSettled, settledClick } from './settled-dialog.ts';

/**
 * axe-core on the page as a person sees it: serious and critical violations, described.
 * Motions end first: a button that has just become enabled fades from grey to its colour in
 * 0.2 s, and axe's contrast check read mid-fade once on a loaded CI machine (docs/testing.md,
 * "Contrast mid-transition").
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await motionSettled(page);
  // Run in the page itself when it has one frame (test/helpers/accessibility.ts).
  const result = await axeResults(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

/** Signs staff in on the login page and waits for the guarded layout. */
export async function staffSignIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Log out' }).waitFor();
}

/** The 401s a test provokes on purpose (a refused password, an expired token) and a visitor's /api/auth/me. */
const expected401 = (e: string) => /status of 40[13]/.test(e);

/**
 * The admin journey from the issue, on one server: admin creates a project and a pool,
 * a creator submits through demo sign-in, admin approves with the server's preview and
 * sees the ledger (and its CSV export), the creator sees the approval, reverting books
 * a reversal; a PROJECT member created on the Staff page is kept to their project; an
 * expired token returns to login and back. Every screen: axe and two screenshots.
 */
export async function adminJourney(
  t: Test,
  product: { browser: Browser; origin: string; container: Container },
) {
  const { browser, origin, container } = product;
  const password = 'journey-admin-password';
  await container.staffAuth.create({ username: 'journey_admin', password, role: 'admin', projectId: null });
  const { page, errors, requests } = await watchedPage(browser, DESKTOP, () => false);

  await t.test('sign in, then back to the page asked for', async (t) => {
    await page.goto(`${origin}/admin/projects?sort=name`);
    await page.waitForURL(/\/admin\/login\?next=/);
    await staffSignIn(page, 'journey_admin', password);
    await page.waitForURL(`${origin}/admin/projects?sort=name`);
    await page.getByText('No projects yet — add the first.').waitFor();
    t.pass('an empty table says so');
    t.notOk(
      requests.some((u) => new URL(u).pathname === '/api/auth/me'),
      "the creator's /api/auth/me is not called on admin pages",
    );
    await page.goto(`${origin}/admin/no-such-page`);
    await page.waitForURL(`${origin}/`);
    t.pass('an unknown admin path goes to /');
  });

  let poolId = '';
  await t.test('admin creates a project and a pool for it', async (t) => {
    await page.goto(`${origin}/admin/projects`);
    await page.getByRole('button', { name: 'Add project' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('X handle', { exact: true }).fill('journey_proj');
    await dialog.getByLabel('Name', { exact: true }).fill('Journey Project');
    await dialog.getByLabel('Market cap (USD)', { exact: true }).fill('1250000000');
    await dialog.getByLabel('Price (USD)', { exact: true }).fill('1.5');
    await settledClick(page, dialog.getByRole('button', { name: 'Save' }));
    await page.getByText('Journey Project was saved.').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Journey Project' });
    t.match(await row.textContent(), /1\.3B/, 'market cap in compact form');
    t.match(await row.textContent(), /1\.50/, 'price with 2 decimals');

    await page.goto(`${origin}/admin/reward-pools`);
    await page.getByText('No pools yet — create the first.').waitFor();
    await page.getByRole('button', { name: 'Add pool' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Project', { exact: true }).selectOption({ label: 'Journey Project' });
    await form.getByLabel('Title', { exact: true }).fill('Journey Pool');
    await form.getByLabel('Requirement 1', { exact: true }).fill('Mention @journey_proj');
    await form.getByLabel('x', { exact: true }).check();
    await form.getByLabel('Reward rate (USD)', { exact: true }).fill('10');
    await form.getByLabel('Total amount (USD)', { exact: true }).fill('25');
    await settledClick(page, form.getByRole('button', { name: 'Save' }));
    await page.getByText('"Journey Pool" was saved.').waitFor();
    const poolRow = page.getByRole('row').filter({ hasText: 'Journey Pool' });
    t.match(await poolRow.textContent(), /Journey Project/, 'the pool names its project');
    t.match(await poolRow.textContent(), /Active/, 'status capitalised');
    const pools = (await container.app.inject({ url: '/api/reward-pools' })).json() as {
      id: string;
      title: string;
    }[];
    poolId = pools.find((p) => p.title === 'Journey Pool')?.id ?? '';
    t.ok(poolId, 'the pool is stored');
  });

  // The creator, in a browser of their own, through the demo sign-in and the pool card.
  const creator = await watchedPage(browser);
  await t.test('a creator signs in (demo) and submits a post', async (t) => {
    const c = creator.page;
    await c.goto(`${origin}/beta`);
    await openDemoXSignIn(c);
    await c.locator('#handle').fill('journey_creator');
    await c.getByRole('button', { name: 'Continue as this handle' }).click();
    // Sign-in returns where it started (docs/identity.md).
    await c.waitForURL((url) => url.pathname === '/beta');
    await c.goto(`${origin}/beta/projects/journey_proj?tab=pools`);
    // The submit form lives on the pool's detail view, one link away from its card.
    await c
      .getByTestId('pool-card')
      .filter({ hasText: 'Journey Pool' })
      .getByRole('link', { name: /View details/ })
      .click();
    const card = c.getByTestId('pool-submit');
    await card.getByRole('button', { name: 'Submit content' }).click();
    await card
      .getByLabel('Content URL', { exact: true })
      .fill('https://x.com/journey_creator/status/1790000000000000077');
    await card.getByRole('button', { name: 'Submit', exact: true }).click();
    await card.getByText('Submitted! The project will review your content.').waitFor();
    t.pass('submitted');
  });

  const ledgerRows = async () =>
    (
      await container.app.inject({
        url: `/api/admin/reward-pools/${poolId}/ledger`,
        headers: {
          authorization: `Bearer ${await page.evaluate<string | null>("localStorage.getItem('token')")}`,
        },
      })
    ).json() as { id: string; kind: string; amountUsd: number; reviewer: string }[];

  await t.test('admin reviews: the preview, approval, ledger and CSV export', async (t) => {
    await page.goto(`${origin}/admin/reward-submissions`);
    const row = page.getByRole('row').filter({ hasText: '@journey_creator' });
    await row.getByRole('button', { name: /Review/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Review Submission' });
    await dialog
      .getByTestId('review-preview')
      .getByText(/Approving books \$10\.00/)
      .waitFor();
    t.match(
      await dialog.getByTestId('review-preview').textContent(),
      /keeps \$15\.00 of \$25\.00/,
      'what remains',
    );
    t.strictSame(await seriousViolations(page), [], 'review modal: no serious axe violation');
    await screenshot(page, 'admin-review-modal-desktop');
    await settledClick(page, dialog.getByRole('button', { name: 'Approve' }));
    await page.getByText(/submission is approved: \$10\.00 booked/).waitFor();
    t.ok(new URL(page.url()).search.indexOf('open=') < 0, 'the modal closed only after the server answered');

    await page.goto(`${origin}/admin/reward-pools/${poolId}`);
    const ledger = page.getByRole('table', { name: 'Payout ledger' });
    await ledger.getByRole('row').filter({ hasText: '@journey_creator' }).waitFor();
    t.match(await ledger.textContent(), /Payout.*\$10\.00.*journey_admin/s, 'the payout with its reviewer');
    t.match(await page.getByTestId('pool-paid').textContent(), /Paid out \$10\.00 of \$25\.00/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync((await download.path()) ?? '', 'utf8')
      .trim()
      .split('\r\n');
    const rows = await ledgerRows();
    t.equal(csv.length, rows.length + 1, 'a CSV line per ledger row, after the header');
    t.strictSame(
      csv.slice(1).map((line) => line.split(',').slice(0, 3)),
      rows.map((r) => [r.id, r.kind, r.amountUsd.toFixed(2)]),
      'the CSV export equals the ledger rows',
    );
  });

  await t.test('the creator sees the approval', async (t) => {
    const mine = await creator.page.request.get(`${origin}/api/me/submissions`);
    const [submission] = (await mine.json()) as { status: string; payoutUsd: number }[];
    t.same(
      { status: submission?.status, payoutUsd: submission?.payoutUsd },
      { status: 'approved', payoutUsd: 10 },
    );
  });

  await t.test('reverting the approval books a reversal, in the audit trail too', async (t) => {
    await page.goto(`${origin}/admin/reward-submissions?status=approved`);
    // Keyboard: the first row is selected; Enter opens it.
    await page.getByRole('row').filter({ hasText: '@journey_creator' }).waitFor();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Review Submission' });
    await dialog.getByText(/This reverses the \$10\.00 payout/).waitFor();
    t.match(
      await dialog.getByTestId('audit-trail').textContent(),
      /journey_admin: pending → approved \(\+\$10\.00\)/,
    );
    await settledClick(page, dialog.getByRole('button', { name: 'Reject' }));
    await page.getByText(/submission is rejected/).waitFor();
    const rows = await ledgerRows();
    t.same(
      rows.map((r) => [r.kind, r.amountUsd]),
      [
        ['payout', 10],
        ['reversal', -10],
      ],
    );
    await page.goto(`${origin}/admin/reward-pools/${poolId}`);
    await page.getByRole('table', { name: 'Payout ledger' }).getByText('Reversal').waitFor();
    t.pass('the ledger page shows the reversal row');
  });

  await t.test('a PROJECT member, created on the Staff page, sees only their project', async (t) => {
    const other = crypto.randomUUID();
    await container.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: {
        authorization: `Bearer ${await page.evaluate<string | null>("localStorage.getItem('token')")}`,
      },
      payload: { twitterUsername: 'other_proj', twitterDisplayName: 'Other Project' },
    });
    const otherProject = (await container.app.inject({ url: '/api/projects/slug/other_proj' })).json() as {
      id: string;
    };
    const otherPool = await container.rewardPools.create(
      { user: null, staff: { staffId: other, username: 'x', role: 'admin', projectId: null } },
      {
        title: 'Other Pool',
        projectId: otherProject.id,
        totalAmountUsd: 5,
        rewardRate: 1,
        rewardUnit: 'flat',
        platforms: ['x'],
        requirements: [],
        status: 'active',
        deadline: new Date(Date.now() + 86_400_000).toISOString(),
      },
    );

    await page.goto(`${origin}/admin/staff`);
    await page.getByRole('button', { name: 'Add staff member' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Username', { exact: true }).fill('journey_member');
    await form.getByLabel('Project', { exact: true }).selectOption({ label: 'Journey Project' });
    await settledClick(page, form.getByRole('button', { name: 'Create' }));
    const secret = (await page.getByTestId('one-time-password').textContent()) ?? '';
    t.ok(secret.length >= 12, 'the one-time password is shown');
    await screenshot(page, 'admin-staff-created-desktop');

    const member = await watchedPage(browser, DESKTOP, () => false);
    await member.page.goto(`${origin}/admin/login`);
    await staffSignIn(member.page, 'journey_member', secret);
    await member.page.goto(`${origin}/admin/reward-pools`);
    await member.page.getByRole('row').filter({ hasText: 'Journey Pool' }).waitFor();
    t.notOk(await member.page.getByText('Other Pool').count(), "another project's pool is not listed");
    t.notOk(
      await member.page.getByRole('menuitem', { name: 'KOLs' }).count(),
      'no admin-only pages in the menu',
    );
    await member.page.goto(`${origin}/admin/reward-pools/${otherPool.id}`);
    await member.page.getByText('This pool belongs to another project').waitFor();
    t.pass('a typed URL of another project is refused clearly');
    await member.page.goto(`${origin}/admin/reward-submissions`);
    await member.page.getByRole('row').filter({ hasText: '@journey_creator' }).waitFor();
    t.pass('their own submissions are listed');
    t.strictSame(
      member.errors.filter((e) => !expected401(e)),
      [],
      'no console errors for the member',
    );
    await member.page.context().close();
  });

  await t.test('an expired token returns to login and back', async (t) => {
    await page.goto(`${origin}/admin/reward-pools?status=active`);
    await page.getByRole('row').filter({ hasText: 'Journey Pool' }).waitFor();
    // A token the server no longer accepts (signed with another secret: as good as expired).
    await page.evaluate("localStorage.setItem('token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.bad')");
    await page.getByRole('menuitem', { name: 'Reward Submissions' }).click();
    await page.getByText('Your session ended, sign in again').waitFor();
    t.match(new URL(page.url()).searchParams.get('next') ?? '', /^\/admin\/reward-submissions/);
    await staffSignIn(page, 'journey_admin', password);
    await page.waitForURL(`${origin}/admin/reward-submissions`);
    t.pass('back on the page the session ended on');
  });

  await t.test('every screen: axe and desktop and 390 px screenshots', async (t) => {
    const screens = [
      ['projects', '/admin/projects', 'Projects'],
      ['kols', '/admin/kols', 'KOLs'],
      ['users', '/admin/users', 'Users'],
      ['reward-pools', '/admin/reward-pools', 'Reward Pools'],
      ['pool-detail', `/admin/reward-pools/${poolId}`, 'Journey Pool'],
      ['reward-submissions', '/admin/reward-submissions', 'Reward Submissions'],
      ['rankings', '/admin/rankings', 'Rankings'],
      ['staff', '/admin/staff', 'Staff'],
    ] as const;
    const token = await page.evaluate<string | null>("localStorage.getItem('token')");
    for (const [viewport, suffix] of [
      [DESKTOP, 'desktop'],
      [MOBILE, 'mobile'],
    ] as const) {
      const { page: p, networkQuiet } = await watchedPage(browser, viewport);
      await p.goto(`${origin}/admin/login`);
      await p.evaluate(`localStorage.setItem('token', ${JSON.stringify(token ?? '')})`);
      for (const [i, [name, path, heading]] of screens.entries()) {
        // Every screen is loaded from its URL at desktop width; at 390 px, after the first,
        // they are reached inside the app, as its menu does: the same screens for axe, at about
        // half the CPU of booting the shell and mfe-admin again (docs/testing.md, "Tenth pass").
        // A new context, so no screen's data was fetched before in this page.
        if (suffix === 'mobile' && i > 0) {
          await clientNavigate(p, path);
          await p.waitForURL(`${origin}${path}`);
        } else {
          await p.goto(`${origin}${path}`);
        }
        await p.getByRole('heading', { name: heading, level: 1 }).waitFor();
        await networkQuiet();
        t.strictSame(
          await seriousViolations(p),
          [],
          `${name} (${suffix}): no serious or critical axe violation`,
        );
        await screenshot(p, `admin-${name}-${suffix}`);
      }
      if (suffix === 'mobile') {
        const header = p.locator('header.ant-layout-header');
        const box = await header.boundingBox();
        t.ok(box && box.height <= 72, `the 390 px header stays one bar (${box?.height} px)`);
        await p.getByRole('button', { name: 'Open the menu' }).click();
        await p.getByRole('menuitem', { name: 'Staff' }).waitFor();
        // Let the drawer finish sliding in before the picture (taken only when asked).
        if (screenshotsWanted()) await p.waitForTimeout(500);
        await screenshot(p, 'admin-menu-mobile');
      }
      await p.evaluate("localStorage.removeItem('token')");
      await p.goto(`${origin}/admin/login`);
      await p.getByRole('button', { name: 'Log in' }).waitFor();
      t.strictSame(await seriousViolations(p), [], `login (${suffix}): no serious or critical axe violation`);
      await screenshot(p, `admin-login-${suffix}`);
      await p.context().close();
    }
  });

  t.strictSame(
    errors.filter((e) => !expected401(e)),
    [],
    'no console errors but the provoked 401s',
  );
  t.strictSame(creator.errors, [], 'no console errors for the creator');
  await creator.page.context().close();
  await page.context().close();
}
