import type { StaffRole } from '@mindmark/mfe-kit/auth-contract.ts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Page = LazyExoticComponent<ComponentType>;

export interface AdminSection {
  path: string;
  label: string;
  roles: readonly StaffRole[];
  page: Page;
  /** The page of one record under this section (`path/:id`), when the section has one. */
  detail?: Page;
}

/**
 * The admin pages as data: one entry per page, with the roles that see it. The menu
 * and the routes are both built from this list, so adding a page is one entry. The
 * roles only shape the UI; the server decides what each role may read and change.
 * Each page is its own chunk, loaded on first visit.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    path: 'projects',
    label: 'Projects',
    roles: ['admin', 'PROJECT'],
    page: lazy(() => import('./pages/projects-page.tsx')),
  },
  { path: 'kols', label: 'KOLs', roles: ['admin'], page: lazy(() => import('./pages/kols-page.tsx')) },
  { path: 'users', label: 'Users', roles: ['admin'], page: lazy(() => import('./pages/users-page.tsx')) },
  {
    path: 'reward-pools',
    label: 'Reward Pools',
    roles: ['admin', 'PROJECT'],
    page: lazy(() => import('./pages/reward-pools-page.tsx')),
    detail: lazy(() => import('./pages/pool-detail-page.tsx')),
  },
  {
    path: 'reward-submissions',
    label: 'Reward Submissions',
    roles: ['admin', 'PROJECT'],
    page: lazy(() => import('./pages/reward-submissions-page.tsx')),
  },
  {
    path: 'rankings',
    label: 'Rankings',
    roles: ['admin'],
    page: lazy(() => import('./pages/rankings-page.tsx')),
  },
  { path: 'staff', label: 'Staff', roles: ['admin'], page: lazy(() => import('./pages/staff-page.tsx')) },
  {
    path: 'appeals',
    label: 'Appeals',
    roles: ['admin'],
    page: lazy(() => import('./pages/appeals-page.tsx')),
  },
];

export function sectionsFor(role: StaffRole): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => section.roles.includes(role));
}

/** The staff token lives in local storage under `token` (docs/frontend.md, admin app). */
export const TOKEN_KEY = 'token';
export const PANEL_NAME = 'Mindmark Admin Panel';
