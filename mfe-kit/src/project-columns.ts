import { formatCount, formatPercent } from './format.ts';
import { compactUsd, price } from './money-format.ts';
import type { Column } from './sortable-table.tsx';

/** What a project row of the public list and of the admin list both carry. */
export interface ProjectMetrics {
  mindsharePercent: number | null;
  twitterFollowersCount: number | null;
  coinMarketCap: number | null;
  coinPrice: number | null;
}

/** The server-side sort fields of those columns (GET /api/projects/paginate and the admin list). */
export type ProjectMetricSort = 'mindsharePercent' | 'twitterFollowersCount' | 'coinMarketCap' | 'coinPrice';

/**
 * The project tables' metric columns, one definition for the beta's Top Global Mindshare and the
 * admin's Projects page, so both read a project's numbers alike ($1.4M, a coin price
 * in cents from a dollar up, – where there is none).
 */
export function projectMetricColumns<Row extends ProjectMetrics>(): Record<
  'mindshare' | 'followers' | 'marketCap' | 'price',
  Column<Row, ProjectMetricSort>
> {
  return {
    mindshare: {
      key: 'mindshare',
      title: 'Mindshare',
      sortField: 'mindsharePercent',
      align: 'right',
      render: (p) => formatPercent(p.mindsharePercent),
    },
    followers: {
      key: 'followers',
      title: 'Followers',
      sortField: 'twitterFollowersCount',
      align: 'right',
      render: (p) => formatCount(p.twitterFollowersCount),
    },
    marketCap: {
      key: 'marketCap',
      title: 'Market Cap',
      sortField: 'coinMarketCap',
      align: 'right',
      render: (p) => (p.coinMarketCap == null ? '–' : compactUsd(p.coinMarketCap)),
    },
    price: {
      key: 'price',
      title: 'Price',
      sortField: 'coinPrice',
      align: 'right',
      render: (p) => (p.coinPrice == null ? '–' : price(p.coinPrice)),
    },
  };
}
