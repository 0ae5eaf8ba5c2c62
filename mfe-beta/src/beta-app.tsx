import { ApiQueryProvider } from '@mindmark/mfe-kit/data/query-provider.tsx';
import type { RemoteAppProps } from '@mindmark/mfe-kit/remote-app.ts';
import { Skeleton } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { BetaFrame } from './beta-frame.tsx';
import { ForBusinessPage } from './pages/for-business-page.tsx';
import { LeaderboardPage } from './pages/leaderboard-page.tsx';

// Pages other than the landing one load on first visit, keeping /beta's first load small.
const ProjectsPage = lazy(() =>
  import('./pages/projects-page.tsx').then((m) => ({ default: m.ProjectsPage })),
);
const SocialCardPage = lazy(() =>
  import('./pages/social-card-page.tsx').then((m) => ({ default: m.SocialCardPage })),
);
const ProjectPage = lazy(() => import('./pages/project-page.tsx').then((m) => ({ default: m.ProjectPage })));
const MethodologyPage = lazy(() =>
  import('./pages/methodology-page.tsx').then((m) => ({ default: m.MethodologyPage })),
);
const later = (page: ReactNode) => <Suspense fallback={<Skeleton active />}>{page}</Suspense>;

/** The public beta (docs/frontend.md), mounted by the shell at /beta/*. */
export default function BetaApp(props: RemoteAppProps) {
  return (
    <ApiQueryProvider>
      <div data-mfe="beta">
        <Routes>
          <Route element={<BetaFrame {...props} />}>
            <Route
              index
              element={<LeaderboardPage api={props.api} store={props.store} basename={props.basename} />}
            />
            <Route
              path="projects"
              element={later(<ProjectsPage api={props.api} basename={props.basename} />)}
            />
            <Route
              path="projects/:slug"
              element={later(<ProjectPage api={props.api} basename={props.basename} store={props.store} />)}
            />
            <Route
              path="social-card"
              element={later(<SocialCardPage api={props.api} store={props.store} />)}
            />
            <Route path="methodology" element={later(<MethodologyPage api={props.api} />)} />
            <Route path="for-business" element={<ForBusinessPage />} />
            <Route path="*" element={<Navigate to={props.basename} replace />} />
          </Route>
        </Routes>
      </div>
    </ApiQueryProvider>
  );
}
