import type { ApiRoutes } from '@mindmark/mfe-kit/api-contract.ts';
import { type RewardListParams, rewardListQuery } from './admin-lists.ts';
import type { StaffCall } from './admin-session.tsx';

export type Pool = ApiRoutes['GET /api/reward-pools/:id']['response'];
export type PoolInput = ApiRoutes['POST /api/reward-pools']['body'];
export type LedgerRow = ApiRoutes['GET /api/admin/reward-pools/:id/ledger']['response'][number];

export const POOL_STATUSES = ['active', 'upcoming', 'closed'] as const;
export const REWARD_UNITS = [
  { value: 'flat', label: 'per approved submission' },
  { value: 'per_1000_views', label: 'per 1,000 views' },
] as const;

/** What a pool write changes: the pool lists, its detail page, the projects' pool counts. */
export const POOL_WRITES = [['admin-pools'], ['admin-pool'], ['admin-projects']] as const;

export const poolsService = (call: StaffCall) => ({
  /** One page of the pools in the caller's scope, filtered on the server. */
  async page(p: RewardListParams) {
    const res = await call('GET /api/admin/reward-pools', {
      query: {
        ...rewardListQuery(p),
        status: (p.status || undefined) as (typeof POOL_STATUSES)[number] | undefined,
      },
    });
    return { rows: res.data, total: res.total, limit: res.limit };
  },
  /** Every pool of the scope (titles for the review queue's pool filter). */
  list: () => call('GET /api/reward-pools', { query: {} }),
  get: (id: string) => call('GET /api/reward-pools/:id', { params: { id } }),
  save: (id: string | null, body: PoolInput) =>
    id
      ? call('PUT /api/reward-pools/:id', { params: { id }, body })
      : call('POST /api/reward-pools', { body }),
  remove: (id: string) => call('DELETE /api/reward-pools/:id', { params: { id } }),
  platforms: () => call('GET /api/admin/reward-platforms'),
  ledger: (id: string) => call('GET /api/admin/reward-pools/:id/ledger', { params: { id } }),
  /** Project names for the form's project choice (admins; PROJECT staff have theirs fixed). */
  projects: () =>
    call('GET /api/admin/projects', {
      query: { limit: 100, sortField: 'name', sortDirection: 'asc' },
    }).then((r) => r.data),
});

/** The ledger as CSV: one line per row, the same columns and order as the table (RFC 4180 quoting). */
export function ledgerCsv(rows: LedgerRow[]): string {
  const header = [
    'id',
    'kind',
    'amountUsd',
    'kol',
    'contentUrl',
    'reviewer',
    'at',
    'reverses',
    'submissionId',
  ];
  const quote = (v: string | number | null) => {
    const s = v === null ? '' : String(v);
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = rows.map((r) =>
    [
      r.id,
      r.kind,
      r.amountUsd.toFixed(2),
      r.kolUsername,
      r.contentUrl,
      r.reviewer,
      r.at,
      r.reverses,
      r.submissionId,
    ]
      .map(quote)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/** Hands the browser a file to save, made here from rows the server sent. */
export function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
