import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, ConsoleMessage, Page, Request } from 'playwright-core';
import type { Test } from 'tap';
import type { Container } from '#adapters/main/container.ts';
import { CHROMIUM, launchChromium } from '../../scripts/chromium.ts';
import { type Backend, freshDatabase } from './databases.ts';
import { buildTestApp } from './app.ts';
import { seededDemoStart } from './demo-template.ts';
import { namedTeardown } from './slow-teardown.ts';
import { profiled } from './setup-profile.ts';
import { freePort } from './free-port.ts';

const ROOT = join(import.meta.dirname, '..', '..');
export const SCREENSHOTS = join(ROOT, 'test-artifacts', 'screens');

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

const FRONTENDS = ['shell', 'mfe-onboarding', 'mfe-beta', 'mfe-admin'];

/**
 * True when the browser tests can run. Under CI a missing browser or build is a
 * failure, not a skip: .ci/run installs Chromium and builds before testing.
 */
export function browserReady(t: Test): boolean {
  const missing = [
    ...(existsSync(CHROMIUM) ? [] : [`Chromium at ${CHROMIUM}`]),
    ...FRONTENDS.filter((w) => !existsSync(join(ROOT, w, 'dist', 'index.html'))).map((w) => `${w}/dist`),
  ];
  if (!missing.length) return true;
  const reason = `browser tests need ${missing.join(', ')} (run npm run build; apt-get install chromium)`;
  if (process.env.CI === 'true') t.fail(reason);
  else t.plan(0, `skip: ${reason}`);
  return false;
}

/**
 * One Chromium per test process, shared by the tests that ask for it one after the other
 * (in a full `npm test` several browser files share a process: docs/testing.md, "Browser
 * files grouped"). Each caller gets the browser until its test ends; then the pages it
 * opened are closed (so none holds a connection to a server that closes next), and the
 * browser itself closes once nobody has used it for `IDLE_CLOSE_MS`: the next file of a
 * group takes it over before that, and the last one lets the process end.
 */
const IDLE_CLOSE_MS = 5_000;
let shared: { browser: Promise<Browser>; users: number; idle?: NodeJS.Timeout } | undefined;

export async function launchBrowser(t: Test): Promise<Browser> {
  if (!shared) {
    const launching = profiled('chromium', launchChromium);
    shared = { browser: launching, users: 0 };
    // A failed launch is not kept for the next caller.
    launching.catch(() => {
      if (shared?.browser === launching) shared = undefined;
    });
  }
  const entry = shared;
  clearTimeout(entry.idle);
  entry.users += 1;
  let browser: Browser;
  try {
    browser = await entry.browser;
  } catch (error) {
    entry.users -= 1;
    throw error;
  }
  const before = new Set(browser.contexts());
  t.teardown(() =>
    namedTeardown('Chromium pages close', async () => {
      await Promise.all(
        browser
          .contexts()
          .filter((c) => !before.has(c))
          .map((c) => c.close().catch(() => {})),
      );
      entry.users -= 1;
      if (entry.users > 0) return;
      entry.idle = setTimeout(() => {
        if (shared === entry) shared = undefined;
        namedTeardown('Chromium close', () => browser.close()).catch(() => {});
      }, IDLE_CLOSE_MS);
      // Never what keeps the process alive: the browser's own pipes do until it closes.
      entry.idle.unref();
    }),
  );
  return browser;
}

export interface ProductOptions {
  /** PUBLIC_ORIGIN left unset, as `npm start` runs (http://localhost:PORT). */
  defaultOrigin?: boolean;
  /**
   * The demo data set seeded with this seed (`seedDemoData`) once the server listens.
   * Under `npm test` the product starts from the run's seeded copy on either backend
   * (test/helpers/demo-template.ts), so the call finds the demo there and adds nothing.
   */
  demoSeed?: number;
}

/** The production composition root with the built front ends, listening on a real port. */
export async function startProductServer(
  t: Test,
  env: Record<string, string> = {},
  backend: Backend = 'pglite',
  options: ProductOptions = {},
): Promise<{ container: Container; origin: string }> {
  // The origin must be known before the app is built: it is the CSRF-trusted origin.
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const database = await freshDatabase(
    t,
    backend,
    options.demoSeed === undefined
      ? undefined
      : await profiled('demo copy (wait or seed)', () =>
          seededDemoStart(options.demoSeed as number, backend),
        ),
  );
  const originEnv: Record<string, string> = options.defaultOrigin
    ? { PUBLIC_ORIGIN: '', PORT: String(port) }
    : { PUBLIC_ORIGIN: origin };
  const container = await buildTestApp(t, database, {
    // No load shedding: on a loaded machine this process (the server, PGlite and Playwright's
    // client together) was measured past the 1 s event-loop limit, when any page it serves would
    // be a 503 (docs/testing.md, "The sign-in click under load"); shedding is tested in ops/.
    env: { PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0', ...originEnv, ...env },
    overrides: { frontendDir: ROOT },
  });
  await container.app.listen({ host: '127.0.0.1', port });
  if (options.demoSeed !== undefined) await container.seedDemoData(options.demoSeed);
  return { container, origin };
}

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught page errors, minus the ones the caller expects. */
  errors: string[];
  /** Every URL the page requested, in order. */
  requests: string[];
  /** The page loaded and no request of it in flight for half a second (see `networkQuiet`). */
  networkQuiet: (timeoutMs?: number) => Promise<void>;
}

