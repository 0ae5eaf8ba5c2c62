import type { RemoteAppProps } from '@mindmark/mfe-kit/remote-app.ts';
import { Navigate, Route, Routes } from 'react-router';
import { BetaFrame } from './beta-frame.tsx';
import {
  ForBusinessPage,
  LeaderboardPage,
  ProjectPage,
  ProjectsPage,
  SocialCardPage,
} from './beta-pages.tsx';

/** The public beta (spec 2.3), mounted by the shell at /beta/*. */
export default function BetaApp(props: RemoteAppProps) {
  return (
    <div data-mfe="beta">
      <Routes>
        <Route element={<BetaFrame {...props} />}>
          <Route index element={<LeaderboardPage api={props.api} />} />
          <Route path="projects" element={<ProjectsPage api={props.api} basename={props.basename} />} />
          <Route path="projects/:slug" element={<ProjectPage basename={props.basename} />} />
          <Route path="social-card" element={<SocialCardPage store={props.store} />} />
          <Route path="for-business" element={<ForBusinessPage />} />
          <Route path="*" element={<Navigate to={props.basename} replace />} />
        </Route>
      </Routes>
    </div>
  );
}
