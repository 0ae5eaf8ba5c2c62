import type { FirstScreenPage } from '@mindmark/mfe-kit/first-screen/render.tsx';
import BetaApp from './beta-app.tsx';

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
];
