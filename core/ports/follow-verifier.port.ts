/** Whether an X account follows the product's own account, as the X API says. */
export interface FollowVerifier {
  /** False when no X API access is configured: the mission is then shown as unverified. */
  readonly configured: boolean;
  /** Throws when X cannot be asked (down, rate-limited). */
  follows(xUserId: string): Promise<boolean>;
}
