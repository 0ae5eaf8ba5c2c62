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
