import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe-core's results for the page as it stands, for the rules of `tags`.
 *
 * A page of one frame (every page of ours: no iframes) runs `axe.run` in the page itself
 * (`setLegacyMode`); by default the library runs `axe.runPartial` per frame and then
 * `axe.finishRun` in a blank page it opens and closes for every check, which cost about twice
 * the CPU (1.36 against 0.67 s a check, 16 pages; docs/testing.md, "Eighth pass"). Both found
 * the same violations, nodes and impacts on those pages. A page with frames keeps the default,
 * which also checks cross-origin frames. `resultTypes: ['violations']` has axe list the nodes of
 * violations only (passes and the rest one node each): what the tests read, for less to serialize.
 */
export async function axeResults(page: Page, tags: string[]) {
  // AxeBuilder is typed against @playwright/test's Page; playwright-core's is the same object.
  return new AxeBuilder({ page: page as never })
    .options({ runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
    .setLegacyMode(page.frames().length === 1)
    .analyze();
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
