import type { Page } from 'playwright-core';

/**
 * Opens the login dialog from the top bar and follows its "Login with X" link to the server's
 * demo sign-in page (X is not configured in tests; docs/identity.md). Waits for the dialog's
 * title before clicking the link, and clicks once more if no navigation began: under a loaded
 * machine a click on the dialog during its opening animation was lost once (CI of 2026-11-24,
 * projects.test.ts timed out waiting for the form), as a person's click can be, who clicks again.
 */
export async function openDemoXSignIn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Login with X' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Sign in to Mindmark').waitFor();
  const link = dialog.getByRole('link', { name: 'Login with X' });
  const onSignInPage = (url: URL) => url.pathname.startsWith('/api/auth/');
  await link.click();
  const moved = await page
    .waitForURL(onSignInPage, { timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!moved) {
    await link.click();
    await page.waitForURL(onSignInPage);
  }
  await page.locator('#handle').waitFor();
}
