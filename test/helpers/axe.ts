import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const requireHere = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(requireHere.resolve('axe-core/axe.min.js'), 'utf8');
const AXE_VERSION = (requireHere('axe-core/package.json') as { version: string }).version;

/**
 * Evaluates an axe-core source in the page unless the document already runs that version:
 * compiling and starting axe costs about as much as a check (docs/testing.md, "Thirteenth
 * pass"). The version tells this helper's axe from the one `accessibility.ts` loads.
 */
export async function loadAxeOnce(page: Page, axe: { source: string; version: string }): Promise<void> {
  const loaded = await page.evaluate(
    `typeof axe === 'object' && axe.version === ${JSON.stringify(axe.version)}`,
  );
  if (!loaded) await page.evaluate(axe.source);
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe-core's serious and critical violations on the page as it is now, one line each
 * (empty when clean). axe is evaluated through the DevTools protocol, which the page's
 * Content-Security-Policy does not govern, so the production headers stay on. The source is
 * evaluated once per document: a page checked again without a page load (the onboarding steps)
 * runs the axe it has (docs/testing.md, "Thirteenth pass").
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await loadAxeOnce(page, { source: AXE_SOURCE, version: AXE_VERSION });
  const violations = await page.evaluate(async () => {
    const axe = (
      globalThis as unknown as { axe: { run: (options: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run({ resultTypes: ['violations'] })).violations;
  });
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}
