import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium (installed by .ci/run); never a downloaded browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The features playwright-core 1.65 disables by default (its `chromiumSwitches`). Chromium
 * reads only the last `--disable-features` switch, and Playwright does not merge its own with
 * a caller's, so ours repeats them.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Browser UI that a headless test never sees. Chromium 156 builds the address bar's popup as
 * a WebUI page (chrome://omnibox-popup.top-chrome) in a renderer of its own for every window,
 * and every Playwright context is a window: about 1 s of CPU per context under load, more
 * than the test's own page (docs/testing.md, "Ninth pass"). The pages under test are unchanged.
 */
const HEADLESS_UNUSED_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
  // The spare renderer Chromium starts ahead for the next page belongs to the newest context;
  // every test opens a context of its own, so each spare was started and thrown away: two
  // renderers per context instead of one, about 0.15 s of CPU a context (docs/testing.md,
  // "Eleventh pass"). The page's own renderer starts when the page opens, as before.
  'SpareRendererForSitePerProcess',
];

/** Headless Chromium for the browser tests and the front-end benchmark, with nothing phoning home. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...HEADLESS_UNUSED_FEATURES].join(',')}`,
    ],
  });
}
