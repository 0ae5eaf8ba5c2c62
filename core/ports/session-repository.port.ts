/** Server-side sessions behind the `sid` cookie. Tokens are stored hashed by the adapter. */
export interface SessionRepository {
  create(input: { token: string; id: string; userId: string; expiresAt: Date }): Promise<void>;
  /** The live session for a cookie token: not revoked, not expired. */
  findActive(token: string, now: Date): Promise<{ id: string; userId: string; kolId: string | null } | null>;
  revoke(id: string, at: Date): Promise<void>;
}

/** One-time sign-in links sent by email. */
export interface EmailTokenRepository {
  create(input: { token: string; email: string; expiresAt: Date }): Promise<void>;
  /** Marks the token used and returns its email, atomically; null if unknown, used or expired. */
  consume(token: string, now: Date): Promise<string | null>;
}
