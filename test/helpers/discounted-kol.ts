import type { FastifyInstance } from 'fastify';

export interface LeaderboardRow {
  id: string;
  twitterUsername: string;
  mindoMetric: number | null;
  kolScore: number | null;
  proofOfWork: number | null;
}

export interface ReceiptPost {
  postId: string;
  url: string;
  kind: string;
  label: string;
  multiplier: number;
  appeal: { id: string; status: string; note: string | null } | null;
}

export interface Receipt {
  kolId: string;
  kolScore: number | null;
  mindoMetric: number | null;
  authenticity: number;
  /** Methodology 1.3.0: the share of its cluster's attention the defence keeps (1 outside a flagged cluster). */
  standing?: { value: number };
  components: { name: string; points: number }[];
  discountedPosts: ReceiptPost[];
}

export interface LeaderboardOrder {
  sortField: string;
  sortDirection: 'asc' | 'desc';
}

export interface DiscountedKol {
  row: LeaderboardRow;
  receipt: Receipt;
  order: LeaderboardOrder;
  /** The leaderboard page (of `limit` rows) the KOL is on, and its index there. */
  page: number;
  index: number;
}

/**
 * The first KOL, in the given leaderboard orders and pages, whose receipt lists a
 * discounted post the creator has not appealed yet; found through the public API, so a
 * test never hard-codes an id of the demo data. A row is asked for its receipt only when
 * its Mindmark Score sits below its KOL Score with the proof-of-work bonus (authenticity
 * below 1 means a discount in the window; docs/methodology.md), or its KOL Score is 0.
 */
export async function findDiscountedKol(
  app: FastifyInstance,
  options: { orders?: readonly LeaderboardOrder[]; maxPage?: number; limit?: number } = {},
): Promise<DiscountedKol | null> {
  const {
    orders = [{ sortField: 'mindoMetric', sortDirection: 'desc' }],
    maxPage = 1_000,
    limit = 20,
  } = options;
  const get = async <T>(url: string): Promise<T> => {
    const res = await app.inject({ url });
    if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  };
  const { parameters } = await get<{ parameters: { mindoMetric: { proofOfWorkBonus: number } } }>(
    '/api/methodology',
  );
  const share = parameters.mindoMetric.proofOfWorkBonus;
  for (let page = 1; page <= maxPage; page += 1) {
    let more = false;
    for (const order of orders) {
      const { data, total } = await get<{ data: LeaderboardRow[]; total: number }>(
        `/api/influencers/paginate?page=${page}&limit=${limit}&sortField=${order.sortField}&sortDirection=${order.sortDirection}`,
      );
      more ||= page * limit < total;
      for (const [index, row] of data.entries()) {
        if (row.mindoMetric === null || row.kolScore === null) continue;
        const ceiling = row.kolScore * (1 + (share * (row.proofOfWork ?? 0)) / 100);
        // A KOL Score of 0 hides authenticity: since 1.39.0 the demo's bots, whom no trusted
        // account follows, score 0 (docs/methodology.md, "1.39.0"), and their receipts are asked for too.
        if (row.kolScore > 0 && row.mindoMetric >= ceiling - 0.01) continue;
        const receipt = await get<Receipt>(`/api/influencers/${row.id}/score`);
        if (receipt.discountedPosts.some((p) => p.appeal === null))
          return { row, receipt, order, page, index };
      }
    }
    if (!more) break;
  }
  return null;
}

/** A KOL's receipt as the API serves it, at full precision. */
export async function receiptOf(app: FastifyInstance, kolId: string): Promise<Receipt> {
  const res = await app.inject({ url: `/api/influencers/${kolId}/score` });
  if (res.statusCode !== 200) throw new Error(`receipt of ${kolId}: ${res.statusCode} ${res.body}`);
  return res.json() as Receipt;
}
