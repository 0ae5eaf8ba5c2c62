import type { Locator, Page } from 'playwright-core';

/**
 * The live app of a page, not the server's static first screen (docs/frontend.md, "First
 * screen"). On `/` and `/beta` the static copy carries the same test ids and texts as the app
 * until React replaces it; a locator that is not scoped here can find that inert copy first and
 * race the takeover. Role queries too: Playwright's getByRole matches inside an `inert` subtree
 * (measured: a wait for the leaderboard's 20th row returned on the static copy's placeholders).
 */
export function liveApp(page: Page): Locator {
  return page.locator('#root > [data-remote-area]');
}

/**
 * Everything that moved on screen since the page started loading (the layout shifts CLS adds up;
 * the pages' target is 0.02), so a takeover of the static copy that shifts anything is caught.
 */
export async function layoutShift(page: Page): Promise<number> {
  // A string: this file is typed for Node, the observer runs in the page.
  return (await page.evaluate(`new Promise((resolve) => {
    let total = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve(total), 100);
  })`)) as number;
}
