import type { QueryClient } from '@tanstack/react-query';

/** The data block the server writes into a page with a first screen (adapters/http/pages/shell-page.ts). */
export const FIRST_DATA_ID = 'mindmark-first-data';

/**
 * Puts the answers the server inlined in the page into a new cache, so the views' first render
 * shows them instead of placeholders and asks nothing again while they are fresh
 * (docs/frontend.md, "First screen"). A page without the block is left as it is.
 */
export function seedFromPage(client: QueryClient): void {
  if (typeof document === 'undefined') return;
  const text = document.getElementById(FIRST_DATA_ID)?.textContent;
  if (!text) return;
  try {
    for (const { key, data } of JSON.parse(text) as { key: unknown[]; data: unknown }[]) {
      client.setQueryData(key, data);
    }
  } catch {
    // A damaged block only costs the requests it would have saved.
  }
}
