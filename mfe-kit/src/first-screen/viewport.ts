import { createContext, useContext } from 'react';

/**
 * The width a first screen is rendered for at build time (docs/frontend.md, "First screen").
 * A server render has no viewport, so a layout that depends on a breakpoint reads this until
 * the browser's own measurement takes over. Kept apart from render.tsx, which only the build runs.
 */
export const FirstScreenViewport = createContext<{ wide: boolean } | null>(null);

/** Whether the page is laid out wide: the browser's breakpoint, else the first screen's, else wide. */
export function useWideLayout(breakpointLg: boolean | undefined): boolean {
  const firstScreen = useContext(FirstScreenViewport);
  return breakpointLg ?? firstScreen?.wide ?? true;
}
