import { useApiMutation, useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';
import type { Column } from '@mindmark/mfe-kit/sortable-table.tsx';
import { Button, Flex, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { capitalise, formatDateTime } from '../components/admin-format.ts';
import { DataTable } from '../components/data-table.tsx';
import { FilterSelect } from '../components/field.tsx';
import { PageHeader, searchInputProps } from '../components/page-header.tsx';
import { DANGER_OK, usePageActions } from '../components/page-actions.tsx';
import { useServerList } from '../components/server-list.tsx';
import { errorMessage, useAdminSession } from '../services/admin-session.tsx';
import { poolsService } from '../services/pools.service.ts';
import {
  REVIEW_NOTE_MAX,
  REVIEW_WRITES,
  SUBMISSION_STATUSES,
  type Submission,
  type SubmissionStatus,
  submissionsService,
} from '../services/submissions.service.ts';
import { describePreview, ReviewModal } from './review-modal.tsx';

const DEFAULTS = { q: '', status: '', pool: '', open: '' };

/**
 * The review queue: pending first, oldest first (the server's order and paging);
 * filters by status, pool and text. Keys: j / k move, Enter opens the review, a / r
 * approve / reject after a confirmation that names the payout the server says the
 * approval would book.
 */
export default function RewardSubmissionsPage() {
  const { call } = useAdminSession();
  const service = submissionsService(call);
  const { url, query, pager } = useServerList(
    'admin-submissions',
    DEFAULTS,
    (get) => ({ search: get('q'), status: get('status'), pool: get('pool'), projectId: '' }),
    (p) => service.page(p),
  );
  const pools = useApiQuery(['admin-pools', 'all'], () => poolsService(call).list());
  const review = useApiMutation(
    (a: { id: string; to: SubmissionStatus; note: string }) => service.review(a.id, a.to, undefined, a.note),
    REVIEW_WRITES,
  );
  const actions = usePageActions();
  const [cursor, setCursor] = useState(0);
  // Keys wait while a confirmation is up; known here, not from the DOM, since a closed
  // confirmation's markup (and its focused button) can outlive it.
  const confirming = useRef(false);
  const rows = query.data?.rows;
  const openId = url.get('open');
  // A shared link may name a submission on another page: it is read on its own.
  const onPage = rows?.find((s) => s.id === openId);
  const single = useApiQuery(['admin-submission', openId], () => service.get(openId), {
    enabled: Boolean(openId) && Boolean(rows) && !onPage,
  });
  const open = onPage ?? (openId && single.data?.id === openId ? single.data : undefined);

  const quick = (s: Submission, to: SubmissionStatus) => {
    const verb = to === 'approved' ? 'Approve' : 'Reject';
    const handle = `@${s.kol?.twitterUsername ?? 'creator'}`;
    const okButtonProps = to === 'rejected' ? DANGER_OK : {};
    const note = { current: '' };
    // The same markup before and after the preview arrives, so a note being typed stays.
    const body = (text: string) => (
      <div>
        <p>{text}</p>
        <label htmlFor="quick-review-note">Note to the creator (optional)</label>
        <Input.TextArea
          id="quick-review-note"
          rows={2}
          maxLength={REVIEW_NOTE_MAX}
          onChange={(e) => {
            note.current = e.target.value;
          }}
        />
      </div>
    );
    confirming.current = true;
    const confirm = actions.modal.confirm({
      title: `${verb} ${handle}'s submission?`,
      content: body('Asking the server what this books…'),
      okText: verb,
      okButtonProps,
      afterClose: () => {
        confirming.current = false;
      },
      onOk: async () => {
        try {
          const saved = await review.run({ id: s.id, to, note: note.current });
          actions.success(`${handle}'s submission is ${saved.status}.`);
        } catch (e) {
          actions.failure(errorMessage(e, 'Update failed'));
        }
      },
    });
    service.preview(s.id, to).then(
      (p) => confirm.update({ content: body(describePreview(p)) }),
      (e) =>
        confirm.update({
          content: body(errorMessage(e)),
          okButtonProps: { ...okButtonProps, disabled: true },
        }),
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: handlers read the latest rows
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (openId || confirming.current || !rows?.length) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable]')) return;
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

  const filtered = Boolean(url.get('status') || url.get('pool') || url.get('q'));
  return (
    <section data-section="reward-submissions">
      {actions.modalHolder}
      <PageHeader title="Reward Submissions">
        <p style={{ opacity: 0.75, margin: '8px 0 0' }}>
          Pending first, oldest first. Keys: <kbd>j</kbd>/<kbd>k</kbd> move, <kbd>Enter</kbd> opens,{' '}
          <kbd>a</kbd> approves, <kbd>r</kbd> rejects (each asks first).
        </p>
      </PageHeader>
      {actions.flashView}
      <Flex gap={12} wrap align="center">
        <Input.Search
          {...searchInputProps(
            url.get('q'),
            (q) => url.set({ q }, { resetPage: true }),
            'Search by handle, URL or pool',
          )}
        />
        <FilterSelect
          id="submission-status-filter"
          label="Status"
          value={url.get('status')}
          onChange={(value) => url.set({ status: value }, { resetPage: true })}
          all="All"
          options={SUBMISSION_STATUSES.map((value) => ({ value, label: capitalise(value) }))}
          width={150}
        />
        <FilterSelect
          id="submission-pool-filter"
          label="Pool"
          value={url.get('pool')}
          onChange={(value) => url.set({ pool: value }, { resetPage: true })}
          all="All pools"
          options={(pools.data ?? []).map((p) => ({ value: p.id, label: p.title }))}
          width={220}
        />
      </Flex>
      <div style={{ marginTop: 12 }}>
        <DataTable
          caption="Reward submissions"
          columns={columns}
          query={query}
          rowKey={(s) => s.id}
          page={pager.page}
          onPage={(page) => {
            setCursor(0);
            pager.onPage(page);
          }}
          onRowClick={(s) => setCursor(rows?.indexOf(s) ?? 0)}
          selectedKey={rows?.[Math.min(cursor, rows.length - 1)]?.id ?? null}
          empty={
            filtered
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
            actions.success(text);
          }}
        />
      ) : null}
    </section>
  );
}
