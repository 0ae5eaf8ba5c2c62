import t from 'tap';
import { seriousA11yViolations } from '../helpers/accessibility.ts';
import { DESKTOP, MOBILE, openProduct, screenshot, watchedPage } from '../helpers/browser.ts';
import { layoutShift, liveApp } from './live-app.ts';

/**
 * A project's page (`/beta/projects/<slug>`) gets a first screen rendered by the server per
 * request (docs/frontend.md, "First screen"): its header, numbers, description and top KOLs are
 * in the HTML with the project's own data, before any script runs, and the live page takes their
 * place with the answers the page carries, without moving anything or asking for them again.
 */
// Setup inside a test, not at the top level: see docs/testing.md, "Browser files grouped".
t.test("a project's first screen in Chromium", async (t) => {
  const product = await openProduct(t, {}, 'pglite', { demoSeed: 42 });
  if (product) {
    const { browser, origin } = product;
    const top = (await (
      await fetch(
        `${origin}/api/projects/paginate?page=1&limit=1&sortField=mindsharePercent&sortDirection=desc`,
      )
    ).json()) as { data: { id: string; twitterUsername: string; twitterDisplayName: string | null }[] };
    const project = top.data[0]!;
    const name = project.twitterDisplayName ?? project.twitterUsername;
    const kols = (await (await fetch(`${origin}/api/projects/${project.id}/influencers`)).json()) as {
      twitterUsername: string;
    }[];
    const url = `${origin}/beta/projects/${project.twitterUsername}`;

    for (const viewport of [DESKTOP, MOBILE]) {
      const label = viewport === DESKTOP ? 'desktop' : 'mobile';
      await t.test(`a project page at ${viewport.width}px without scripts`, async (t) => {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await page.route('**/*.js', (route) => route.abort());
        const response = await page.goto(url);
        t.equal(response?.status(), 200);
        t.equal(await page.locator('#root').getAttribute('data-first-screen'), 'beta');
        t.ok(await page.locator('#root > [inert]').count(), 'the static copy is inert');
        t.equal(await page.locator('h1:visible').textContent(), name, "the project's name, from its data");
        t.ok(
          await page.locator(':visible', { hasText: `@${project.twitterUsername}` }).count(),
          'its handle',
        );
        const menuButtons = await page.locator('button[aria-label="Open menu"]:visible').count();
        t.equal(menuButtons, viewport === MOBILE ? 1 : 0, 'the header of this width');
        t.equal(
          await page.locator('header button:visible', { hasText: 'Login with X' }).count(),
          1,
          "no session cookie: the header's corner as a visitor's",
        );
        const kolTable = page.locator('[data-testid="project-kols"]:visible table');
        t.ok(kols.length > 0, 'the demo project has KOLs');
        t.equal(
          await kolTable.locator('tbody tr', { hasText: `@${kols[0]!.twitterUsername}` }).count(),
          1,
          'its top KOLs, not placeholders',
        );
        t.strictSame(await seriousA11yViolations(page), [], 'no serious or critical axe violation');
        await screenshot(page, `first-screen-project-static-${label}`);
        await context.close();
      });

      await t.test(`a project page at ${viewport.width}px: the live page takes over in place`, async (t) => {
        const { page, errors, requests } = await watchedPage(browser, viewport);
        await page.goto(url);
        await liveApp(page).getByTestId('project-kols').getByText(`@${kols[0]!.twitterUsername}`).waitFor();
        t.equal(await page.locator('[data-mfe]').count(), 1, 'one app on the page: the static copy is gone');
        t.equal(await page.getByRole('heading', { level: 1, name }).count(), 1);
        const asked = requests.filter((u) => /\/api\/projects\/(slug\/|[^/]+\/influencers$)/.test(u));
        t.strictSame(asked, [], `the project and its KOLs not asked for again: ${asked}`);
        t.notOk(
          requests.some((u) => u.endsWith('/api/auth/session')),
          'a visitor (no session cookie): the page says signed out, nothing asked',
        );
        const shift = await layoutShift(page);
        t.ok(shift <= 0.02, `layout shift ${shift.toFixed(4)} within 0.02`);
        // Live: the tabs answer.
        await page.getByRole('tab', { name: 'Project Overview' }).waitFor();
        // axe on the live page: public-pages.test.ts, the same project (the top one by mindshare,
        // the list's default order) at the same width, signed out.
        await screenshot(page, `first-screen-project-live-${label}`);
        t.strictSame(errors, [], `no console errors: ${errors}`);
        await page.context().close();
      });
    }

    await t.test('no first screen where the server cannot know the page', async (t) => {
      for (const path of [
        '/beta/projects/no-such-project',
        `/beta/projects/${project.twitterUsername}?tab=pools`,
      ]) {
        const html = await (await fetch(`${origin}${path}`)).text();
        t.match(html, '<div id="root"></div>', `${path}: the shell mounts the page as before`);
      }
      const bundle = await fetch(`${origin}/mfe/beta/first-screen/render/index.cjs`);
      t.equal(bundle.status, 404, "the server's render code is not served");
    });
  }
});
