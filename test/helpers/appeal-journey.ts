import type { Browser, Page, Response } from 'playwright-core';
import type { Test } from 'tap';
import type { Container } from '#adapters/main/container.ts';
import { seriousViolations, staffSignIn } from './admin-journey.ts';
import { clickAndAwait } from '../e2e/click-recorder.ts';
import { openDemoXSignIn } from '../e2e/demo-x-sign-in.ts';
import { DESKTOP, MOBILE, screenshot, watchedPage } from './browser.ts';
import { findDiscountedKol, type ReceiptPost, receiptOf } from './discounted-kol.ts';
import { recomputeThroughApi } from './recompute.ts';
import { addsUp, readReceipt, screenshotOf } from './score-receipt-screen.ts';
import { settledDialog } from './settled-dialog.ts';

const PAGE_SIZE = 20;
const count = (n: number) => n.toLocaleString('en-US');

/**
 * The appeal journey of docs/methodology.md ("Appeals"), in Chromium on the production
 * build: a demo creator whose KOL has a discounted post sees their own row pinned on the
 * leaderboard, opens their receipt and appeals the discount; an admin overturns it in
 * the appeals queue with a note; a ranking run follows; the creator's receipt then says
 * "overturned on appeal" and the score has moved. The KOL is found through the API.
 */
