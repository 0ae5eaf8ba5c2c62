import type { ApiRoutes } from '@mindmark/mfe-kit/api-contract.ts';
import type { Column } from '@mindmark/mfe-kit/sortable-table.tsx';
import { Tag } from 'antd';
import { formatDate } from '../components/admin-format.ts';
import { DataTable } from '../components/data-table.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useSortedList } from '../components/server-list.tsx';
import { sortedPage } from '../services/admin-lists.ts';
import { useAdminSession } from '../services/admin-session.tsx';

type UserRow = ApiRoutes['GET /api/admin/users']['response']['data'][number];
type SortField = 'createdAt' | 'earnedPoints' | 'referrals';
const DEFAULTS = { q: '', sort: 'createdAt' as SortField, dir: 'desc' as const };

/** Creator accounts: counts of wallets, never their addresses. */
export default function UsersPage() {
  const { call } = useAdminSession();
  const list = useSortedList('admin-users', DEFAULTS, (p) => sortedPage(call, 'GET /api/admin/users', p));
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
  const search = list.url.get('q');
  return (
    <section data-section="users">
      <PageHeader title="Users" />
      {list.searchBox('Search by email or handle')}
      <div style={{ marginTop: 12 }}>
        <DataTable
          caption="Users"
          columns={columns}
          query={list.query}
          rowKey={(u) => u.id}
          {...list.pager}
          {...list.sorting}
          empty={
            search ? `No user matches "${search}".` : 'No users yet — they appear when creators sign in.'
          }
        />
      </div>
    </section>
  );
}
