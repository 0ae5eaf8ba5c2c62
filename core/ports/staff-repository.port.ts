import type { StaffRole, StaffUser } from '../domain/user.ts';

export interface StaffRecord extends StaffUser {
  passwordHash: string;
}

export interface StaffRepository {
  findByUsername(username: string): Promise<StaffRecord | null>;
  findById(id: string): Promise<StaffUser | null>;
  create(input: {
    id: string;
    username: string;
    passwordHash: string;
    role: StaffRole;
    projectId: string | null;
  }): Promise<StaffUser>;
  setDisabled(username: string, disabled: boolean): Promise<boolean>;
  count(): Promise<number>;
  projectExists(projectId: string): Promise<boolean>;
}

/** Failed staff logins, counted per username and per address over a window. */
export interface LoginThrottle {
  recordFailure(usernameKey: string, address: string, at: Date): Promise<void>;
  recentFailures(
    usernameKey: string,
    address: string,
    since: Date,
  ): Promise<{ byUsername: number; byAddress: number; oldest: Date | null }>;
}
