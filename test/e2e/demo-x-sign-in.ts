import type { Locator, Page, Request } from 'playwright-core';
import { describeLostClick, recordClickPath } from './click-recorder.ts';

/**
 * Opens the login dialog from the top bar and follows its "Login with X" link to the server's
 * demo sign-in page (X is not configured in tests; docs/identity.md). Waits for the dialog's
 * title before clicking the link. Then tells the two ways this step failed under load apart
 * (docs/testing.md, "The sign-in click under load"): no navigation request within 10 s is a lost
 * click, clicked once more as a person would, and said on stderr with what the page saw around
 * the click (click-recorder.ts); a request the server answered with anything but the demo page
 * fails here, naming the status and body.
 */
export async function openDemoXSignIn(
  page: Page,
  /** Checks on the dialog's link before it is followed (e.g. that it carries a referral code). */
  beforeFollow?: (link: Locator) => Promise<void>,
): Promise<void> {
  await page.getByRole('button', { name: 'Login with X' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Sign in to Mindmark').waitFor();
  const link = dialog.getByRole('link', { name: 'Login with X' });
  await beforeFollow?.(link);
  const isSignIn = (request: Request) =>
    request.isNavigationRequest() && new URL(request.url()).pathname.startsWith('/api/auth/');
  // The link's route redirects to the demo page: the first navigation answer that is not a redirect.
  const answered = page.waitForResponse(
    (response) => isSignIn(response.request()) && (response.status() < 300 || response.status() >= 400),
  );
  const requested = page.waitForRequest(isSignIn, { timeout: 10_000 });
  const recording = await recordClickPath(page, link);
  await link.click();
  const started = await requested.then(
    () => true,
    () => false,
  );
  if (!started) {
    console.error(
      `openDemoXSignIn: no navigation 10 s after the click; clicking again\n${await describeLostClick(page, recording)}`,
    );
    await link.click();
  }
  await recording.stop();
  const response = await answered;
  if (response.status() !== 200) {
    throw new Error(`the demo sign-in page answered ${response.status()}: ${await response.text()}`);
  }
  await page.locator('#handle').waitFor();
}
