import type { Locator, Page } from 'playwright-core';

/**
 * The open dialog once its opening animation has ended. antd's Modal zooms in (its motion
 * classes, `…-appear`/`…-enter`, sit on the role="dialog" element until the animation ends);
 * a click that lands while the content is still scaling can hit the mask around it, which closes
 * the dialog (docs/testing.md, "Lost clicks"). A person clicks what has appeared; so do the tests.
 * The plain `<dialog>` elements of the kit have no such classes and settle at once.
 */
export async function settledDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await dialog.and(page.locator(':not([class*="-appear"]):not([class*="-enter"])')).waitFor();
  return dialog;
}

/** The page's animations, typed here so the test's TypeScript needs no DOM types. */
type Motions = {
  document: {
    getAnimations(): {
      playState: string;
      effect: { getComputedTiming(): { endTime?: number | string } } | null;
    }[];
  };
};

/**
 * antd's open and close motions (a modal's zoom, a drawer's slide, a menu's fade) have ended, so
 * a click lands where its target rests. A click during the zoom-in can miss the button on a
 * loaded machine (docs/testing.md, "Lost clicks", "Twelfth pass"); spinners and other endless
 * animations are ignored.
 */
export async function motionSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    (globalThis as unknown as Motions).document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * Clicks `target` (a button in a modal or drawer that has just opened) once it is shown and every
 * motion on the page has ended: waiting for the target first, so the wait does not pass before
 * the opening motion has even started.
 */
export async function settledClick(page: Page, target: Locator): Promise<void> {
  await target.waitFor();
  await motionSettled(page);
  await target.click();
}
