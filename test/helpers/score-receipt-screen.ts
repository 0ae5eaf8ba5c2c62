import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator } from 'playwright-core';
import { SCREENSHOTS, screenshotsWanted } from './browser.ts';
import { settledDialog } from './settled-dialog.ts';

/** A number as the receipt prints it ("1,234.56", "–" for none). */
export const shownNumber = (text: string | null): number =>
  Number.parseFloat((text ?? '').replace(/[^\d.-]/g, ''));

/**
 * What the "Why this score" receipt shows: the points of each component row, the
 * total row, and the Mindmark Score line, read from the screen as a visitor reads them.
 */
export async function readReceipt(receipt: Locator): Promise<{
  points: number[];
  total: number;
  mindmark: number;
}> {
  const rows = receipt.locator('table tbody tr');
  const n = await rows.count();
  const points: number[] = [];
  for (let i = 0; i < n - 1; i += 1)
    points.push(shownNumber(await rows.nth(i).locator('td').last().textContent()));
  return {
    points,
    total: shownNumber(await receipt.getByTestId('receipt-total').textContent()),
    mindmark: shownNumber(await receipt.getByTestId('receipt-mindmark-score').textContent()),
  };
}

/** The component points add up to the total to the cent (the server apportions the hundredths). */
export const addsUp = (r: { points: number[]; total: number }): boolean =>
  Math.round(r.points.reduce((sum, p) => sum + p, 0) * 100) === Math.round(r.total * 100);

/**
 * A picture of the window as it is, scrolled to `element`: an open dialog scrolls inside
 * a fixed layer, which a full-page capture would cut off at the first screen. Taken only
 * when SCREENSHOTS=1, as `screenshot` (test/helpers/browser.ts).
 */
export async function screenshotOf(element: Locator, name: string): Promise<string | undefined> {
  // Scrolled either way, so the steps after it see the page as with the picture taken.
  await element.scrollIntoViewIfNeeded();
  if (!screenshotsWanted()) return undefined;
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await element.page().screenshot({ path });
  return path;
}

/** A leaderboard row clicked open, once its dialog has settled, and its "Why this score" receipt. */
export async function openReceipt(row: Locator): Promise<{ dialog: Locator; receipt: Locator }> {
  await row.click();
  const dialog = await settledDialog(row.page());
  await dialog.getByText('Account info').waitFor();
  await dialog.getByRole('button', { name: 'Why this score' }).click();
  const receipt = dialog.getByTestId('score-receipt');
  await receipt.waitFor();
  return { dialog, receipt };
}