export async function appealJourney(
  t: Test,
  product: { browser: Browser; origin: string; container: Container },
  label: string,
) {
  const { browser, origin, container } = product;
  const { app } = container;
  const shots = label === 'pglite';
  await container.seedDemoData(42);

  const found = await findDiscountedKol(app);
  if (!found) throw new Error('the demo data set has no KOL with an unappealed discount');
  const handle = found.row.twitterUsername;
  // The discount that weighs most: overturning it must move the rounded score.
  const target = [...found.receipt.discountedPosts]
    .filter((p) => p.appeal === null)
    .sort((a, b) => a.multiplier - b.multiplier || a.postId.localeCompare(b.postId))[0] as ReceiptPost;
  t.comment(`@${handle}, page ${found.page} row ${found.index + 1}: ${target.kind} ×${target.multiplier}`);

  const creator = await watchedPage(browser);
  const c = creator.page;
  const openOwnReceipt = async (page: Page, shot?: string) => {
    const pinned = page.getByTestId('own-rank-row');
    await pinned.waitFor();
    const rank = (await page.evaluate(async () => (await fetch('/api/me/rank?pageSize=20')).json())) as {
      position: number;
      total: number;
      page: number;
      mindoMetric: number;
    };
    await pinned.getByRole('button', { name: `Go to page ${count(rank.page)}` }).click();
    const board = page.getByTestId('kol-leaderboard');
    await board.getByText(`Page ${rank.page} of`).waitFor();
    const row = board.locator('tbody tr').nth((rank.position - 1) % PAGE_SIZE);
    await row.getByText(`@${handle}`).waitFor();
    if (shot) await screenshot(page, shot);
    const dialog = page.getByRole('dialog');
    await clickAndAwait(page, row, dialog.getByText('Account info'), `the row of @${handle}`);
    await settledDialog(page);
    const answers: string[] = [];
    const onResponse = (response: Response) => {
      if (/\/api\/influencers\/[^/]+\/score/.test(response.url()))
        answers.push(`${response.status()} ${response.url()}`);
    };
    page.on('response', onResponse);
    const why = dialog.getByRole('button', { name: 'Why this score' });
    await clickAndAwait(
      page,
      why,
      dialog.getByRole('button', { name: 'Why this score', pressed: true }),
      why.toString(),
    );
    const receipt = dialog.getByTestId('score-receipt');
    // When the receipt does not come, the failure says what the dialog showed instead and
    // what the server answered (a timeout alone told nothing: docs/testing.md, "Lost clicks").
    await receipt.waitFor().catch(async (error: Error) => {
      const shown = (await dialog.textContent().catch((e: unknown) => `(unreadable: ${e})`)) ?? '';
      throw new Error(
        `${error.message}\nthe dialog showed: ${shown.slice(0, 600)}\nreceipt answers: ${answers.join('; ') || 'none'}`,
      );
    });
    page.off('response', onResponse);
    return { pinned, rank, dialog, receipt };
  };
  const post = (receipt: ReturnType<Page['getByTestId']>) =>
    receipt
      .getByTestId('discounted-post')
      .filter({ has: c.locator(`a[href="${target.url}"]`) })
      .filter({ hasText: target.label });

  let before = { mindmark: 0, position: 0 };
  await t.test('the creator sees their pinned row, opens their receipt and appeals', async (t) => {
    await c.goto(`${origin}/beta`);
    await openDemoXSignIn(c);
    await c.locator('#handle').fill(handle);
    await c.getByRole('button', { name: 'Continue as this handle' }).click();
    await c.waitForURL((url) => url.pathname === '/beta');

    const { pinned, rank, dialog, receipt } = await openOwnReceipt(
      c,
      shots ? 'appeal-own-rank-row-desktop' : undefined,
    );
    t.equal(rank.position, (found.page - 1) * PAGE_SIZE + found.index + 1, 'the stored position is the row');
    t.match(await pinned.textContent(), `You: #${count(rank.position)} of ${count(rank.total)}`);
    t.match(await pinned.textContent(), `@${handle}`, 'the pinned row names the creator');

    const shown = await readReceipt(receipt);
    t.ok(
      addsUp(shown),
      `the points on screen add up to the KOL Score (${shown.points.join(' + ')} = ${shown.total})`,
    );
    t.equal(shown.mindmark, found.receipt.mindoMetric, 'the receipt shows the stored Mindmark Score');
    t.equal(shown.mindmark, rank.mindoMetric, 'the same score as the pinned row');
    before = { mindmark: shown.mindmark, position: rank.position };

    const row = post(receipt);
    t.equal(await row.count(), 1, 'the discounted post is listed once');
    t.match(await row.textContent(), `×${target.multiplier.toFixed(2)}`, 'with its multiplier');
    await row.getByRole('button', { name: 'Appeal this discount' }).click();
    const reason = row.getByLabel('Why is this discount wrong? (10–500 characters)');
    await reason.fill('short');
    t.ok(
      await row.getByRole('button', { name: 'Send appeal' }).isDisabled(),
      'too short a reason is not sent',
    );
    await reason.fill('This is my own analysis thread; the accounts it was matched with quote my headline.');
    if (shots) {
      t.strictSame(await seriousViolations(c), [], 'receipt with the appeal form: no serious axe violation');
      await screenshotOf(row, 'appeal-form-desktop');
    }
    await row.getByRole('button', { name: 'Send appeal' }).click();
    await row.getByTestId('appeal-status').getByText('appeal open').waitFor();
    t.equal(await row.getByRole('button', { name: 'Appeal this discount' }).count(), 0, 'no second appeal');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  const password = 'appeal-journey-admin-password';
  await container.staffAuth.create({ username: 'appeals_admin', password, role: 'admin', projectId: null });
  const staff = await watchedPage(browser, DESKTOP, (m) => /status of 401/.test(m.text()));
  const s = staff.page;
  await t.test('an admin overturns it in the appeals queue, with a note', async (t) => {
    await s.goto(`${origin}/admin/appeals`);
    await s.waitForURL(/\/admin\/login\?next=/);
    await staffSignIn(s, 'appeals_admin', password);
    await s.waitForURL(`${origin}/admin/appeals`);
    const item = s.getByTestId('appeal-item').filter({ hasText: `@${handle}` });
    await item.waitFor();
    t.match(
      await item.textContent(),
      /the accounts it was matched with quote my headline/,
      "the creator's reason",
    );
    t.match(await item.textContent(), target.postId, 'the post');
    if (shots) {
      t.strictSame(await seriousViolations(s), [], 'appeals queue: no serious axe violation');
      await screenshot(s, 'admin-appeals-desktop');
    }
    await item
      .getByLabel(/Decision note/)
      .fill('Checked the thread: original analysis, the matches quote it.');
    await item.getByRole('button', { name: 'Overturn discount' }).click();
    await s.getByText(`The appeal of @${handle} was overturned`).waitFor();
    await s.getByRole('button', { name: 'overturned', exact: true }).click();
    const decided = s.getByTestId('appeal-item').filter({ hasText: `@${handle}` });
    await decided.getByText(/overturned by appeals_admin/).waitFor();
    t.match(await decided.textContent(), /applies at the next run/, 'not applied before a run');
    if (shots) await screenshot(s, 'admin-appeals-decided-desktop');
  });

  await t.test('a ranking run applies the overturn', async (t) => {
    const token = await s.evaluate<string | null>("localStorage.getItem('token')");
    // A day run is asked for: an overturn no run has applied makes it a full one.
    const run = await recomputeThroughApi(app, token ?? '', 'day');
    t.equal(run.mode, 'full', 'the pending overturn made it a full run');
    await s.reload();
    const decided = s.getByTestId('appeal-item').filter({ hasText: `@${handle}` });
    await decided.getByText(/applied by the run of/).waitFor();
    t.pass('the queue shows the run that applied it');
  });

  await t.test("the creator's receipt shows the overturn and the score moved", async (t) => {
    await c.reload();
    const { pinned, rank, receipt } = await openOwnReceipt(
      c,
      shots ? 'appeal-own-rank-row-after-desktop' : undefined,
    );
    const row = post(receipt);
    await row.getByTestId('appeal-status').getByText('overturned on appeal').waitFor();
    t.match(await row.textContent(), /Staff note: Checked the thread/, 'with the staff note');
    const shown = await readReceipt(receipt);
    t.ok(addsUp(shown), 'the points on screen still add up to the KOL Score');
    t.ok(
      shown.mindmark >= before.mindmark,
      `the score on screen did not fall: ${before.mindmark} → ${shown.mindmark}`,
    );
    // At full precision through the API: a member of a flagged cluster is held near zero by
    // its cluster's standing (docs/methodology.md, "Standing"), so one overturn lifts the
    // standing and the KOL Score without always moving the one-decimal figure on screen.
    const after = await receiptOf(app, found.receipt.kolId);
    const moved =
      (after.mindoMetric ?? 0) > (found.receipt.mindoMetric ?? 0) ||
      (after.kolScore ?? 0) > (found.receipt.kolScore ?? 0) ||
      (after.standing?.value ?? 1) > (found.receipt.standing?.value ?? 1);
    t.ok(
      moved,
      `the score moved up: Mindmark ${found.receipt.mindoMetric} → ${after.mindoMetric}, KOL ${found.receipt.kolScore} → ${after.kolScore}, standing ${found.receipt.standing?.value} → ${after.standing?.value}`,
    );
    t.equal(
      await pinned.getByTestId('own-rank-score').textContent(),
      shown.mindmark.toFixed(1),
      'the pinned row shows the new score (to one decimal, as the leaderboard does)',
    );
    t.ok(rank.position <= before.position, `the rank did not fall: #${before.position} → #${rank.position}`);
    if (shots) {
      await screenshotOf(receipt, 'appeal-overturned-receipt-desktop');
      await screenshotOf(row, 'appeal-overturned-desktop');
      await c.setViewportSize(MOBILE);
      await receipt.waitFor();
      t.strictSame(await seriousViolations(c), [], 'receipt at 390 px: no serious axe violation');
      await screenshotOf(row, 'appeal-overturned-mobile');
    }
  });

  if (shots)
    await t.test('the appeals queue at 390 px', async (t) => {
      await s.setViewportSize(MOBILE);
      await s.getByTestId('appeal-item').first().waitFor();
      t.strictSame(await seriousViolations(s), [], 'no serious axe violation');
      await screenshot(s, 'admin-appeals-mobile');
    });

  t.strictSame(creator.errors, [], 'no console errors for the creator');
  t.strictSame(staff.errors, [], 'no console errors for the admin');
  await c.context().close();
  await s.context().close();
}
