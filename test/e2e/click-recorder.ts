import type { CDPSession, Locator, Page, Request } from 'playwright-core';

/**
 * What the page and the browser saw around one click: the evidence for a click that led nowhere
 * (docs/testing.md, "The sign-in click under load"). In the page: pointer and click events with
 * their targets (still in the document or not, default prevented or not), history and Navigation
 * API calls, unload events and the removal of the clicked element. In the browser (DevTools
 * protocol): navigations requested, scheduled, started and cancelled. From Playwright: requests
 * and failures. Cheap enough to run on every sign-in; printed only when a click is lost.
 */
export interface ClickRecording {
  readonly started: number;
  readonly outside: string[];
  readonly box: string;
  stop(): Promise<void>;
}

export async function recordClickPath(page: Page, target: Locator): Promise<ClickRecording> {
  const started = Date.now();
  const outside: string[] = [];
  const note = (line: string) => outside.push(`${Date.now() - started} ms ${line}`);
  const box = await target.boundingBox().then(
    (b) => (b ? `${b.x.toFixed(0)},${b.y.toFixed(0)} ${b.width.toFixed(0)}x${b.height.toFixed(0)}` : 'none'),
    () => 'unknown',
  );
  await target
    .evaluate(installPageRecorder)
    .catch((error: unknown) => note(`page recorder not installed: ${error}`));
  const onRequest = (request: Request) =>
    note(
      `request ${request.method()} ${request.url()}${request.isNavigationRequest() ? ' (navigation)' : ''}`,
    );
  const onFailed = (request: Request) =>
    note(`request failed ${request.url()}: ${request.failure()?.errorText}`);
  const onFrame = () => note(`frame navigated to ${page.url()}`);
  page.on('request', onRequest);
  page.on('requestfailed', onFailed);
  page.on('framenavigated', onFrame);
  let cdp: CDPSession | undefined;
  try {
    cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    for (const event of [
      'Page.frameRequestedNavigation',
      'Page.frameStartedNavigating',
      'Page.frameStartedLoading',
      'Page.frameStoppedLoading',
      'Page.navigatedWithinDocument',
    ] as const) {
      cdp.on(event, (params: unknown) => note(`${event} ${JSON.stringify(params).slice(0, 300)}`));
    }
  } catch (error) {
    note(`DevTools session not opened: ${error}`);
  }
  return {
    started,
    outside,
    box,
    async stop() {
      page.off('request', onRequest);
      page.off('requestfailed', onFailed);
      page.off('framenavigated', onFrame);
      await cdp?.detach().catch(() => {});
    },
  };
}

export async function describeLostClick(page: Page, recording: ClickRecording): Promise<string> {
  const inside = await page
    .evaluate(() => (globalThis as unknown as { __clickLog?: string[] }).__clickLog ?? ['(no page log)'])
    .catch((error: unknown) => [`page log unreadable: ${error}`]);
  return [
    `  link box before the click: ${recording.box}`,
    '  in the page:',
    ...inside.map((line) => `    ${line}`),
    '  in the browser:',
    ...recording.outside.map((line) => `    ${line}`),
  ].join('\n');
}

/** The DOM as the page function below uses it: the tests' TypeScript program has no DOM library. */
interface PageNode {
  tagName: string;
  className: unknown;
  textContent: string | null;
  isConnected: boolean;
  contains(node: unknown): boolean;
  getBoundingClientRect(): { x: number; y: number; width: number; height: number };
}
interface PageEvent {
  target: unknown;
  defaultPrevented: boolean;
  destination?: { url: string };
  navigationType?: string;
  userInitiated?: boolean;
  message?: string;
}
interface Listens {
  addEventListener(type: string, listener: (event: PageEvent) => void, capture?: boolean): void;
}
interface PageGlobals extends Listens {
  __clickLog?: string[];
  navigation?: Listens;
  history: Record<'pushState' | 'replaceState', (data: unknown, unused: string, url?: unknown) => void>;
  document: {
    body: unknown;
    elementFromPoint(x: number, y: number): PageNode | null;
    getAnimations(): unknown[];
  };
  MutationObserver: new (
    callback: () => void,
  ) => { observe(node: unknown, options: object): void; disconnect(): void };
  Element: new () => PageNode;
}

/** Runs in the page, given the element about to be clicked. */
function installPageRecorder(clicked: unknown): void {
  const w = globalThis as unknown as PageGlobals;
  const element = clicked as PageNode;
  const t0 = performance.now();
  const log: string[] = [];
  w.__clickLog = log;
  const add = (line: string) => log.push(`${(performance.now() - t0).toFixed(0)} ms ${line}`);
  const describe = (node: unknown) => {
    if (!(node instanceof w.Element)) return String(node);
    const text = (node.textContent ?? '').trim().slice(0, 30);
    const mark = node === element || element.contains(node) ? ' [the link]' : '';
    return `<${node.tagName.toLowerCase()} class="${String(node.className).slice(0, 60)}">${text}${node.isConnected ? '' : ' (detached)'}${mark}`;
  };
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
    w.addEventListener(type, (event) => add(`${type} on ${describe(event.target)}`), true);
    w.addEventListener(type, (event) => {
      if (event.defaultPrevented) add(`${type} default prevented`);
    });
  }
  w.addEventListener('beforeunload', () => add('beforeunload'));
  w.addEventListener('pagehide', () => add('pagehide'));
  w.navigation?.addEventListener('navigate', (e) =>
    add(`navigate ${e.navigationType} ${e.destination?.url} userInitiated=${e.userInitiated}`),
  );
  w.navigation?.addEventListener('navigateerror', (e) => add(`navigateerror ${e.message}`));
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = w.history[name].bind(w.history);
    w.history[name] = (data, unused, url) => {
      add(`history.${name} ${url ?? ''}`);
      original(data, unused, url);
    };
  }
  const watch = new w.MutationObserver(() => {
    if (element.isConnected) return;
    add('the link left the document');
    watch.disconnect();
  });
  watch.observe(w.document.body, { childList: true, subtree: true });
  const r = element.getBoundingClientRect();
  const hit = w.document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  add(
    `installed; link at ${r.x.toFixed(0)},${r.y.toFixed(0)} ${r.width.toFixed(0)}x${r.height.toFixed(0)}; ` +
      `at its centre: ${describe(hit)}; animations running: ${w.document.getAnimations().length}`,
  );
}

/**
 * Clicks `target` and waits up to `within` ms for `outcome`, the visible sign that the click
 * took (a pressed toggle, an opened dialog). If it does not show, the click is named lost on
 * stderr with what the page saw around it, and clicked once more as a person would
 * (docs/testing.md, "Lost clicks"). The caller's own wait for the outcome still decides.
 */
export async function clickAndAwait(
  page: Page,
  target: Locator,
  outcome: Locator,
  what: string,
  within = 10_000,
): Promise<void> {
  await target.waitFor();
  const recording = await recordClickPath(page, target);
  await target.click();
  const took = await outcome.waitFor({ timeout: within }).then(
    () => true,
    () => false,
  );
  if (!took) {
    console.error(
      `${what}: nothing ${within / 1000} s after the click; clicking again\n${await describeLostClick(page, recording)}`,
    );
    await target.click();
  }
  await recording.stop();
}
