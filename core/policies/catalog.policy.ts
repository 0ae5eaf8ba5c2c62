import type { StaffRole } from '../domain/user.ts';
import { forbidden } from '../errors.ts';

/** Who is writing to the catalog; the HTTP layer builds it from the verified staff token. */
export interface CatalogActor {
  role: StaffRole;
  projectId: string | null;
}

/** Admins manage every project; PROJECT staff only update their own (docs/identity.md, "Access levels"). */
export function assertMayCreateProject(actor: CatalogActor): void {
  if (actor.role !== 'admin') throw forbidden('Only admins can create projects');
}

export function assertMayUpdateProject(actor: CatalogActor, projectId: string): void {
  if (actor.role === 'admin') return;
  if (actor.role === 'PROJECT' && actor.projectId === projectId) return;
  throw forbidden('Project staff can only edit their own project');
}

export function assertMayDeleteProject(actor: CatalogActor): void {
  if (actor.role !== 'admin') throw forbidden('Only admins can delete projects');
}
