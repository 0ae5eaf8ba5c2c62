import type { BadgeGrant } from '../domain/badge.ts';

export interface LimitedBadgeRequest {
  id: string;
  userId: string;
  kind: string;
  label: string;
  supply: number;
  multiplierTenths: number;
}

export interface BadgeRepository {
  /**
   * In one transaction: takes the next of `supply` seats, gives the user the badge and
   * raises their baseMultiplier to the badge's. Null when sold out or already held.
   */
  grantLimited(request: LimitedBadgeRequest): Promise<BadgeGrant | null>;
}
