import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The width a first screen is rendered for at build time (docs/frontend.md, "First screen").
 * A server render has no viewport, so a layout that depends on a breakpoint reads this instead.
 * Kept apart from render.tsx, which only the build runs.
 */
export const FirstScreenViewport = createContext<{ wide: boolean } | null>(null);

/** antd's lg breakpoint (992 px): the beta's frame switches between drawer and menu there. */
export const WIDE_QUERY = '(min-width: 992px)';

/**
 * Whether the page is laid out wide: in the browser the media query itself, from the first
 * render on; in a server render the first screen's width (else wide). antd's `Grid.useBreakpoint`
 * answers `{}` on the first render and measures in a layout effect, so a phone first rendered
 * the wide frame (menu, orbit) and rendered the page again, narrow, inside the same task
 * (docs/frontend.md, "The right layout from the first render").
 */
export function useWideLayout(): boolean {
  const firstScreen = useContext(FirstScreenViewport);
  const serverWide = firstScreen?.wide ?? true;
  return useSyncExternalStore(
    subscribe,
    () => browserWide() ?? serverWide,
    () => serverWide,
  );
}

function browserWide(): boolean | undefined {
  return typeof window === 'undefined' || !window.matchMedia
    ? undefined
    : window.matchMedia(WIDE_QUERY).matches;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
