import type { AdminUser } from '@mindmark/mfe-kit/auth-contract.ts';
import type { RemoteAppProps } from '@mindmark/mfe-kit/remote-app.ts';
import { useEffect, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AdminLayout } from './admin-layout.tsx';
import { sectionsFor, TOKEN_KEY } from './admin-routes.ts';
import { AdminSectionPage } from './admin-section-page.tsx';

type Check = { state: 'checking' } | { state: 'signed-in'; user: AdminUser } | { state: 'signed-out' };

/**
 * Shows the panel only once the current staff user is known (spec 2.4): "Loading..."
 * while checking, back to the login page when there is no token or the check fails.
 */
export function AdminGuard(props: RemoteAppProps) {
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
      .catch(() => current && setCheck({ state: 'signed-out' }));
    return () => {
      current = false;
    };
  }, [props.api]);

  if (check.state === 'checking') return <p style={{ padding: 24 }}>Loading...</p>;
  if (check.state === 'signed-out') return <Navigate to={`${props.basename}/login`} replace />;

  const sections = sectionsFor(check.user.role);
  return (
    <Routes>
      <Route element={<AdminLayout {...props} user={check.user} sections={sections} />}>
        <Route index element={<Navigate to={`${props.basename}/projects`} replace />} />
        {sections.map((section) => (
          <Route
            key={section.path}
            path={section.path}
            element={<AdminSectionPage section={section} user={check.user} />}
          />
        ))}
        <Route path="*" element={<Navigate to={props.basename} replace />} />
      </Route>
    </Routes>
  );
}
