import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { loadAxeOnce } from './axe.ts';

// The axe-core that @axe-core/playwright itself loads (its own pinned copy, not the top-level
// one test/helpers/axe.ts reads), so the rules are the builder's.
const fromBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE = fromBuilder('axe-core') as { source: string; version: string };

/**
 * What `AxeBuilder.setLegacyMode().analyze()` sends to a one-frame page, less its repetition:
 * the builder evaluates axe's 500 kB source twice per check (once in `analyze`, again in its
 * `inject`), and the second compile and start-up cost as much as the run itself on our pages
 * (docs/testing.md, "Thirteenth pass"). Here the source is evaluated once per document, then
 * the builder's own `axe.configure` and `axe.run` with its context and options.
 */
async function axeInPage(page: Page, options: object): Promise<AxeResults> {
  await loadAxeOnce(page, AXE);
  await page.evaluate(
    `axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`,
  );
  const answer = await page.evaluate(
    ({ context, options }) =>
      (
        globalThis as unknown as {
          axe: { run: (context: object, options: object) => Promise<unknown> };
        }
      ).axe
        .run(context, options)
        .then((results) => ({ error: null, results }))
        .catch((error: Error) => ({ error: error.message, results: null })),
    // The builder's context with nothing included or excluded: the whole document.
    { context: { exclude: [], include: [] }, options },
  );
  if (answer.error) throw new Error(answer.error);
  return answer.results as AxeResults;
}

/**
 * axe-core's results for the page as it stands, for the rules of `tags`.
 *
 * A page of one frame (every page of ours: no iframes) runs `axe.run` in the page itself, as
 * the builder's legacy mode does; by default the library runs `axe.runPartial` per frame and
 * then `axe.finishRun` in a blank page it opens and closes for every check, which cost about
 * twice the CPU (1.36 against 0.67 s a check, 16 pages; docs/testing.md, "Eighth pass"). Both
 * found the same violations, nodes and impacts on those pages. A page with frames keeps the
 * builder's default, which also checks cross-origin frames. `resultTypes: ['violations']` has
 * axe list the nodes of violations only (passes and the rest one node each): what the tests
 * read, for less to serialize.
 */
export async function axeResults(page: Page, tags: string[]): Promise<AxeResults> {
  const options = { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] };
  if (page.frames().length === 1) return axeInPage(page, options);
  // AxeBuilder is typed against @playwright/test's Page; playwright-core's is the same object.
  return new AxeBuilder({ page: page as never }).options(options as never).analyze();
}

/**
 * The serious and critical axe-core violations on the page as it stands, one line each
 * (rule, impact, first offending selectors); browser tests assert the list is empty.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await axeResults(page, ['wcag2a', 'wcag2aa', 'best-practice']);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}
