import { Panel } from '@mindmark/mfe-kit/panel.tsx';
import type { SessionStore } from '@mindmark/mfe-kit/session-store.ts';
import { useSession } from '@mindmark/mfe-kit/use-session.ts';
import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import { Flex, Skeleton } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router';
import { AttentionEconomy } from './attention-economy.tsx';
import { KolLeaderboard } from './kol-leaderboard.tsx';
import { NarrativesPanel } from './narratives-panel.tsx';
import { ForProjects, ProjectsArena } from './projects-arena.tsx';
import { ProjectsTable } from './projects-table.tsx';

/**
 * The beta's page bodies. The leaderboard and projects pages are complete; the
 * project page and social card are still to come (docs/frontend.md).
 */
function PageIntro({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <h1 style={{ fontSize: 28, margin: '0 0 12px' }}>{title}</h1>
      <Panel>{children}</Panel>
    </section>
  );
}

export function LeaderboardPage({ api }: { api: ApiClient }) {
  return (
    <Flex vertical gap={24}>
      <h1 style={{ fontSize: 28, margin: 0 }}>AI Leaderboard</h1>
      <NarrativesPanel api={api} />
      <KolLeaderboard api={api} />
      <AttentionEconomy />
    </Flex>
  );
}

export function ProjectsPage({ api, basename }: { api: ApiClient; basename: string }) {
  return (
    <Flex vertical gap={24}>
      <h1 style={{ fontSize: 28, margin: 0 }}>Projects</h1>
      <ProjectsArena api={api} basename={basename} />
      <ProjectsTable api={api} basename={basename} />
      <ForProjects basename={basename} />
    </Flex>
  );
}

export function ProjectPage({ basename }: { basename: string }) {
  const { slug } = useParams();
  const [search] = useSearchParams();
  const tab = search.get('tab') === 'pools' ? 'pools' : 'overview';
  return (
    <PageIntro title={`@${slug}`}>
      <p style={{ marginTop: 0 }}>
        Project {tab === 'pools' ? 'pools' : 'overview'} arrive with the rankings and rewards work.
      </p>
      <Link to={`${basename}/projects`}>Back to projects</Link>
    </PageIntro>
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
