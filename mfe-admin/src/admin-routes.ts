import type { StaffRole } from '@mindmark/mfe-kit/auth-contract.ts';

/**
 * The admin sections as data (spec 2.4), with the roles that see each. These flags
 * only shape the UI: the server decides what each role may read and change.
 */
export const ADMIN_SECTIONS = [
  { path: 'projects', label: 'Projects', roles: ['admin', 'PROJECT'] },
  { path: 'kols', label: 'KOLs', roles: ['admin'] },
  { path: 'users', label: 'Users', roles: ['admin'] },
  { path: 'reward-pools', label: 'Reward Pools', roles: ['admin', 'PROJECT'] },
  { path: 'reward-submissions', label: 'Reward Submissions', roles: ['admin', 'PROJECT'] },
] as const satisfies readonly { path: string; label: string; roles: readonly StaffRole[] }[];

export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export function sectionsFor(role: StaffRole): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => (section.roles as readonly StaffRole[]).includes(role));
}

/** Spec 3: the staff token lives in local storage under `token`. */
export const TOKEN_KEY = 'token';
export const PANEL_NAME = 'Mindmark Admin Panel';
