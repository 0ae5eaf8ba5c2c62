import { Panel } from '@mindmark/mfe-kit/panel.tsx';
import type { RemoteAppProps } from '@mindmark/mfe-kit/remote-app.ts';
import { useSession } from '@mindmark/mfe-kit/use-session.ts';
import { Button, Skeleton } from 'antd';
import { Link } from 'react-router';

/**
 * /social-card: where a user with a username lands. The card itself, its missions and
 * export belong to the social-card issue; this page shows who is signed in.
 */
export function SocialCardLanding({ store }: RemoteAppProps) {
  const loading = useSession(store, (s) => s.loading);
  const user = useSession(store, (s) => s.user);
  const logout = useSession(store, (s) => s.logout);
  return (
    <Panel style={{ width: 'min(560px, 100%)' }} title="My Social Card">
      {loading ? (
        <Skeleton active />
      ) : user ? (
        <>
          <p data-testid="onboarding-username">Signed in as @{user.username}.</p>
          <p style={{ opacity: 0.7 }}>
            Your card, referrals and missions appear here with the social-card release.
          </p>
          <Button onClick={() => void logout()}>Logout</Button> <Link to="/beta">Open the beta</Link>
        </>
      ) : (
        <>
          <p>Log in with X to see your social card.</p>
          <Link to="/?step=connect">Connect X Account</Link>
        </>
      )}
    </Panel>
  );
}
