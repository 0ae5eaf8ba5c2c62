import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createApiClient } from '../api-client.ts';
import type { ClientConfigBody } from '../api-contract.ts';
import type { RemoteAppProps } from '../remote-app.ts';
import { createSessionStore } from '../session-store.ts';
import { FirstScreenQueryClient } from './data.ts';
import { FirstScreenViewport } from './viewport.ts';

export interface FirstScreenPage {
  /** The page path (`/beta`). */
  path: string;
  /** The shell's route that mounts the remote there (`/beta/*`, see shell/src/shell-app.tsx). */
  route: string;
  /** The remote's area, as the shell wraps it (`data-remote-area`). */
  remote: string;
  basename: string;
  /** Renders the remote's App with the props the shell would hand it. */
  app: (props: RemoteAppProps) => ReactElement;
  /**
   * The public reads the page starts with, by their query key: the server answers them into
   * the page (data-layer seed, see seed.ts), so the app's first render already has the data.
   */
  reads?: FirstScreenRead[];
  /** Loads what the page renders lazily (its route's code), before the build renders it. */
  prepare?: () => Promise<void>;
  /**
   * Rendered for a visitor (the session known to be signed out): the server shows this first
   * screen only to a request without a session cookie and tells the shell so, and the live
   * page's first render shows the same (docs/frontend.md, "First screen").
   */
  visitor?: boolean;
}

/**
 * A page whose first screen depends on the path (`/beta/projects/<slug>`): rendered by the server
 * per request, with that request's answers, from the bundle the build leaves in
 * `dist/first-screen/render.cjs` (adapters/http/pages/request-first-screen.ts).
 */
export interface RequestFirstScreenPage extends Omit<FirstScreenPage, 'path' | 'reads'> {
  name: string;
  /**
   * The public reads of the page at `path`. Called again with the answers so far, since a read
   * can need another's answer (a project's KOLs need its id); done when it asks nothing new.
   */
  readsFor: (path: string, answered: (key: unknown[]) => unknown) => FirstScreenRead[];
}

/** One read's answer, under the key the view reads it with. */
export interface FirstScreenAnswer {
  key: unknown[];
  data: unknown;
}

export interface FirstScreenRead {
  /** The key the view reads it under (useApiQuery). */
  key: unknown[];
  /** A public GET of the API, with its query string. */
  url: string;
}

/**
 * antd's style cache. A server rendering per request keeps one (styleCache() below): the styles
 * of a component are computed once, not on every render, and the set of antd components a page
 * can use is bounded, so what it extracts stays the same size.
 */
export type StyleCache = ReturnType<typeof createCache>;
export const styleCache = (): StyleCache => createCache();

export interface RenderedFirstScreen {
  /** The markup of #root for a narrow and a wide viewport, each shown by a media query. */
  html: string;
  /** antd's styles for that markup, with the cache map that lets the browser reuse them. */
  styles: string;
  reads: FirstScreenRead[];
}

/** The breakpoint antd calls lg (WIDE_QUERY in viewport.ts): the beta's frame switches between drawer and menu there. */
const WIDE_MIN = 992;

/**
 * Renders a page's first screen to static HTML: the remote's App inside the same providers and
 * wrapper the shell mounts it in, with the answers given (none at build time: every read then
 * shows its placeholder of the final size; a page rendered per request gets its own). antd's styles are extracted with their cache map, so the
 * browser's cssinjs finds them already in the page instead of computing them at boot.
 */
export function renderFirstScreen(
  page: FirstScreenPage,
  answers: FirstScreenAnswer[] = [],
  cache: StyleCache = createCache(),
): RenderedFirstScreen {
  const api = createApiClient();
  const store = createSessionStore(api, null, page.visitor);
  const props: RemoteAppProps = { api, store, config: {} as ClientConfigBody, basename: page.basename };
  // A cache of this render's own: nothing carried between renders, no timers left running (an
  // answer never expires here, and nothing is fetched during a server render anyway).
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity, staleTime: Infinity } } });
  for (const { key, data } of answers) client.setQueryData(key, data);
  const render = (wide: boolean) =>
    renderToString(
      <StyleProvider cache={cache}>
        <FirstScreenQueryClient.Provider value={client}>
          <FirstScreenViewport.Provider value={{ wide }}>
            <MemoryRouter initialEntries={[page.path]}>
              <Routes>
                <Route
                  path={page.route}
                  element={<div data-remote-area={page.remote}>{page.app(props)}</div>}
                />
              </Routes>
            </MemoryRouter>
          </FirstScreenViewport.Provider>
        </FirstScreenQueryClient.Provider>
      </StyleProvider>,
    );
  const narrow = render(false);
  const wide = render(true);
  client.clear();
  // A component that throws on the server (reading `document`, say) leaves its boundary's loading
  // fallback in the markup, marked `<!--$!-->`: a first screen that is not the page. Refused.
  if (`${narrow}${wide}`.includes('<!--$!-->'))
    throw new Error(`the first screen of ${page.path} failed to render on the server (a component threw)`);
  // Inert: seen but not focusable, clickable or in the accessibility tree, so nobody (keyboard,
  // screen reader, a test's role query) lands on a control that does nothing until the live
  // page replaces this copy.
  const html =
    narrow === wide
      ? `<div class="mm-first" inert>${narrow}</div>`
      : `<div class="mm-first-narrow" inert>${narrow}</div><div class="mm-first-wide" inert>${wide}</div>`;
  const switcher = [
    // Placeholders stand still in the static copy: an animated shimmer repaints the page every
    // frame while the scripts that replace it are starting (measured: docs/frontend.md).
    // (The kit's own placeholders stand still there through ui/kit.css; these are antd's, on pages drawn with it.)
    '.mm-first .ant-skeleton *,.mm-first-narrow .ant-skeleton *,.mm-first-wide .ant-skeleton *{animation:none!important}',
    `@media (min-width:${WIDE_MIN}px){.mm-first-narrow{display:none}}`,
    `@media (max-width:${WIDE_MIN - 0.02}px){.mm-first-wide{display:none}}`,
  ].join('');
  return { html, styles: `<style>${switcher}</style>${extractStyle(cache)}`, reads: page.reads ?? [] };
}
