import type { AdminUser } from '@mindmark/mfe-kit/auth-contract.ts';
import type { RemoteAppProps } from '@mindmark/mfe-kit/remote-app.ts';
import { Spin } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { AdminLayout } from './admin-layout.tsx';
import { sectionsFor, TOKEN_KEY } from './admin-routes.ts';
import { AdminSessionProvider, loginPathAfterExpiry } from './services/admin-session.tsx';

type Check =
  | { state: 'checking' }
  | { state: 'signed-in'; user: AdminUser }
  | { state: 'signed-out' }
  | { state: 'expired' };

/**
 * Shows the panel only once the current staff user is known: "Loading..." while
 * checking, the login page when there is no token, and the login page with "Your
 * session ended" (then back here) when the stored token no longer works.
 */
export function AdminGuard(props: RemoteAppProps) {
  const location = useLocation();
  const [check, setCheck] = useState<Check>(() =>
    localStorage.getItem(TOKEN_KEY) ? { state: 'checking' } : { state: 'signed-out' },
  );

  useEffect(() => {
    const token = localStorage.getItem(TOKEN_KEY);
    if (!token) return;
    let current = true;
    props.api
      .call('GET /api/auth/admin/me', { token })
      .then((user) => current && setCheck({ state: 'signed-in', user }))
      .catch(() => {
        localStorage.removeItem(TOKEN_KEY);
        if (current) setCheck({ state: 'expired' });
      });
    return () => {
      current = false;
    };
  }, [props.api]);

  const here = location.pathname + location.search;
  if (check.state === 'checking') return <p style={{ padding: 24 }}>Loading...</p>;
  if (check.state === 'signed-out') {
    return <Navigate to={`${props.basename}/login?next=${encodeURIComponent(here)}`} replace />;
  }
  if (check.state === 'expired') return <Navigate to={loginPathAfterExpiry(props.basename, here)} replace />;

  const sections = sectionsFor(check.user.role);
  const loading = (
    <div style={{ padding: 48, textAlign: 'center' }}>
      <Spin aria-label="Loading the page" />
    </div>
  );
  return (
    <AdminSessionProvider api={props.api} config={props.config} user={check.user} basename={props.basename}>
      <Routes>
        <Route element={<AdminLayout {...props} user={check.user} sections={sections} />}>
          <Route
            index
            element={<Navigate to={`${props.basename}/${sections[0]?.path ?? 'projects'}`} replace />}
          />
          {sections.flatMap((section) => {
            const Page = section.page;
            const Detail = section.detail;
            const routes = [
              <Route
                key={section.path}
                path={section.path}
                element={
                  <Suspense fallback={loading}>
                    <Page />
                  </Suspense>
                }
              />,
            ];
            if (Detail) {
              routes.push(
                <Route
                  key={`${section.path}/:id`}
                  path={`${section.path}/:id`}
                  element={
                    <Suspense fallback={loading}>
                      <Detail />
                    </Suspense>
                  }
                />,
              );
            }
            return routes;
          })}
          {/* Any other admin path goes to the site's root. */}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
    </AdminSessionProvider>
  );
}
