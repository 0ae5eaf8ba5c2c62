import { join } from 'node:path';
import t from 'tap';
import { clientNavigate, openProduct, screenshot, watchedPage } from '../helpers/browser.ts';
import { settledClick } from '../helpers/settled-dialog.ts';
import { serveFolder } from '../helpers/static-origin.ts';

const ADMIN_DIST = join(import.meta.dirname, '..', '..', 'mfe-admin', 'dist');

/**
 * mfe-admin deployed on its own origin: the shell learns its URL from GET /config
 * (MFE_ADMIN_URL) and loads it from there; when that origin is down, only the admin
 * area says so and the rest of the product keeps working.
 */
// Setup inside a test, not at the top level: see docs/testing.md, "Browser files grouped".
t.test('mfe-admin from its own origin in Chromium', async (t) => {
  const adminOrigin = await serveFolder(t, ADMIN_DIST);
  const product = await openProduct(t, { MFE_ADMIN_URL: `${adminOrigin.origin}/remoteEntry.js` });
  if (product) {
    const { browser, origin, container } = product;
    const password = 'ops-password-long';
    await container.staffAuth.create({ username: 'ops', password, role: 'admin', projectId: null });

    await t.test('the shell loads mfe-admin from its own origin and staff can sign in', async (t) => {
      const { page, errors, requests } = await watchedPage(browser);
      await page.goto(`${origin}/admin/login`);
      await page.locator('[data-mfe="admin"]').getByText('Mindmark Admin Panel').waitFor();
      t.ok(adminOrigin.requests.includes('/remoteEntry.js'), 'remoteEntry.js was served by the admin origin');
      const fromProduct = requests.filter((url) => url.startsWith(`${origin}/mfe/admin/`));
      t.strictSame(fromProduct, [], 'nothing of mfe-admin came from the product server');
      const adminChunks = requests.filter((url) => url.startsWith(adminOrigin.origin) && /\.js$/.test(url));
      t.ok(adminChunks.length > 1, `its chunks came from its origin too (${adminChunks.length} files)`);

      await page.getByRole('button', { name: 'Log in' }).click();
      t.ok(await page.getByText('Please enter your username').isVisible(), 'both fields are required');
      await page.getByLabel('Username').fill('ops');
      await page.getByLabel('Password').fill('wrong-password');
      await page.getByRole('button', { name: 'Log in' }).click();
      await page
        .getByRole('alert')
        .getByText(/invalid|incorrect|wrong/i)
        .waitFor();
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('button', { name: 'Log out' }).waitFor();
      t.not(new URL(page.url()).pathname, '/admin/login', 'signed in, the guarded layout is shown');
      t.ok(await page.evaluate("Boolean(localStorage.getItem('token'))"), 'token stored under `token`');
      t.match(
        await page.locator('footer').textContent(),
        new RegExp(`${new Date().getFullYear()}`),
        'footer names the year',
      );
      await screenshot(page, 'admin-signed-in-desktop');

      const tracked: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/track')
          tracked.push(request.postDataJSON().props.path);
      });
      await page.getByRole('menuitem', { name: 'KOLs' }).click();
      await page.waitForURL(`${origin}/admin/kols`);
      for (let waited = 0; !tracked.includes('/admin/kols') && waited < 5000; waited += 50)
        await page.waitForTimeout(50);
      t.ok(tracked.includes('/admin/kols'), 'the route change was tracked as a page view');

      // Every screen's code is a chunk of its own: each must load from the admin origin, read
      // its data from the product's API and write through it (a project saved). The whole
      // journey runs once, on the same-origin build (admin-journey.test.ts): past loading, the
      // screens run the same code wherever mfe-admin is served from (docs/testing.md,
      // "Fourteenth pass").
      const screens = [
        ['/admin/projects', 'Projects'],
        ['/admin/users', 'Users'],
        ['/admin/reward-pools', 'Reward Pools'],
        ['/admin/reward-submissions', 'Reward Submissions'],
        ['/admin/rankings', 'Rankings'],
        ['/admin/staff', 'Staff'],
      ] as const;
      for (const [path, heading] of screens) {
        const before = requests.length;
        await clientNavigate(page, path);
        await page.waitForURL(`${origin}${path}`);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        const loaded = requests.slice(before);
        t.ok(
          loaded.some((url) => new URL(url).pathname.startsWith('/api/')),
          `${path}: its data came from the product's API`,
        );
        t.strictSame(
          loaded.filter((url) => url.startsWith(`${origin}/mfe/admin/`)),
          [],
          `${path}: none of its code from the product server`,
        );
      }
      await page.goto(`${origin}/admin/projects`);
      await page.getByRole('button', { name: 'Add project' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('X handle', { exact: true }).fill('remote_proj');
      await dialog.getByLabel('Name', { exact: true }).fill('Remote Project');
      await settledClick(page, dialog.getByRole('button', { name: 'Save' }));
      await page.getByText('Remote Project was saved.').waitFor();
      await page.reload();
      await page.getByRole('row').filter({ hasText: 'Remote Project' }).waitFor();
      t.pass('a project saved on the screen is there after a reload: stored by the product');
      // The wrong password's 401 is the only error a browser logs here.
      t.strictSame(
        errors.filter((e) => !/status of 401.*\/api\/auth\/admin\/login/.test(e)),
        [],
        'no other console errors',
      );
      await page.context().close();
    });

    await t.test('when the admin origin is down, its area says so and the rest works', async (t) => {
      await adminOrigin.stop();
      const { page } = await watchedPage(browser);
      await page.goto(`${origin}/admin/login`);
      await page.getByText('The admin panel is unavailable right now').waitFor();
      t.ok(await page.getByRole('button', { name: 'Try again' }).isVisible(), 'offers to try again');
      await screenshot(page, 'admin-unavailable-desktop');
      await page.getByRole('link', { name: 'Go to Mindmark beta' }).click();
      await page
        .locator('#root > [data-remote-area] > [data-mfe="beta"]')
        .getByText('AI Leaderboard')
        .first()
        .waitFor();
      t.pass('the beta, served by the product server, still loads');
      await page.context().close();
    });
  }
});