/** How long no request may be in flight before the network counts as quiet (Playwright's figure). */
const QUIET_MS = 500;

/**
 * What `waitForLoadState('networkidle')` promises (the load event fired, then no request in
 * flight for 500 ms), counted from the page's own request events. Playwright's own bookkeeping
 * (1.65) can lose a frame's idle state for good: an idle seen early, while the server's first
 * screen is parsed on a loaded machine, stays recorded while the scripts load; once the last of
 * them ends before the load event, the load event clears it and no timer is left to set it again,
 * so a page that asks for nothing afterwards (a visitor's /beta/social-card, /) waits out the
 * 30 s. docs/testing.md, "Twelfth pass". Call it on a page from its first request on.
 */
export function trackNetwork(page: Page): (timeoutMs?: number) => Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    // As Playwright: an event stream never ends, so it never counts as traffic.
    if (request.resourceType() === 'eventsource') return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async (timeoutMs = 30_000) => {
    const giveUp = Date.now() + timeoutMs;
    await page.waitForLoadState('load', { timeout: timeoutMs });
    for (;;) {
      const quietFor = Date.now() - lastChange;
      if (inFlight.size === 0 && quietFor >= QUIET_MS) return;
      if (Date.now() > giveUp)
        throw new Error(
          `the network was not quiet for ${QUIET_MS} ms within ${timeoutMs} ms; in flight: ${
            [...inFlight].map((r) => r.url()).join(', ') || 'none'
          }`,
        );
      await sleep(inFlight.size ? 50 : QUIET_MS - quietFor);
    }
  };
}

/**
 * A page whose console errors and failed scripts are collected. Chromium logs every
 * non-2xx fetch as a console error; a visitor's session check answers 200, so nothing
 * is exempt unless the caller says so.
 */
export async function watchedPage(
  browser: Browser,
  viewport = DESKTOP,
  expected: (message: ConsoleMessage) => boolean = () => false,
): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected(message))
      errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('request', (request) => requests.push(request.url()));
  return { page, errors, requests, networkQuiet: trackNetwork(page) };
}

/**
 * Screenshots are for people to look at, not assertions: taken only when asked
 * (`SCREENSHOTS=1 npm test`), since a full-page capture is one of the larger costs of a
 * browser test (docs/testing.md, "Eighth pass"). Every assertion runs either way.
 */
export const screenshotsWanted = (): boolean => process.env.SCREENSHOTS === '1';

/** A full-page picture in test-artifacts/screens/ when SCREENSHOTS=1; otherwise nothing. */
export async function screenshot(page: Page, name: string): Promise<string | undefined> {
  if (!screenshotsWanted()) return undefined;
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/**
 * A client-side navigation, as the router's links make it: no page load, so the shell and
 * the remotes are not booted again (about half the CPU of a `page.goto` to an admin screen,
 * docs/testing.md, "Tenth pass"). The page keeps its query cache, so use it only where what
 * is asserted cannot be an answer cached before.
 */
export async function clientNavigate(page: Page, path: string): Promise<void> {
  // A string: the tests' TypeScript has no DOM types.
  await page.evaluate(
    `history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`,
  );
}

/** How many React copies the page loaded: each registers one renderer with DevTools' hook. */
export async function installReactCounter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    let id = 0;
    (globalThis as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      inject(renderer: unknown) {
        id += 1;
        renderers.set(id, renderer);
        return id;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
}

export function reactRendererCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (
        (globalThis as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ as {
          renderers: Map<number, unknown>;
        }
      ).renderers.size,
  );
}

/**
 * Chromium and the production server for one test file, or null when they cannot run
 * here (a skip locally, a failure under CI).
 */
export async function openProduct(
  t: Test,
  env: Record<string, string> = {},
  backend: Backend = 'pglite',
  options: ProductOptions = {},
): Promise<{ browser: Browser; origin: string; container: Container } | null> {
  if (!browserReady(t)) return null;
  const product = await startProductServer(t, env, backend, options);
  // Launched after the server so it closes before it (tap runs teardowns last first): a
  // page still polling kept a connection open and the server's close waiting (CI 7).
  const browser = await launchBrowser(t);
  return { browser, ...product };
}

export { freePort };
