import type { ApiRoutes } from '@mindmark/mfe-kit/api-contract.ts';
import type { Column, SortDirection } from '@mindmark/mfe-kit/sortable-table.tsx';
import { nextSort } from '@mindmark/mfe-kit/sortable-table.tsx';
import { Input, Tag } from 'antd';
import { formatDate } from '../components/admin-format.ts';
import { DataTable } from '../components/data-table.tsx';
import { PageHeader, searchInputProps } from '../components/page-header.tsx';
import { useUrlState } from '../components/use-url-state.ts';
import { useAdminSession } from '../services/admin-session.tsx';
import { PAGE_SIZE } from '../services/projects.service.ts';
import { useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';

type UserRow = ApiRoutes['GET /api/admin/users']['response']['data'][number];
type SortField = 'createdAt' | 'earnedPoints' | 'referrals';
const DEFAULTS = { q: '', sort: 'createdAt', dir: 'desc' };

/** Creator accounts: counts of wallets, never their addresses. */
export default function UsersPage() {
  const { call } = useAdminSession();
  const url = useUrlState(DEFAULTS);
  const params = {
    search: url.get('q'),
    page: url.page,
    sortField: url.get('sort'),
    sortDirection: url.get('dir'),
  };
  const query = useApiQuery(['admin-users', params], async () => {
    const res = await call('GET /api/admin/users', {
      query: {
        search: params.search || undefined,
        page: params.page,
        limit: PAGE_SIZE,
        sortField: params.sortField as never,
        sortDirection: params.sortDirection as 'asc' | 'desc',
      },
    });
    return { rows: res.data, total: res.total, limit: res.limit };
  });
  const sort = { field: url.get('sort') as SortField, direction: url.get('dir') as SortDirection };
  const columns: Column<UserRow, SortField>[] = [
    { key: 'email', title: 'Email', render: (u) => u.email ?? '–' },
    { key: 'handle', title: 'Handle', render: (u) => (u.twitterHandle ? `@${u.twitterHandle}` : '–') },
    { key: 'created', title: 'Created At', sortField: 'createdAt', render: (u) => formatDate(u.createdAt) },
    {
      key: 'x',
      title: 'X verified',
      render: (u) => (u.xVerified ? <Tag color="green">Yes</Tag> : <Tag>No</Tag>),
    },
    { key: 'wallets', title: 'Wallets', align: 'right', render: (u) => u.walletCount },
    {
      key: 'points',
      title: 'Points',
      sortField: 'earnedPoints',
      align: 'right',
      render: (u) => u.earnedPoints,
    },
    {
      key: 'referrals',
      title: 'Referrals',
      sortField: 'referrals',
      align: 'right',
      render: (u) => u.referrals,
    },
  ];
  return (
    <section data-section="users">
      <PageHeader title="Users" />
      <Input.Search
        {...searchInputProps(
          url.get('q'),
          (q) => url.set({ q }, { resetPage: true }),
          'Search by email or handle',
        )}
      />
      <div style={{ marginTop: 12 }}>
        <DataTable
          caption="Users"
          columns={columns}
          query={query}
          rowKey={(u) => u.id}
          page={url.page}
          onPage={(page) => url.set({ page: String(page) })}
          sort={sort}
          onSort={(field) => {
            const next = nextSort(sort, field);
            url.set({ sort: next.field, dir: next.direction }, { resetPage: true });
          }}
          empty={
            url.get('q')
              ? `No user matches "${url.get('q')}".`
              : 'No users yet — they appear when creators sign in.'
          }
        />
      </div>
    </section>
  );
}
