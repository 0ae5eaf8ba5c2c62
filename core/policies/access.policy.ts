import type { StaffRole } from '../domain/user.ts';

/**
 * Who is calling, as the server established it (never as the client claims):
 * a creator from the `sid` session, staff from a verified bearer token, or both.
 */
export interface CreatorCaller {
  userId: string;
  kolId: string | null;
  sessionId: string;
}

export interface StaffCaller {
  staffId: string;
  username: string;
  role: StaffRole;
  projectId: string | null;
}

export interface Caller {
  user: CreatorCaller | null;
  staff: StaffCaller | null;
}

export const VISITOR: Caller = { user: null, staff: null };

/** The access level every route declares. */
export const ACCESS_LEVELS = ['public', 'user', 'staff', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden';

/** The route's access level against who is calling (docs/identity.md, "Access levels"). */
export function decideAccess(access: Access, caller: Caller): AccessDecision {
  switch (access) {
    case 'public':
      return 'allow';
    case 'user':
      return caller.user ? 'allow' : 'unauthenticated';
    case 'staff':
      return caller.staff ? 'allow' : 'unauthenticated';
    case 'admin':
      if (!caller.staff) return 'unauthenticated';
      return caller.staff.role === 'admin' ? 'allow' : 'forbidden';
  }
}

/** Admins manage every project; PROJECT staff only their own. */
export const canManageProject = (staff: StaffCaller, projectId: string): boolean =>
  staff.role === 'admin' || (staff.role === 'PROJECT' && staff.projectId === projectId);

/**
 * What a staff listing is narrowed to. PROJECT staff without a project (which the
 * database forbids) see nothing rather than everything.
 */
export type ProjectScope = { kind: 'all' } | { kind: 'project'; projectId: string } | { kind: 'none' };

export function projectScope(staff: StaffCaller): ProjectScope {
  if (staff.role === 'admin') return { kind: 'all' };
  return staff.projectId ? { kind: 'project', projectId: staff.projectId } : { kind: 'none' };
}
