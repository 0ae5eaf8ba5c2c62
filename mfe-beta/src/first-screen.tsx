import type { ProjectRow } from '@mindmark/mfe-kit/api-contract.ts';
import type { FirstScreenPage, RequestFirstScreenPage } from '@mindmark/mfe-kit/first-screen/render.tsx';
import type { RemoteAppProps } from '@mindmark/mfe-kit/remote-app.ts';
import BetaApp, { ProjectPage, ProjectsPage, SocialCardPage } from './beta-app.tsx';
import { PAGE_SIZE as PROJECTS_PAGE_SIZE } from './components/projects-table.tsx';

export { renderFirstScreen, styleCache } from '@mindmark/mfe-kit/first-screen/render.tsx';

/** Where and how the shell mounts the beta (shell/src/shell-app.tsx), the same for every page. */
const MOUNTED = {
  route: '/beta/*',
  remote: 'beta',
  basename: '/beta',
  app: (props: RemoteAppProps) => <BetaApp {...props} />,
} as const;

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
    ...MOUNTED,
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
    ...MOUNTED,
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
  {
    // A visitor's social card page: the sign-in prompt. The server shows it only to a request
    // without a session cookie (a creator's card is theirs alone, not something to build ahead).
    name: 'social-card',
    path: '/beta/social-card',
    ...MOUNTED,
    prepare: () => SocialCardPage.preload(),
    visitor: true,
  },
];

/**
 * Pages rendered by the server per request (docs/frontend.md, "First screen"): a project's page,
 * with the reads of pages/project-page.tsx (the project by slug) and components/project-overview.tsx
 * (its top KOLs, which need the project's id). test/e2e/first-screen-project.test.ts fails if the
 * live page asks for either again, so a key that drifts is caught.
 */
export const requestPages: RequestFirstScreenPage[] = [
  {
    name: 'project',
    ...MOUNTED,
    prepare: () => ProjectPage.preload(),
    readsFor: (path, answered) => {
      const slug = path.replace(/^\/beta\/projects\//, '').replace(/\/$/, '');
      const projectKey = ['project', slug];
      const project = answered(projectKey) as ProjectRow | undefined;
      return [
        { key: projectKey, url: `/api/projects/slug/${encodeURIComponent(slug)}` },
        ...(project
          ? [
              {
                key: ['project-kols', project.id],
                url: `/api/projects/${encodeURIComponent(project.id)}/influencers`,
              },
            ]
          : []),
      ];
    },
  },
];
