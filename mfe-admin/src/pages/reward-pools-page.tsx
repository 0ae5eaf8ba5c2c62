import type { Column } from '@mindmark/mfe-kit/sortable-table.tsx';
import { Button, Flex, Modal } from 'antd';
import { Link } from 'react-router';
import { capitalise, formatDate, formatUsd } from '../components/admin-format.ts';
import { DataTable } from '../components/data-table.tsx';
import { selectStyle } from '../components/field.tsx';
import { Flash, useFlash } from '../components/flash.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { ProgressBar } from '../components/progress-bar.tsx';
import { useUrlState } from '../components/use-url-state.ts';
import { errorMessage, useAdminSession } from '../services/admin-session.tsx';
import { POOL_STATUSES, type Pool, poolsService } from '../services/pools.service.ts';
import { PAGE_SIZE } from '../services/projects.service.ts';
import { useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';
import { PoolFormModal } from './pool-form-modal.tsx';

const DEFAULTS = { status: '', open: '' };

/** Reward pools of the staff member's scope, newest first, with paid-out progress. */
export default function RewardPoolsPage() {
  const { call, basename, user } = useAdminSession();
  const service = poolsService(call);
  const url = useUrlState(DEFAULTS);
  const [modal, modalHolder] = Modal.useModal();
  const { flash, success, failure, clear } = useFlash();
  const status = url.get('status');
  const all = useApiQuery(['admin-pools', status], () => service.list({ status }));
  // The pool list is one answer (a project has tens of pools): paged here for the table.
  const query = {
    ...all,
    data: all.data && {
      rows: all.data.slice((url.page - 1) * PAGE_SIZE, url.page * PAGE_SIZE),
      total: all.data.length,
      limit: PAGE_SIZE,
    },
  };

  const remove = (pool: Pool) =>
    modal.confirm({
      title: `Delete the pool "${pool.title}"?`,
      content: `Its ${pool.participantsCount} participant(s)' submissions go with it. A pool that has paid out cannot be deleted: close it instead.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await service.remove(pool.id);
          success(`"${pool.title}" was deleted.`);
          all.retry();
        } catch (e) {
          failure(errorMessage(e));
        }
      },
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
          <Button size="small" danger onClick={() => remove(p)} aria-label={`Delete ${p.title}`}>
            Delete
          </Button>
        </Flex>
      ),
    },
  ];

  const open = url.get('open');
  return (
    <section data-section="reward-pools">
      {modalHolder}
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
      <Flash flash={flash} onClose={clear} />
      <label htmlFor="pool-status-filter" style={{ marginRight: 8 }}>
        Status
      </label>
      <select
        id="pool-status-filter"
        style={{ ...selectStyle, width: 160 }}
        value={status}
        onChange={(e) => url.set({ status: e.target.value }, { resetPage: true })}
      >
        <option value="">All</option>
        {POOL_STATUSES.map((s) => (
          <option key={s} value={s}>
            {capitalise(s)}
          </option>
        ))}
      </select>
      <div style={{ marginTop: 12 }}>
        <DataTable
          caption="Reward pools"
          columns={columns}
          query={query}
          rowKey={(p) => p.id}
          page={url.page}
          onPage={(page) => url.set({ page: String(page) })}
          empty={status ? `No ${status} pools.` : 'No pools yet — create the first.'}
        />
      </div>
      {open ? (
        <PoolFormModal
          id={open === 'new' ? null : open}
          onClose={() => url.set({ open: null })}
          onSaved={(title) => {
            url.set({ open: null });
            success(`"${title}" was saved.`);
            all.retry();
          }}
        />
      ) : null}
    </section>
  );
}
