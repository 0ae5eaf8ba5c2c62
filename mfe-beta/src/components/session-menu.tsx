import { LogoutOutlined, XOutlined } from '@mindmark/mfe-kit/icons.tsx';
import type { RemoteAppProps } from '@mindmark/mfe-kit/remote-app.ts';
import { useSession } from '@mindmark/mfe-kit/use-session.ts';
import { Button, Flex, Skeleton } from 'antd';
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
    return <Skeleton.Button active size="small" style={{ width: 140 }} data-testid="session-skeleton" />;
  if (user) {
    return (
      <Flex align="center" gap={compact ? 4 : 12}>
        <Link to={`${basename}/social-card`} data-testid="session-username">
          @{user.username ?? user.kol?.twitterUsername ?? 'me'}
        </Link>
        <Button aria-label="Logout" icon={<LogoutOutlined />} onClick={() => void logout()}>
          {compact ? null : 'Logout'}
        </Button>
      </Flex>
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
