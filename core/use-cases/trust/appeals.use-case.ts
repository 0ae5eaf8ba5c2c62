import {
  APPEAL_NOTE,
  APPEAL_REASON,
  APPEALS_PER_DAY,
  type Appeal,
  type AppealStatus,
} from '../../domain/appeal.ts';
import type { Paged } from '../../domain/paged.ts';
import { conflict, forbidden, invalid, notFound, RateLimitedError, unauthorized } from '../../errors.ts';
import type { CreatorCaller, StaffCaller } from '../../policies/access.policy.ts';
import type { AppealRepository } from '../../ports/appeal-repository.port.ts';
import type { Clock } from '../../ports/clock.port.ts';
import type { IdGenerator } from '../../ports/id-generator.port.ts';

const DAY_MS = 86_400_000;

const text = (value: string, field: string, bounds: { min: number; max: number }) => {
  const v = value.trim();
  if (v.length < bounds.min || v.length > bounds.max) {
    throw invalid(`The ${field} must be ${bounds.min} to ${bounds.max} characters.`, [
      { field, message: `${bounds.min} to ${bounds.max} characters` },
    ]);
  }
  return v;
};

/**
 * Appeals against discounts: a creator files one on a discount of their own post;
 * admins uphold or overturn it with a note. The decision is written once, with who
 * and when; an overturned discount is left out from the next run on (the engine reads
 * the appeals, docs/methodology.md).
 */
export function makeAppeals(deps: { appeals: AppealRepository; clock: Clock; ids: IdGenerator }) {
  const { appeals, clock, ids } = deps;
  return {
    async file(
      user: CreatorCaller | null,
      input: { postId: string; kind: string; reason: string },
    ): Promise<Appeal> {
      if (!user) throw unauthorized();
      if (!user.kolId) throw forbidden('Only a creator with a ranked X account can appeal a discount.');
      const reason = text(input.reason, 'reason', APPEAL_REASON);
      const now = clock.now();
      const recent = await appeals.countSince(user.userId, new Date(now.getTime() - DAY_MS));
      if (recent >= APPEALS_PER_DAY) {
        throw new RateLimitedError(
          `You can file ${APPEALS_PER_DAY} appeals a day; try again tomorrow.`,
          Math.ceil(DAY_MS / 1000),
        );
      }
      const discount = await appeals.discountOf(input.postId, input.kind);
      if (!discount) throw notFound('Discount of that kind on this post');
      if (discount.kolId !== user.kolId) throw forbidden('You can only appeal discounts on your own posts.');
      const created = await appeals.create({
        id: ids.uuid(),
        postId: discount.postId,
        kind: input.kind,
        kolId: discount.kolId,
        userId: user.userId,
        reason,
        multiplier: discount.multiplier,
        detail: discount.detail,
      });
      if (created === 'open') throw conflict('This post already has an open appeal.');
      if (created === 'decided') throw conflict('This discount was already appealed and decided.');
      return created;
    },

    mine: (user: CreatorCaller): Promise<Appeal[]> => appeals.listForUser(user.userId),

    queue: (status: AppealStatus | null, page: number, limit: number): Promise<Paged<Appeal>> =>
      appeals.page(status, page, limit),

    async decide(
      staff: StaffCaller | null,
      id: string,
      input: { decision: 'uphold' | 'overturn'; note: string },
    ): Promise<Appeal> {
      if (staff?.role !== 'admin') throw forbidden('Only admins decide appeals.');
      const note = text(input.note, 'note', APPEAL_NOTE);
      const decided = await appeals.decide(id, {
        status: input.decision === 'overturn' ? 'overturned' : 'upheld',
        staffId: staff.staffId,
        staffUsername: staff.username,
        note,
        at: clock.now(),
      });
      if (decided) return decided;
      if (await appeals.byId(id)) throw conflict('This appeal was already decided.');
      throw notFound('Appeal');
    },
  };
}

export type Appeals = ReturnType<typeof makeAppeals>;
