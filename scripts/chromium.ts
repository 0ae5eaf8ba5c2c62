import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium (installed by .ci/run); never a downloaded browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

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
    ],
  });
}
