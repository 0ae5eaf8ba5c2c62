import type { Appeal, AppealStatus } from '../domain/appeal.ts';
import type { Paged } from '../domain/paged.ts';

export interface AppealedDiscount {
  postId: number;
  kolId: string;
  multiplier: number;
  detail: string;
}

export type NewAppeal = {
  id: string;
  postId: number;
  kind: string;
  kolId: string;
  userId: string;
  reason: string;
  multiplier: number;
  detail: string;
};

export interface AppealRepository {
  /** The discount of that kind on the post with that X id, if the post carries it now. */
  discountOf(postExternalId: string, kind: string): Promise<AppealedDiscount | null>;
  countSince(userId: string, since: Date): Promise<number>;
  /** 'open' when the post already has an open appeal, 'decided' when this discount was appealed before. */
  create(appeal: NewAppeal): Promise<Appeal | 'open' | 'decided'>;
  listForUser(userId: string): Promise<Appeal[]>;
  page(status: AppealStatus | null, page: number, limit: number): Promise<Paged<Appeal>>;
  /** Null when there is no open appeal with that id. */
  decide(
    id: string,
    decision: {
      status: 'upheld' | 'overturned';
      staffId: string;
      staffUsername: string;
      note: string;
      at: Date;
    },
  ): Promise<Appeal | null>;
  byId(id: string): Promise<Appeal | null>;
}
