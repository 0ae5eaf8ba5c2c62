import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createApiClient } from '../api-client.ts';
import type { ClientConfigBody } from '../api-contract.ts';
import type { RemoteAppProps } from '../remote-app.ts';
import { createSessionStore } from '../session-store.ts';
import { darkTheme } from '../theme.ts';
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
}

export interface FirstScreenRead {
  /** The key the view reads it under (useApiQuery). */
  key: unknown[];
  /** A public GET of the API, with its query string. */
  url: string;
}

export interface RenderedFirstScreen {
  /** The markup of #root for a narrow and a wide viewport, each shown by a media query. */
  html: string;
  /** antd's styles for that markup, with the cache map that lets the browser reuse them. */
  styles: string;
  reads: FirstScreenRead[];
}

/** The breakpoint antd calls lg: the beta's frame switches between drawer and menu there. */
const WIDE_MIN = 992;

/**
 * Renders a page's first screen to static HTML at build time: the remote's App inside the
 * same providers and wrapper the shell mounts it in, with no data (every read shows its
 * placeholder of the final size). antd's styles are extracted with their cache map, so the
 * browser's cssinjs finds them already in the page instead of computing them at boot.
 */
export function renderFirstScreen(page: FirstScreenPage): RenderedFirstScreen {
  const cache = createCache();
  const api = createApiClient();
  const props: RemoteAppProps = {
    api,
    store: createSessionStore(api),
    config: {} as ClientConfigBody,
    basename: page.basename,
  };
  const render = (wide: boolean) =>
    renderToString(
      <StyleProvider cache={cache}>
        <ConfigProvider theme={darkTheme}>
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
        </ConfigProvider>
      </StyleProvider>,
    );
  const narrow = render(false);
  const wide = render(true);
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
    '.mm-first .ant-skeleton *,.mm-first-narrow .ant-skeleton *,.mm-first-wide .ant-skeleton *{animation:none!important}',
    `@media (min-width:${WIDE_MIN}px){.mm-first-narrow{display:none}}`,
    `@media (max-width:${WIDE_MIN - 0.02}px){.mm-first-wide{display:none}}`,
  ].join('');
  return { html, styles: `<style>${switcher}</style>${extractStyle(cache)}`, reads: page.reads ?? [] };
}
