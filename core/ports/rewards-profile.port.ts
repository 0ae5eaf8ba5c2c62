/** What points and missions need to know about a user beyond `User`. */
export interface RewardsProfileRepository {
  referrerOf(userId: string): Promise<string | null>;
  /** The X account id, null for users who never signed in with X. */
  xUserIdOf(userId: string): Promise<string | null>;
}
