import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The serious and critical axe-core violations on the page as it stands, one line each
 * (rule, impact, first offending selectors); browser tests assert the list is empty.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // AxeBuilder is typed against @playwright/test's Page; playwright-core's is the same object.
  const results = await new AxeBuilder({ page: page as never })
    .withTags(['wcag2a', 'wcag2aa', 'best-practice'])
    .analyze();
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
