import { type BadgeGrant, multiplierWithBadge, nextSeat } from '../../domain/badge.ts';
import type { UnitOfWork } from '../../ports/unit-of-work.port.ts';

export interface LimitedBadgeRequest {
  id: string;
  userId: string;
  kind: string;
  label: string;
  supply: number;
  multiplierTenths: number;
}

/**
 * Gives the user the next of `supply` seats of a badge and raises their baseMultiplier
 * to the badge's (docs/points-and-wallets.md, "Early badge"). Null when sold out, already
 * held or the user is gone. The user's row is locked first and the seat counter second,
 * so concurrent sign-ups queue on the counter and none can take a seat past the supply.
 */
export function makeGrantLimitedBadge(deps: { uow: UnitOfWork }) {
  return (request: LimitedBadgeRequest): Promise<BadgeGrant | null> =>
    deps.uow.run(async ({ points, badges }) => {
      const current = await points.lockMultiplier(request.userId);
      if (current === null) return null;
      if (await badges.holds(request.userId, request.kind)) return null;
      const seat = nextSeat(await badges.lockIssued(request.kind), request.supply);
      if (seat === null) return null;
      await badges.setIssued(request.kind, seat);
      const grant = await badges.insert({
        id: request.id,
        userId: request.userId,
        kind: request.kind,
        label: request.label,
        seat,
        multiplierTenths: request.multiplierTenths,
      });
      await badges.setMultiplier(request.userId, multiplierWithBadge(current, request.multiplierTenths));
      return grant;
    });
}

export type GrantLimitedBadge = ReturnType<typeof makeGrantLimitedBadge>;
