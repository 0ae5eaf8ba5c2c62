/** A creator's appeal against one discount of one of their posts (docs/methodology.md, "Appeals"). */
export type AppealStatus = 'open' | 'upheld' | 'overturned';

export interface Appeal {
  id: string;
  postId: string;
  postUrl: string;
  kolId: string;
  twitterUsername: string;
  kind: string;
  multiplier: number;
  detail: string;
  reason: string;
  status: AppealStatus;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  note: string | null;
  /** When a full run first left the overturned discount out. */
  appliedAt: string | null;
}

export const APPEAL_REASON = { min: 10, max: 500 } as const;
export const APPEAL_NOTE = { min: 3, max: 500 } as const;
/** Appeals one creator may file in a day: enough for honest mistakes, not for spamming staff. */
export const APPEALS_PER_DAY = 5;
