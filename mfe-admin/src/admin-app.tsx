import type { RemoteAppProps } from '@mindmark/mfe-kit/remote-app.ts';
import { track } from '@mindmark/mfe-kit/track.ts';
import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { AdminGuard } from './admin-guard.tsx';
import { AdminLogin } from './admin-login.tsx';

/** The admin area (spec 2.4), mounted by the shell at /admin/*; may live on its own origin. */
export default function AdminApp(props: RemoteAppProps) {
  const { pathname } = useLocation();
  useEffect(() => {
    track(props.api, 'page_view', { path: pathname, app: 'admin' });
  }, [pathname, props.api]);

  return (
    <div data-mfe="admin">
      <Routes>
        <Route path="login" element={<AdminLogin {...props} />} />
        <Route path="*" element={<AdminGuard {...props} />} />
      </Routes>
    </div>
  );
}
