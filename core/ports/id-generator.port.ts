export interface IdGenerator {
  /** A new UUID for an entity. */
  uuid(): string;
  /** A short, URL-safe code that cannot be derived from a user id. */
  referralCode(): string;
  /** An unguessable token for nonces, sessions and one-time links. */
  secretToken(): string;
}
