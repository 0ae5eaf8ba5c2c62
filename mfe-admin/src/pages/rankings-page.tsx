import type { ApiRoutes } from '@mindmark/mfe-kit/api-contract.ts';
import type { Column } from '@mindmark/mfe-kit/sortable-table.tsx';
import { Alert, Button, Tag } from 'antd';
import { useState } from 'react';
import { capitalise, formatDateTime } from '../components/admin-format.ts';
import { DataTable } from '../components/data-table.tsx';
import { Flash, useFlash } from '../components/flash.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { errorMessage, useAdminSession } from '../services/admin-session.tsx';
import { useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';

type Run = ApiRoutes['GET /api/admin/rankings/runs']['response']['runs'][number];

/** The engine's last runs, a day run and a full run on demand, and the last failure. */
export default function RankingsPage() {
  const { call } = useAdminSession();
  const { flash, success, failure, clear } = useFlash();
  const [running, setRunning] = useState<'day' | 'full' | null>(null);
  const runs = useApiQuery(['admin-ranking-runs'], () => call('GET /api/admin/rankings/runs'));
  const start = async (mode: 'day' | 'full') => {
    setRunning(mode);
    clear();
    try {
      const run = await call('POST /api/admin/rankings/recompute', { query: { mode } });
      success(
        `${capitalise(run.mode)} run done in ${(run.durationMs / 1000).toFixed(1)} s (${run.postsConsidered} posts read).`,
      );
    } catch (e) {
      failure(`The ${mode} run failed: ${errorMessage(e)}`);
    } finally {
      setRunning(null);
      runs.retry();
    }
  };
  const busy = running ?? runs.data?.running ?? null;
  const columns: Column<Run, never>[] = [
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
  const data = runs.data;
  return (
    <section data-section="rankings">
      <PageHeader
        title="Rankings"
        extra={
          <>
            <Button onClick={() => start('day')} loading={busy === 'day'} disabled={busy !== null}>
              Run the day
            </Button>
            <Button
              type="primary"
              onClick={() => start('full')}
              loading={busy === 'full'}
              disabled={busy !== null}
            >
              Full run
            </Button>
          </>
        }
      >
        {busy ? (
          <p role="status" style={{ marginBottom: 0 }}>
            <Tag color="processing">Running</Tag> A {busy} run is in progress; the table updates when it ends.
          </p>
        ) : null}
      </PageHeader>
      <Flash flash={flash} onClose={clear} />
      {data?.lastFailure ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 12 }}
          title={`The last ${data.lastFailure.mode} run failed at ${formatDateTime(data.lastFailure.at)}`}
          description={data.lastFailure.message}
        />
      ) : null}
      <DataTable
        caption="Ranking runs"
        columns={columns}
        query={{
          ...runs,
          data: data && { rows: data.runs, total: data.runs.length, limit: Math.max(1, data.runs.length) },
        }}
        rowKey={(r) => String(r.id)}
        empty="No runs yet — start a full run."
      />
      <p style={{ opacity: 0.7, marginTop: 12 }}>
        Runs started by the schedule and by staff are listed alike: the engine does not record who started a
        run yet.
      </p>
    </section>
  );
}
