import t from 'tap';
import { DESKTOP, MOBILE, openProduct, watchedPage } from '../helpers/browser.ts';
import { liveApp } from './live-app.ts';

/**
 * What the beta's boot does not do any more (docs/frontend.md, "The right layout from the first
 * render", "No Intl on the first render", "Icons without @ant-design/icons", "Help tooltips
 * mounted on first hover"): a phone never renders the wide frame's horizontal menu on the way
 * to its own, and the leaderboard's first render creates no Intl number formatter. The column
 * help, now mounted on the first hover, still opens on it.
 */
/** Runs in the page before its own scripts (plain JavaScript: the test's TypeScript has no DOM types). */
const COUNT_BOOT_WORK = `
  const seen = { menus: 0, formatters: 0 };
  window.__boot = seen;
  new MutationObserver((records) => {
    // Records arrive after the task: a menu inserted and removed again in the same task is seen
    // only among the removed nodes (the static copy's menus are inside its inert wrapper).
    const count = (node) =>
      node instanceof Element && !node.closest('[inert]')
        ? (node.matches('.mm-nav-horizontal') ? 1 : 0) + node.querySelectorAll('.mm-nav-horizontal').length
        : 0;
    for (const record of records) {
      for (const node of record.addedNodes) if (node.isConnected && node.closest?.('[data-remote-area]')) seen.menus += count(node);
      for (const node of record.removedNodes) seen.menus += count(node);
    }
  }).observe(document, { childList: true, subtree: true });
  const Original = Intl.NumberFormat;
  const Counted = function (...args) {
    seen.formatters += 1;
    return new Original(...args);
  };
  Counted.supportedLocalesOf = Original.supportedLocalesOf;
  Intl.NumberFormat = Counted;
`;

// Setup inside a test, not at the top level: see docs/testing.md, "Browser files grouped".
t.test('the beta boot work in Chromium', async (t) => {
  const product = await openProduct(t);
  if (product) {
    const { browser, origin } = product;
    for (const viewport of [MOBILE, DESKTOP]) {
      const wide = viewport === DESKTOP;
      await t.test(
        `/beta at ${viewport.width}px: the frame of this width from the first render`,
        async (t) => {
          const { page, errors } = await watchedPage(browser, viewport);
          // Counted from before any script of the page runs: every horizontal menu ever inserted
          // into the live app, and every Intl number formatter created.
          await page.addInitScript({ content: COUNT_BOOT_WORK });
          await page.goto(`${origin}/beta`);
          const board = liveApp(page).getByTestId('kol-leaderboard');
          await board.locator('tbody tr:not(.mm-skeleton-row)').first().waitFor();
          const seen = (await page.evaluate('window.__boot')) as { menus: number; formatters: number };
          if (wide) t.ok(seen.menus >= 1, 'the wide frame shows its horizontal menu');
          else t.equal(seen.menus, 0, 'a phone never renders the horizontal menu of the wide frame');
          t.equal(
            await liveApp(page).locator('.mm-nav-horizontal').count(),
            wide ? 1 : 0,
            'the menu of this width',
          );
          t.equal(seen.formatters, 0, 'no Intl number formatter before the leaderboard showed its rows');
          if (wide) {
            await board.getByLabel('About Followers').hover();
            await t.resolves(page.getByRole('tooltip').waitFor(), 'the help opens on the first hover');
          }
          t.strictSame(errors, [], `no console errors: ${errors}`);
          await page.context().close();
        },
      );
    }
  }
});
