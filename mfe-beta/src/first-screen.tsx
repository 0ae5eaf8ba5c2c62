import type { FirstScreenPage } from '@mindmark/mfe-kit/first-screen/render.tsx';
import BetaApp, { ProjectsPage } from './beta-app.tsx';
import { PAGE_SIZE as PROJECTS_PAGE_SIZE } from './components/projects-table.tsx';

export { renderFirstScreen } from '@mindmark/mfe-kit/first-screen/render.tsx';

/**
 * The pages whose first screen the build renders to static HTML (docs/frontend.md, "First
 * screen"), with the reads their views start with: the same keys as components/narratives-panel.tsx
 * (90 days) and components/kol-leaderboard.tsx (page 1 by Mindmark Score). test/e2e/first-screen.test.ts
 * fails if the leaderboard asks for either again at boot, so a key that drifts is caught.
 */
export const pages: (FirstScreenPage & { name: string })[] = [
  {
    name: 'beta',
    path: '/beta',
    route: '/beta/*',
    remote: 'beta',
    basename: '/beta',
    app: (props) => <BetaApp {...props} />,
    reads: [
      { key: ['narratives', '90d'], url: '/api/narratives?period=90d' },
      {
        key: ['influencers', { page: 1, limit: 20, sortField: 'mindoMetric', sortDirection: 'desc' }],
        url: '/api/influencers/paginate?page=1&limit=20&sortField=mindoMetric&sortDirection=desc',
      },
    ],
  },
  {
    // The same reads as components/projects-arena.tsx and components/projects-table.tsx (page 1
    // by mindshare); its route's code is loaded before the render (the page is lazy in BetaApp).
    name: 'projects',
    path: '/beta/projects',
    route: '/beta/*',
    remote: 'beta',
    basename: '/beta',
    app: (props) => <BetaApp {...props} />,
    prepare: () => ProjectsPage.preload(),
    reads: [
      { key: ['projects-featured'], url: '/api/projects/featured' },
      {
        key: [
          'projects',
          { page: 1, limit: PROJECTS_PAGE_SIZE, sortField: 'mindsharePercent', sortDirection: 'desc' },
        ],
        url: `/api/projects/paginate?page=1&limit=${PROJECTS_PAGE_SIZE}&sortField=mindsharePercent&sortDirection=desc`,
      },
      { key: ['narratives', '90d'], url: '/api/narratives?period=90d' },
    ],
  },
];
