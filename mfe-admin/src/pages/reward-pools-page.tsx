import { useApiMutation, useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';
import type { Column } from '@mindmark/mfe-kit/sortable-table.tsx';
import { Button, Flex, Input } from 'antd';
import { Link } from 'react-router';
import { capitalise, formatDate, formatUsd } from '../components/admin-format.ts';
import { DataTable } from '../components/data-table.tsx';
import { FilterSelect } from '../components/field.tsx';
import { PageHeader, searchInputProps } from '../components/page-header.tsx';
import { usePageActions } from '../components/page-actions.tsx';
import { ProgressBar } from '@mindmark/mfe-kit/progress-bar.tsx';
import { useServerList } from '../components/server-list.tsx';
import { useAdminSession } from '../services/admin-session.tsx';
import { POOL_STATUSES, POOL_WRITES, type Pool, poolsService } from '../services/pools.service.ts';
import { PoolFormModal } from './pool-form-modal.tsx';

const DEFAULTS = { q: '', status: '', project: '', open: '' };

/** Reward pools of the staff member's scope, newest first, paged and filtered on the server. */
export default function RewardPoolsPage() {
  const { call, basename, user } = useAdminSession();
  const service = poolsService(call);
  const isAdmin = user.role === 'admin';
  const { url, query, pager } = useServerList(
    'admin-pools',
    DEFAULTS,
    (get) => ({ search: get('q'), status: get('status'), projectId: get('project') }),
    (p) => service.page(p),
  );
  const projects = useApiQuery(['admin-project-names'], () => service.projects(), { enabled: isAdmin });
  const remove = useApiMutation((id: string) => service.remove(id), POOL_WRITES);
  const actions = usePageActions();

  const confirmRemove = (pool: Pool) =>
    actions.confirmDelete({
      title: `Delete the pool "${pool.title}"?`,
      content: `Its ${pool.participantsCount} participant(s)' submissions go with it. A pool that has paid out cannot be deleted: close it instead.`,
      run: () => remove.run(pool.id),
      done: `"${pool.title}" was deleted.`,
    });

  const columns: Column<Pool, never>[] = [
    {
      key: 'title',
      title: 'Title',
      render: (p) => <Link to={`${basename}/reward-pools/${p.id}`}>{p.title}</Link>,
    },
    { key: 'deadline', title: 'Deadline', render: (p) => formatDate(p.deadline) },
    { key: 'platforms', title: 'Platforms', render: (p) => p.platforms.join(', ') || '–' },
    {
      key: 'reward',
      title: 'Reward',
      render: (p) =>
        p.reward ||
        `${formatUsd(p.rewardRate)} ${p.rewardUnit === 'per_1000_views' ? 'per 1k views' : 'each'}`,
    },
    { key: 'status', title: 'Status', render: (p) => capitalise(p.status) },
    {
      key: 'project',
      title: 'Project',
      render: (p) => p.project?.twitterDisplayName ?? p.project?.twitterUsername ?? '-',
    },
    {
      key: 'paid',
      title: 'Paid out',
      render: (p) => (
        <div style={{ minWidth: 140 }}>
          <div>
            {formatUsd(p.paidOutUsd)} / {formatUsd(p.totalAmountUsd)}
          </div>
          <ProgressBar value={p.paidOutUsd} max={p.totalAmountUsd} label={`Paid out of ${p.title}`} />
        </div>
      ),
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (p) => (
        <Flex gap={4} wrap>
          <Button size="small" onClick={() => url.set({ open: p.id })} aria-label={`Edit ${p.title}`}>
            Edit
          </Button>
          <Button size="small" danger onClick={() => confirmRemove(p)} aria-label={`Delete ${p.title}`}>
            Delete
          </Button>
        </Flex>
      ),
    },
  ];

  const status = url.get('status');
  const filtered = Boolean(status || url.get('q') || url.get('project'));
  const open = url.get('open');
  return (
    <section data-section="reward-pools">
      {actions.modalHolder}
      <PageHeader
        title="Reward Pools"
        extra={
          <Button type="primary" onClick={() => url.set({ open: 'new' })}>
            Add pool
          </Button>
        }
      >
        {user.role === 'PROJECT' ? <p style={{ opacity: 0.75 }}>Your project's pools.</p> : null}
      </PageHeader>
      {actions.flashView}
      <Flex gap={12} wrap align="center">
        <Input.Search
          {...searchInputProps(url.get('q'), (q) => url.set({ q }, { resetPage: true }), 'Search pools')}
        />
        <FilterSelect
          id="pool-status-filter"
          label="Status"
          value={status}
          onChange={(value) => url.set({ status: value }, { resetPage: true })}
          all="All"
          options={POOL_STATUSES.map((value) => ({ value, label: capitalise(value) }))}
          width={160}
        />
        {isAdmin ? (
          <FilterSelect
            id="pool-project-filter"
            label="Project"
            value={url.get('project')}
            onChange={(value) => url.set({ project: value }, { resetPage: true })}
            all="All projects"
            options={(projects.data ?? []).map((p) => ({
              value: p.id,
              label: p.twitterDisplayName ?? p.twitterUsername,
            }))}
            width={200}
          />
        ) : null}
      </Flex>
      <div style={{ marginTop: 12 }}>
        <DataTable
          caption="Reward pools"
          columns={columns}
          query={query}
          rowKey={(p) => p.id}
          {...pager}
          empty={filtered ? 'No pool matches these filters.' : 'No pools yet — create the first.'}
        />
      </div>
      {open ? (
        <PoolFormModal
          id={open === 'new' ? null : open}
          onClose={() => url.set({ open: null })}
          onSaved={(title) => {
            url.set({ open: null });
            actions.success(`"${title}" was saved.`);
          }}
        />
      ) : null}
    </section>
  );
}
