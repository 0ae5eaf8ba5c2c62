import type { Column } from '@mindmark/mfe-kit/sortable-table.tsx';
import { ArrowLeftOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { capitalise, formatDate, formatDateTime, formatUsd } from '../components/admin-format.ts';
import { DataTable } from '../components/data-table.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { ProgressBar } from '@mindmark/mfe-kit/progress-bar.tsx';
import { TableSkeleton } from '../components/table-skeleton.tsx';
import { errorMessage, useAdminSession } from '../services/admin-session.tsx';
import { download, type LedgerRow, ledgerCsv, poolsService } from '../services/pools.service.ts';
import { type Submission, submissionsService } from '../services/submissions.service.ts';
import { useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';

const asTable = <T,>(rows: T[] | undefined) =>
  rows && { rows, total: rows.length, limit: Math.max(1, rows.length) };

/** One pool: its numbers, its submissions, and its payout ledger with CSV and JSON export. */
export default function PoolDetailPage() {
  const { id = '' } = useParams();
  const { call, basename, user } = useAdminSession();
  const pools = poolsService(call);
  const subs = submissionsService(call);
  const pool = useApiQuery(['admin-pool', id], () => pools.get(id));
  const foreign = user.role === 'PROJECT' && pool.data && pool.data.projectId !== user.projectId;
  const ledger = useApiQuery(['admin-pool-ledger', id, foreign], () =>
    foreign ? Promise.resolve([]) : pools.ledger(id),
  );
  const submissions = useApiQuery(['admin-pool-submissions', id, foreign], () =>
    foreign ? Promise.resolve([]) : subs.list({ rewardPoolId: id }),
  );

  const back = (
    <Link to={`${basename}/reward-pools`}>
      <ArrowLeftOutlined /> All pools
    </Link>
  );
  if (pool.error) {
    return (
      <section data-section="pool-detail">
        {back}
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 12 }}
          title={errorMessage(pool.error)}
          action={<Button onClick={pool.retry}>Retry</Button>}
        />
      </section>
    );
  }
  if (!pool.data) return <TableSkeleton label="the pool" />;
  const p = pool.data;
  if (foreign) {
    return (
      <section data-section="pool-detail">
        {back}
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginTop: 12 }}
          title="This pool belongs to another project"
          description="You can only see and review your own project's pools and submissions."
        />
      </section>
    );
  }

  const exportName = `pool-${p.id}-ledger`;
  const rows = ledger.data ?? [];
  const ledgerColumns: Column<LedgerRow, never>[] = [
    { key: 'at', title: 'When', render: (r) => formatDateTime(r.at) },
    {
      key: 'kind',
      title: 'Kind',
      render: (r) =>
        r.kind === 'reversal' ? <Tag color="orange">Reversal</Tag> : <Tag color="green">Payout</Tag>,
    },
    { key: 'who', title: 'KOL', render: (r) => (r.kolUsername ? `@${r.kolUsername}` : '–') },
    { key: 'amount', title: 'Amount', align: 'right', render: (r) => formatUsd(r.amountUsd) },
    { key: 'reviewer', title: 'Reviewer', render: (r) => r.reviewer },
    {
      key: 'post',
      title: 'Post',
      render: (r) => (
        <a href={r.contentUrl} target="_blank" rel="noreferrer">
          Open
        </a>
      ),
    },
  ];
  const submissionColumns: Column<Submission, never>[] = [
    { key: 'from', title: 'From', render: (s) => (s.kol ? `@${s.kol.twitterUsername}` : '–') },
    {
      key: 'url',
      title: 'Content URL',
      render: (s) => (
        <a href={s.contentUrl} target="_blank" rel="noreferrer">
          {s.contentUrl}
        </a>
      ),
    },
    { key: 'status', title: 'Status', render: (s) => capitalise(s.status) },
    { key: 'payout', title: 'Payout', align: 'right', render: (s) => formatUsd(s.payoutUsd) },
    {
      key: 'note',
      title: 'Review note',
      render: (s) => <span style={{ whiteSpace: 'normal' }}>{s.reviewNote || '–'}</span>,
    },
    {
      key: 'review',
      title: 'Review',
      render: (s) => <Link to={`${basename}/reward-submissions?pool=${p.id}&open=${s.id}`}>Review</Link>,
    },
  ];

  return (
    <section data-section="pool-detail">
      {back}
      <PageHeader
        title={p.title}
        extra={
          <>
            <Button
              icon={<DownloadOutlined />}
              disabled={!ledger.data}
              onClick={() => download(`${exportName}.csv`, 'text/csv', ledgerCsv(rows))}
            >
              Export CSV
            </Button>
            <Button
              icon={<DownloadOutlined />}
              disabled={!ledger.data}
              onClick={() =>
                download(`${exportName}.json`, 'application/json', JSON.stringify(rows, null, 2))
              }
            >
              Export JSON
            </Button>
          </>
        }
      >
        <Flex gap={24} wrap style={{ marginTop: 8 }}>
          <span>Project: {p.project?.twitterDisplayName ?? p.project?.twitterUsername ?? '-'}</span>
          <span>Status: {capitalise(p.status)}</span>
          <span>Deadline: {formatDate(p.deadline)}</span>
          <span>Platforms: {p.platforms.join(', ') || '–'}</span>
          <span>
            Participants: {p.participantsCount} ({p.completedCount} approved)
          </span>
        </Flex>
        <div style={{ maxWidth: 420, marginTop: 12 }}>
          <div data-testid="pool-paid">
            Paid out {formatUsd(p.paidOutUsd)} of {formatUsd(p.totalAmountUsd)} · {formatUsd(p.remainingUsd)}{' '}
            left
          </div>
          <ProgressBar value={p.paidOutUsd} max={p.totalAmountUsd} label="Paid out" />
        </div>
      </PageHeader>
      <h2 style={{ fontSize: 18 }}>Submissions</h2>
      <DataTable
        caption="Pool submissions"
        columns={submissionColumns}
        query={{ ...submissions, data: asTable(submissions.data) }}
        rowKey={(s) => s.id}
        empty="No submissions yet."
      />
      <h2 style={{ fontSize: 18, marginTop: 24 }}>Payout ledger</h2>
      <DataTable
        caption="Payout ledger"
        columns={ledgerColumns}
        query={{ ...ledger, data: asTable(ledger.data) }}
        rowKey={(r) => r.id}
        empty="Nothing paid out yet: approvals appear here."
      />
    </section>
  );
}
