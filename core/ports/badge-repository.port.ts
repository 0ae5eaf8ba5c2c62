import type { BadgeGrant } from '../domain/badge.ts';

export interface NewBadge {
  id: string;
  userId: string;
  kind: string;
  label: string;
  seat: number;
  multiplierTenths: number;
}

/**
 * The badge rows a limited grant reads and writes, scoped to the unit of work's
 * transaction; the seat and the multiplier are decided in core (core/domain/badge.ts).
 */
export interface BadgeStore {
  holds(userId: string, kind: string): Promise<boolean>;
  /** Locks the kind's seat counter (created at 0 on first use) and reads how many seats are taken. */
  lockIssued(kind: string): Promise<number>;
  setIssued(kind: string, issued: number): Promise<void>;
  insert(badge: NewBadge): Promise<BadgeGrant>;
  setMultiplier(userId: string, multiplierTenths: number): Promise<void>;
}
