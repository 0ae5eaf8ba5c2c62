import type { StaffRole } from '../domain/user.ts';

export interface StaffClaims {
  sub: string;
  username: string;
  role: StaffRole;
  projectId: string | null;
}

/** Signs and verifies the staff bearer token. */
export interface TokenSigner {
  sign(claims: StaffClaims): Promise<string>;
  /** Null when the token is malformed, tampered with or expired. */
  verify(token: string): Promise<StaffClaims | null>;
}
