import { ApiQueryProvider } from '@mindmark/mfe-kit/data/query-provider.tsx';
import type { RemoteApp, RemoteAppProps } from '@mindmark/mfe-kit/remote-app.ts';
import { antdLazy } from '@mindmark/mfe-kit/antd-lazy.tsx';
import { preloadableLazy } from '@mindmark/mfe-kit/preloadable-lazy.ts';
import { SkeletonParagraph } from '@mindmark/mfe-kit/ui/skeleton.tsx';
import { type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { BetaFrame } from './beta-frame.tsx';
import { ForBusinessPage } from './pages/for-business-page.tsx';
import { LeaderboardPage } from './pages/leaderboard-page.tsx';

// Pages other than the landing one load on first visit, keeping /beta's first load small. The
// projects, a project and the social card are plain on what a visitor sees first (their antd
// parts, a pool's detail and the signed-in card, are antdLazy inside them); the methodology is
// drawn with antd and arrives with it and the kit's theme wrapper (antdLazy; docs/frontend.md,
// "antd off the first load").
// Those with a prerendered first screen (the projects, a project, the social card) have their code
// preloaded by the shell before its first render (preloadPage below).
export const ProjectsPage = preloadableLazy(() =>
  import('./pages/projects-page.tsx').then((m) => ({ default: m.ProjectsPage })),
);
export const SocialCardPage = preloadableLazy(() =>
  import('./pages/social-card-page.tsx').then((m) => ({ default: m.SocialCardPage })),
);
export const ProjectPage = preloadableLazy(() =>
  import('./pages/project-page.tsx').then((m) => ({ default: m.ProjectPage })),
);
const MethodologyPage = antdLazy(() =>
  import('./pages/methodology-page.tsx').then((m) => ({ default: m.MethodologyPage })),
);
const later = (page: ReactNode) => <Suspense fallback={<SkeletonParagraph />}>{page}</Suspense>;

/** The lazily loaded page at a path under /beta, if any. */
function lazyPageFor(path: string) {
  const rest = path.replace(/^\/beta\/?/, '').replace(/\/$/, '');
  if (rest === 'projects') return ProjectsPage;
  if (rest.startsWith('projects/')) return ProjectPage;
  if (rest === 'social-card') return SocialCardPage;
  if (rest === 'methodology') return MethodologyPage;
  return undefined;
}

/** The public beta (docs/frontend.md), mounted by the shell at /beta/*. */
function BetaApp(props: RemoteAppProps) {
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

const App: RemoteApp = Object.assign(BetaApp, {
  preloadPage: async (path: string) => {
    await lazyPageFor(path)?.preload();
  },
});
export default App;
