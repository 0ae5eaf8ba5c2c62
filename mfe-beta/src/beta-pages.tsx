import { Panel } from '@mindmark/mfe-kit/panel.tsx';
import type { SessionStore } from '@mindmark/mfe-kit/session-store.ts';
import { useSession } from '@mindmark/mfe-kit/use-session.ts';
import { Skeleton } from 'antd';

/**
 * The beta's smaller page bodies. The social card page is still to come
 * (docs/frontend.md).
 */
function PageIntro({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <h1 style={{ fontSize: 28, margin: '0 0 12px' }}>{title}</h1>
      <Panel>{children}</Panel>
    </section>
  );
}

export function SocialCardPage({ store }: { store: SessionStore }) {
  const loading = useSession(store, (s) => s.loading);
  const user = useSession(store, (s) => s.user);
  return (
    <PageIntro title="My Social Card">
      {loading ? (
        <Skeleton active />
      ) : user ? (
        <p style={{ margin: 0 }} data-testid="social-card-user">
          Signed in as @{user.username}. Your card, referrals and missions arrive with the social-card work.
        </p>
      ) : (
        <p style={{ margin: 0 }}>Log in with X to see your social card.</p>
      )}
    </PageIntro>
  );
}

export function ForBusinessPage() {
  return (
    <PageIntro title="For business">
      <p style={{ margin: 0 }}>Mindmark for projects and agencies.</p>
    </PageIntro>
  );
}
