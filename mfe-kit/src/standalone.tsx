import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { createApiClient } from './api-client.ts';
import { captureReferral } from './referral.ts';
import type { RemoteAppProps } from './remote-app.ts';
import { createSessionStore } from './session-store.ts';

/**
 * Runs one remote on its own for development (`npm run dev -w mfe-beta`): the same
 * props the shell would hand it, built here instead, with the API proxied by the dev
 * server to the Fastify server.
 */
export async function renderStandalone(
  App: ComponentType<RemoteAppProps>,
  paths: string[],
  basename: string,
) {
  const api = createApiClient();
  const config = await api.call('GET /config');
  const store = createSessionStore(api);
  captureReferral(window.location.search);
  void store.getState().fetchUser();
  const element = <App store={store} api={api} config={config} basename={basename} />;
  createRoot(document.getElementById('root')!).render(
    <BrowserRouter>
      <Routes>
        {paths.map((path) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="*" element={<Navigate to={paths[0]!.replace('/*', '')} replace />} />
      </Routes>
    </BrowserRouter>,
  );
}
