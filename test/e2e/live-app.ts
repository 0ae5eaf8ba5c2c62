import type { Locator, Page } from 'playwright-core';

/**
 * The live app of a page, not the server's static first screen (docs/frontend.md, "First
 * screen"). On `/` and `/beta` the static copy carries the same test ids and texts as the app
 * until React replaces it; a locator by test id, text or CSS that is not scoped here can find
 * that inert copy first and race the takeover. Role queries skip it already (it is `inert`).
 */
export function liveApp(page: Page): Locator {
  return page.locator('#root > [data-remote-area]');
}
