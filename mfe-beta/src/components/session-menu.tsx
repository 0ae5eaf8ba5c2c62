import { LogoutOutlined, XOutlined } from '@mindmark/mfe-kit/icons.tsx';
import type { RemoteAppProps } from '@mindmark/mfe-kit/remote-app.ts';
import { Button } from '@mindmark/mfe-kit/ui/button.tsx';
import { SkeletonBar } from '@mindmark/mfe-kit/ui/skeleton.tsx';
import { useSession } from '@mindmark/mfe-kit/use-session.ts';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoginDialog } from './login-dialog.tsx';

/** The top bar's right corner: skeleton while the user loads, then who is signed in. */
export function SessionMenu({ store, api, basename, compact }: RemoteAppProps & { compact: boolean }) {
  const loading = useSession(store, (s) => s.loading);
  const user = useSession(store, (s) => s.user);
  const logout = useSession(store, (s) => s.logout);
  const [loginOpen, setLoginOpen] = useState(false);

  if (loading)
    return <SkeletonBar width={140} height={24} style={{ borderRadius: 4 }} data-testid="session-skeleton" />;
  if (user) {
    return (
      <div style={{ display: 'flex', alignItems: 'center', gap: compact ? 4 : 12 }}>
        <Link to={`${basename}/social-card`} data-testid="session-username">
          @{user.username ?? user.kol?.twitterUsername ?? 'me'}
        </Link>
        <Button aria-label="Logout" icon={<LogoutOutlined />} onClick={() => void logout()}>
          {compact ? null : 'Logout'}
        </Button>
      </div>
    );
  }
  return (
    <>
      <Button type="primary" icon={<XOutlined />} onClick={() => setLoginOpen(true)}>
        Login with X
      </Button>
      <LoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} api={api} store={store} />
    </>
  );
}
