import type { Column } from '@mindmark/mfe-kit/sortable-table.tsx';
import { Button, Flex, Modal } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { capitalise, formatDateTime } from '../components/admin-format.ts';
import { DataTable } from '../components/data-table.tsx';
import { selectStyle } from '../components/field.tsx';
import { Flash, useFlash } from '../components/flash.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useUrlState } from '../components/use-url-state.ts';
import { errorMessage, useAdminSession } from '../services/admin-session.tsx';
import { poolsService } from '../services/pools.service.ts';
import { PAGE_SIZE } from '../services/projects.service.ts';
import {
  queueOrder,
  SUBMISSION_STATUSES,
  type Submission,
  type SubmissionStatus,
  submissionsService,
} from '../services/submissions.service.ts';
import { useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';
import { describePreview, ReviewModal } from './review-modal.tsx';

const DEFAULTS = { status: '', pool: '', open: '' };

/**
 * The review queue: pending first, oldest first; filters by status and pool. Keys:
 * j / k move, Enter opens the review, a / r approve / reject after a confirmation
 * that names the payout the server says the approval would book.
 */
export default function RewardSubmissionsPage() {
  const { call } = useAdminSession();
  const service = submissionsService(call);
  const url = useUrlState(DEFAULTS);
  const [modal, modalHolder] = Modal.useModal();
  const { flash, success, failure, clear } = useFlash();
  const [cursor, setCursor] = useState(0);
  const filter = { status: url.get('status'), rewardPoolId: url.get('pool') };
  const all = useApiQuery(['admin-submissions', filter], () => service.list(filter));
  const pools = useApiQuery(['admin-pools', 'all'], () => poolsService(call).list());
  const ordered = useMemo(() => (all.data ? queueOrder(all.data) : undefined), [all.data]);
  const rows = ordered?.slice((url.page - 1) * PAGE_SIZE, url.page * PAGE_SIZE);
  const query = { ...all, data: rows && { rows, total: ordered?.length ?? 0, limit: PAGE_SIZE } };
  const openId = url.get('open');
  const open = ordered?.find((s) => s.id === openId);

  const quick = (s: Submission, to: SubmissionStatus) => {
    const verb = to === 'approved' ? 'Approve' : 'Reject';
    const confirm = modal.confirm({
      title: `${verb} @${s.kol?.twitterUsername ?? 'creator'}'s submission?`,
      content: 'Asking the server what this books…',
      okText: verb,
      okButtonProps: { danger: to === 'rejected' },
      onOk: async () => {
        try {
          const saved = await service.review(s.id, to);
          success(`@${s.kol?.twitterUsername ?? 'creator'}'s submission is ${saved.status}.`);
          all.retry();
        } catch (e) {
          failure(errorMessage(e, 'Update failed'));
        }
      },
    });
    service.preview(s.id, to).then(
      (p) => confirm.update({ content: describePreview(p) }),
      (e) => confirm.update({ content: errorMessage(e), okButtonProps: { disabled: true } }),
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: handlers read the latest rows
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (openId || !rows?.length || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable], .ant-modal')) return;
      const current = rows[Math.min(cursor, rows.length - 1)];
      if (event.key === 'j') setCursor((c) => Math.min(rows.length - 1, c + 1));
      else if (event.key === 'k') setCursor((c) => Math.max(0, c - 1));
      else if (event.key === 'Enter' && current) url.set({ open: current.id });
      else if (event.key === 'a' && current && current.status !== 'approved') quick(current, 'approved');
      else if (event.key === 'r' && current && current.status !== 'rejected') quick(current, 'rejected');
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [rows, cursor, openId]);

  const columns: Column<Submission, never>[] = [
    {
      key: 'from',
      title: 'From',
      render: (s) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => url.set({ open: s.id })}>
          @{s.kol?.twitterUsername ?? '–'}
        </Button>
      ),
    },
    {
      key: 'url',
      title: 'Content URL',
      render: (s) => (
        <a
          href={s.contentUrl}
          target="_blank"
          rel="noreferrer"
          style={{
            display: 'inline-block',
            maxWidth: 260,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            verticalAlign: 'bottom',
          }}
        >
          {s.contentUrl}
        </a>
      ),
    },
    {
      key: 'notes',
      title: 'Notes',
      render: (s) => <span style={{ whiteSpace: 'normal' }}>{s.notes || '–'}</span>,
    },
    { key: 'pool', title: 'Pool', render: (s) => s.rewardPool?.title ?? '–' },
    { key: 'submitted', title: 'Submitted', render: (s) => formatDateTime(s.createdAt) },
    { key: 'status', title: 'Status', render: (s) => capitalise(s.status) },
    {
      key: 'actions',
      title: 'Actions',
      render: (s) => (
        <Button
          size="small"
          onClick={() => url.set({ open: s.id })}
          aria-label={`Review @${s.kol?.twitterUsername ?? ''}'s submission`}
        >
          Review
        </Button>
      ),
    },
  ];

  return (
    <section data-section="reward-submissions">
      {modalHolder}
      <PageHeader title="Reward Submissions">
        <p style={{ opacity: 0.75, margin: '8px 0 0' }}>
          Pending first, oldest first. Keys: <kbd>j</kbd>/<kbd>k</kbd> move, <kbd>Enter</kbd> opens,{' '}
          <kbd>a</kbd> approves, <kbd>r</kbd> rejects (each asks first).
        </p>
      </PageHeader>
      <Flash flash={flash} onClose={clear} />
      <Flex gap={12} wrap align="center">
        <label htmlFor="submission-status-filter">Status</label>
        <select
          id="submission-status-filter"
          style={{ ...selectStyle, width: 150 }}
          value={url.get('status')}
          onChange={(e) => url.set({ status: e.target.value }, { resetPage: true })}
        >
          <option value="">All</option>
          {SUBMISSION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {capitalise(s)}
            </option>
          ))}
        </select>
        <label htmlFor="submission-pool-filter">Pool</label>
        <select
          id="submission-pool-filter"
          style={{ ...selectStyle, width: 220 }}
          value={url.get('pool')}
          onChange={(e) => url.set({ pool: e.target.value }, { resetPage: true })}
        >
          <option value="">All pools</option>
          {(pools.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
      </Flex>
      <div style={{ marginTop: 12 }}>
        <DataTable
          caption="Reward submissions"
          columns={columns}
          query={query}
          rowKey={(s) => s.id}
          page={url.page}
          onPage={(page) => {
            setCursor(0);
            url.set({ page: String(page) });
          }}
          onRowClick={(s) => setCursor(rows?.indexOf(s) ?? 0)}
          selectedKey={rows?.[Math.min(cursor, rows.length - 1)]?.id ?? null}
          empty={
            url.get('status') || url.get('pool')
              ? 'No submission matches these filters.'
              : 'No submissions yet — they arrive when creators submit posts.'
          }
        />
      </div>
      {open ? (
        <ReviewModal
          key={open.id}
          submission={open}
          onClose={() => url.set({ open: null })}
          onReviewed={(text) => {
            url.set({ open: null });
            success(text);
            all.retry();
          }}
        />
      ) : null}
    </section>
  );
}
