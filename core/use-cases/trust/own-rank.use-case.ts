import { forbidden, notFound, unauthorized } from '../../errors.ts';
import type { CreatorCaller } from '../../policies/access.policy.ts';
import type { OwnRankRepository, StoredRank } from '../../ports/trust-read.port.ts';

export interface OwnRank extends StoredRank {
  /** The leaderboard page (by Mindmark Score, highest first) the row sits on. */
  page: number | null;
  pageSize: number;
}

/** A signed-in creator's own row: one indexed lookup of the stored position, at any depth. */
export function makeOwnRank(deps: { ranks: OwnRankRepository }) {
  return async (user: CreatorCaller | null, pageSize: number): Promise<OwnRank> => {
    if (!user) throw unauthorized();
    if (!user.kolId) throw forbidden('Your account has no ranked X profile yet.');
    const rank = await deps.ranks.rankOf(user.kolId);
    if (!rank) throw notFound('Ranked profile');
    return {
      ...rank,
      page: rank.position === null ? null : Math.ceil(rank.position / pageSize),
      pageSize,
    };
  };
}

export type OwnRankQuery = ReturnType<typeof makeOwnRank>;
