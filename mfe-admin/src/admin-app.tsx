import { AntdTheme } from '@mindmark/mfe-kit/antd-theme.tsx';
import { ApiQueryProvider } from '@mindmark/mfe-kit/data/query-provider.tsx';
import type { RemoteAppProps } from '@mindmark/mfe-kit/remote-app.ts';
import { track } from '@mindmark/mfe-kit/track.ts';
import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { AdminGuard } from './admin-guard.tsx';
import { AdminLogin } from './admin-login.tsx';

// Modals render outside the app's element, hence the .ant-modal selectors (present only while admin is mounted).
const ADMIN_CSS = [
  '.mm-admin .ant-btn-link:not(:disabled),.ant-modal .ant-btn-link:not(:disabled){color:#c4b5ff}',
  '.mm-admin .ant-btn-dangerous:not(.ant-btn-primary):not(:disabled),.ant-modal .ant-btn-dangerous:not(.ant-btn-primary):not(:disabled){color:#ff9c9c;border-color:#ff9c9c}',
  '.mm-admin a,.ant-modal a{color:#c4b5ff}',
].join('');

/** The admin area (spec 2.4), mounted by the shell at /admin/*; may live on its own origin. */
export default function AdminApp(props: RemoteAppProps) {
  const { pathname } = useLocation();
  useEffect(() => {
    track(props.api, 'page_view', { path: pathname, app: 'admin' });
  }, [pathname, props.api]);

  // The theme is the admin's own: the shell no longer provides antd's (docs/frontend.md).
  return (
    <AntdTheme>
      <ApiQueryProvider>
        <div data-mfe="admin" className="mm-admin">
          {/* antd's dark link and danger text fall under 4.5:1 on the panel background (axe): lightened here. */}
          <style>{ADMIN_CSS}</style>
          <Routes>
            <Route path="login" element={<AdminLogin {...props} />} />
            <Route path="*" element={<AdminGuard {...props} />} />
          </Routes>
        </div>
      </ApiQueryProvider>
    </AntdTheme>
  );
}
