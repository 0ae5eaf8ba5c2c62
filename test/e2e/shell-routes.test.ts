import type { Page } from 'playwright-core';
import t from 'tap';
import {
  clientNavigate,
  DESKTOP,
  installReactCounter,
  MOBILE,
  reactRendererCount,
  screenshot,
  watchedPage,
  openProduct,
} from '../helpers/browser.ts';
import { settledClick } from '../helpers/settled-dialog.ts';

/**
 * The production server with the built shell and remotes, in Chromium: every
 * top-level route mounts its remote, React is on the page once, nothing logs an error.
 */
// Setup inside a test, not at the top level: see docs/testing.md, "Browser files grouped".
t.test('shell routes in Chromium', async (t) => {
  // The demo's data: the first-load guards below open a project's page, which needs a project.
  const product = await openProduct(t, {}, 'pglite', { demoSeed: 42 });
  if (product) {
    const { browser, origin } = product;
    const top = (await (
      await fetch(
        `${origin}/api/projects/paginate?page=1&limit=1&sortField=mindsharePercent&sortDirection=desc`,
      )
    ).json()) as { data: { twitterUsername: string }[] };
    const slug = top.data[0]?.twitterUsername;

    const routes = [
      { name: 'home', path: '/', remote: 'onboarding', finalPath: '/', text: 'Welcome to Mindmark' },
      { name: 'beta', path: '/beta', remote: 'beta', finalPath: '/beta', text: 'Login with X' },
      {
        name: 'beta-projects',
        path: '/beta/projects',
        remote: 'beta',
        finalPath: '/beta/projects',
        text: 'Projects',
      },
      {
        name: 'admin-login',
        path: '/admin/login',
        remote: 'admin',
        finalPath: '/admin/login',
        text: 'Log in',
      },
      {
        name: 'wrong-path',
        path: '/no/such/page',
        remote: 'onboarding',
        finalPath: '/',
        text: 'Welcome to Mindmark',
      },
    ] as const;

    for (const viewport of [DESKTOP, MOBILE]) {
      const label = viewport === DESKTOP ? 'desktop' : 'mobile';
      for (const route of routes) {
        await t.test(`${route.path} at ${viewport.width}px`, async (t) => {
          const { page, errors, networkQuiet } = await watchedPage(browser, viewport);
          await installReactCounter(page);
          await page.goto(origin + route.path);
          // The live remote (the server's static first screen sits one level deeper in #root).
          const area = page.locator(`#root > [data-remote-area] > [data-mfe="${route.remote}"]`);
          await area.waitFor();
          await area.getByText(route.text, { exact: false }).first().waitFor();
          await networkQuiet();
          t.equal(new URL(page.url()).pathname, route.finalPath, 'lands on the expected path');
          t.equal(await page.locator('[data-mfe]').count(), 1, 'exactly one remote mounted');
          t.equal(await reactRendererCount(page), 1, 'react-dom registered once: one React on the page');
          t.strictSame(errors, [], 'no console errors');
          await screenshot(page, `${route.name}-${label}`);
          await page.context().close();
        });
      }
    }

    t.test('the beta navigation collapses into a menu below the large breakpoint', async (t) => {
      const { page, errors } = await watchedPage(browser, MOBILE);
      await page.goto(`${origin}/beta`);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Mindmark' });
      await drawer.getByText('AI Leaderboard').waitFor();
      t.ok(await drawer.getByText('Coming soon').isVisible(), 'the short-video item is marked Coming soon');
      await screenshot(page, 'beta-menu-mobile');
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      t.pass('Escape closes the menu');
      await page.getByRole('button', { name: 'Open menu' }).click();
      // The drawer slides in: the click waits for it to rest (docs/testing.md, "Twelfth pass").
      await settledClick(page, drawer.getByText('Projects'));
      await page.waitForURL(`${origin}/beta/projects`);
      await drawer.waitFor({ state: 'hidden' });
      t.strictSame(errors, [], 'no console errors');
      await page.context().close();
    });

    // The first-load JavaScript guards against regressions (bench/RESULTS.md has the full table;
    // the targets are 170 KB on /beta and 150 KB on /: docs/frontend.md, "First-load budget"). The
    // guards sit a little above what each page loads now, and no antd or style engine on any: the
    // projects, a project's overview and a visitor's social card are plain too (docs/frontend.md,
    // "antd off the first load"). `shown` is what the live page shows once its data is in.
    const firstLoads: { path: string; budget: number; shown: (page: Page) => ReturnType<Page['locator']> }[] =
      [
        { path: '/beta', budget: 150, shown: (page) => live(page, 'beta').getByTestId('narratives-panel') },
        {
          path: '/',
          budget: 142,
          shown: (page) => live(page, 'onboarding').getByRole('button', { name: 'Get Started' }),
        },
        {
          path: '/beta/projects',
          budget: BUDGET_PROJECTS,
          shown: (page) =>
            live(page, 'beta').getByTestId('projects-table').locator('tbody tr[tabindex]').first(),
        },
        {
          path: `/beta/projects/${slug}`,
          budget: BUDGET_PROJECT,
          shown: (page) =>
            live(page, 'beta').getByTestId('project-kols').locator('tbody tr[tabindex]').first(),
        },
        {
          path: '/beta/social-card',
          budget: BUDGET_SOCIAL_CARD,
          shown: (page) => live(page, 'beta').getByRole('link', { name: 'Login with X' }).last(),
        },
      ];
    for (const { path, budget, shown } of firstLoads) {
      t.test(
        `first load of ${path} transfers under ${budget} KB of JavaScript, none of it antd`,
        async (t) => {
          t.ok(slug, 'the demo has a project to open');
          const { page, errors, networkQuiet } = await watchedPage(browser);
          const sizes: Promise<number>[] = [];
          page.on('requestfinished', (request) => {
            if (request.resourceType() === 'script')
              sizes.push(request.sizes().then((s) => s.responseBodySize));
          });
          await page.goto(`${origin}${path}`);
          await shown(page).waitFor();
          await networkQuiet();
          const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
          t.ok(total > 50 * 1024, `scripts were measured (${(total / 1024).toFixed(1)} KB)`);
          t.ok(total < budget * 1024, `${(total / 1024).toFixed(1)} KB transferred, budget ${budget} KB`);
          t.strictSame(await antdOnPage(page), [], 'no antd component or style engine on the page');
          t.strictSame(errors, [], 'no console errors');
          await page.context().close();
        },
      );
    }

    // antd comes with the lazily loaded screens only; the shared copy (module federation's
    // singleton) must then serve each remote that asks for it, after client-side navigation too.
    t.test('antd arrives with the screens that use it, one copy for every remote', async (t) => {
      const { page, errors } = await watchedPage(browser);
      await installReactCounter(page);
      await page.goto(`${origin}/beta`);
      const live = (remote: string) => page.locator(`#root > [data-remote-area] > [data-mfe="${remote}"]`);
      await live('beta').waitFor();
      await page.getByRole('button', { name: 'Login with X' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign in to Mindmark' });
      await dialog.getByRole('link', { name: 'Login with X' }).waitFor();
      t.strictSame(await antdOnPage(page), [], 'the login dialog needs no antd');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await live('beta')
        .getByRole('navigation', { name: 'Beta' })
        .getByRole('link', { name: 'Projects' })
        .click();
      await live('beta').getByTestId('projects-table').locator('tbody tr[tabindex]').first().waitFor();
      t.strictSame(await antdOnPage(page), [], 'the projects page needs no antd');
      await live('beta')
        .getByRole('navigation', { name: 'Beta' })
        .getByRole('link', { name: 'AI Leaderboard' })
        .click();
      await live('beta').getByTestId('kol-leaderboard').locator('tbody tr[tabindex]').first().click();
      const profile = page.getByRole('dialog');
      await profile.getByText('Account info').waitFor();
      t.ok((await antdOnPage(page)).length > 0, 'the KOL profile dialog brought antd');
      await page.keyboard.press('Escape');
      await profile.waitFor({ state: 'hidden' });
      await clientNavigate(page, '/');
      await live('onboarding').getByRole('button', { name: 'Get Started' }).click();
      await live('onboarding').getByRole('heading', { name: 'Connect your X account' }).waitFor();
      await clientNavigate(page, '/admin/login');
      await live('admin').getByRole('button', { name: 'Log in' }).click();
      await live('admin').getByText('Please enter', { exact: false }).first().waitFor();
      t.equal(await reactRendererCount(page), 1, 'one React on the page throughout');
      t.equal(
        await page.evaluate("document.querySelectorAll('style[data-css-hash]').length > 0"),
        true,
        "antd's style engine runs for the screens that use it",
      );
      t.strictSame(errors, [], 'no console errors');
      await page.context().close();
    });
  }
});

// The first-load guards of the pages made plain last: 141.6, 142.1 and 139.9 KB measured in Chromium
// (docs/frontend.md, "antd off the first load").
const BUDGET_PROJECTS = 150;
const BUDGET_PROJECT = 150;
const BUDGET_SOCIAL_CARD = 150;

/** The live remote's area (the server's static first screen sits one level deeper in #root). */
function live(page: Page, remote: string) {
  return page.locator(`#root > [data-remote-area] > [data-mfe="${remote}"]`);
}

/** antd's own elements or styles on the page (its components' classes, cssinjs's style tags). */
function antdOnPage(page: Page): Promise<string[]> {
  // A string: the tests' TypeScript has no DOM types.
  return page.evaluate(`[
    ...[...document.querySelectorAll('[class*="ant-"]')]
      .filter((element) => [...element.classList].some((name) => name.startsWith('ant-')))
      .map((element) => element.className)
      .slice(0, 5),
    ...[...document.querySelectorAll('style[data-css-hash], style[data-rc-order]')].map(() => 'cssinjs style'),
  ]`) as Promise<string[]>;
}
