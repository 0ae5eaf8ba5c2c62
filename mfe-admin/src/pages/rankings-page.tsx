import { useApiMutation, useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';
import type { Column } from '@mindmark/mfe-kit/sortable-table.tsx';
import { Alert, Button, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { capitalise, formatDateTime } from '../components/admin-format.ts';
import { DataTable } from '../components/data-table.tsx';
import { Flash, useFlash } from '../components/flash.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { errorMessage, useAdminSession } from '../services/admin-session.tsx';
import {
  isPending,
  type Job,
  JOB_POLL_MS,
  jobDuration,
  type RankingRun,
  rankingsService,
  requester,
} from '../services/rankings.service.ts';

const STATE_COLOR: Record<Job['state'], string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
};

/**
 * The engine's runs and the jobs that start them: a day or full run is queued as a
 * job, whoever asks (schedule or staff), and the page follows it until it is done or
 * failed (docs/operations.md, "Jobs").
 */
export default function RankingsPage() {
  const { call } = useAdminSession();
  const service = useMemo(() => rankingsService(call), [call]);
  const { flash, success, failure, clear } = useFlash();
  const [followed, setFollowed] = useState<string | null>(null);
  const runs = useApiQuery(['admin-ranking-runs'], service.runs);
  const [polling, setPolling] = useState(false);
  // Ask again every second while anything is queued or running (react-query's refetchInterval).
  const jobs = useApiQuery(['admin-ranking-jobs'], service.jobs, {
    refetchInterval: polling || followed ? JOB_POLL_MS : false,
  });
  const pending = jobs.data?.filter(isPending) ?? [];
  const busyMode = pending.find((j) => j.state === 'running')?.mode ?? pending[0]?.mode ?? null;
  useEffect(() => setPolling(pending.length > 0), [pending.length]);
  const startJob = useApiMutation(service.start, [['admin-ranking-jobs']]);

  // The job this person started: say how it ended, and reload the runs.
  const reloadRuns = runs.retry;
  useEffect(() => {
    const job = followed && jobs.data?.find((j) => j.id === followed);
    if (!job || isPending(job)) return;
    setFollowed(null);
    reloadRuns();
    if (job.state === 'done' && job.run) {
      success(
        `${capitalise(job.run.mode)} run done in ${(job.run.durationMs / 1000).toFixed(1)} s (${job.run.postsConsidered} posts read).`,
      );
    } else {
      failure(
        `The ${job.mode ?? ''} run failed after ${job.attempts} attempt(s): ${job.lastError ?? 'unknown error'}`,
      );
    }
  }, [jobs.data, followed, reloadRuns, success, failure]);

  const start = async (mode: 'day' | 'full') => {
    clear();
    try {
      const job = await startJob.run(mode);
      setFollowed(job.id);
      success(`${capitalise(mode)} run queued; this page follows it until it ends.`);
    } catch (e) {
      failure(`The ${mode} run could not be queued: ${errorMessage(e)}`);
    }
  };

  const runColumns: Column<RankingRun, never>[] = [
    { key: 'mode', title: 'Mode', render: (r) => capitalise(r.mode) },
    { key: 'asOf', title: 'As of', render: (r) => r.asOf },
    { key: 'started', title: 'Started', render: (r) => formatDateTime(r.startedAt) },
    {
      key: 'duration',
      title: 'Duration',
      align: 'right',
      render: (r) => `${(r.durationMs / 1000).toFixed(1)} s`,
    },
    { key: 'posts', title: 'Posts read', align: 'right', render: (r) => r.postsConsidered.toLocaleString() },
    { key: 'version', title: 'Methodology', render: (r) => r.methodologyVersion },
  ];
  const jobColumns: Column<Job, never>[] = [
    { key: 'mode', title: 'Run', render: (j) => capitalise(j.mode ?? j.task) },
    {
      key: 'state',
      title: 'State',
      render: (j) => <Tag color={STATE_COLOR[j.state]}>{capitalise(j.state)}</Tag>,
    },
    { key: 'by', title: 'Requested by', render: requester },
    { key: 'queued', title: 'Queued', render: (j) => formatDateTime(j.queuedAt) },
    { key: 'duration', title: 'Duration', align: 'right', render: jobDuration },
    { key: 'attempts', title: 'Attempts', align: 'right', render: (j) => `${j.attempts} / ${j.maxAttempts}` },
    { key: 'error', title: 'Last error', render: (j) => j.lastError ?? '' },
  ];
  const lastFailure = runs.data?.lastFailure;
  return (
    <section data-section="rankings">
      <PageHeader
        title="Rankings"
        extra={
          <>
            <Button onClick={() => start('day')} loading={busyMode === 'day'} disabled={busyMode !== null}>
              Run the day
            </Button>
            <Button
              type="primary"
              onClick={() => start('full')}
              loading={busyMode === 'full'}
              disabled={busyMode !== null}
            >
              Full run
            </Button>
          </>
        }
      >
        {pending.length ? (
          <p role="status" style={{ marginBottom: 0 }}>
            <Tag color={STATE_COLOR[pending[0].state]}>{capitalise(pending[0].state)}</Tag> A{' '}
            {pending[0].mode} run requested by {requester(pending[0])}; the tables update when it ends.
          </p>
        ) : null}
      </PageHeader>
      <Flash flash={flash} onClose={clear} />
      {lastFailure ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          title={`The last ${lastFailure.mode} run failed at ${formatDateTime(lastFailure.at)}`}
          description={lastFailure.message}
        />
      ) : null}
      <h2 style={{ fontSize: 16 }}>Jobs</h2>
      <DataTable
        caption="Ranking jobs"
        columns={jobColumns}
        query={{
          ...jobs,
          // Polling reloads: keep the table steady instead of dimming it every second.
          loading: jobs.loading && !jobs.data,
          data: jobs.data && {
            rows: jobs.data,
            total: jobs.data.length,
            limit: Math.max(1, jobs.data.length),
          },
        }}
        rowKey={(j) => j.id}
        empty="No jobs yet — the schedule or a button above starts one."
      />
      <h2 style={{ fontSize: 16, marginTop: 16 }}>Runs</h2>
      <DataTable
        caption="Ranking runs"
        columns={runColumns}
        query={{
          ...runs,
          data: runs.data && {
            rows: runs.data.runs,
            total: runs.data.runs.length,
            limit: Math.max(1, runs.data.runs.length),
          },
        }}
        rowKey={(r) => String(r.id)}
        empty="No runs yet — start a full run."
      />
    </section>
  );
}
