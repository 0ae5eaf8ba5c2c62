import { createApiClient } from '@mindmark/mfe-kit/api-client.ts';
import type { ClientConfigBody } from '@mindmark/mfe-kit/api-contract.ts';
import { createSessionStore } from '@mindmark/mfe-kit/session-store.ts';
import { darkTheme } from '@mindmark/mfe-kit/theme.ts';
import { ConfigProvider } from 'antd';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { ShellApp } from './shell-app.tsx';
import { registerRuntimeRemotes } from './runtime-remotes.ts';

const api = createApiClient();
// Created once, here, and handed to every remote: the page's only session store.
const store = createSessionStore(api);
const root = createRoot(document.getElementById('root')!);

try {
  const config = inlinedConfig() ?? (await api.call('GET /config'));
  registerRuntimeRemotes(config.remotes);
  // Staff pages have their own sign-in (a bearer token): asking for the creator's session
  // there only earns a 401. The shell asks once the visitor reaches a creator page.
  if (!window.location.pathname.startsWith('/admin')) void store.getState().fetchUser();
  root.render(
    <ConfigProvider theme={darkTheme}>
      <BrowserRouter>
        <ShellApp store={store} api={api} config={config} />
      </BrowserRouter>
    </ConfigProvider>,
  );
} catch (error) {
  root.render(
    <ConfigProvider theme={darkTheme}>
      <p role="alert" style={{ padding: 24 }}>
        Mindmark could not reach its server ({(error as Error).message}). Reload the page to try again.
      </p>
    </ConfigProvider>,
  );
}

/** The server inlines GET /config into each page (adapters/http/pages/shell-page.ts); a dev server does not. */
function inlinedConfig(): ClientConfigBody | null {
  const text = document.getElementById('mindmark-config')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ClientConfigBody;
  } catch {
    return null;
  }
}
