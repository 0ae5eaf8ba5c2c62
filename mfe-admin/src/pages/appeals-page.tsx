import type { ApiResponse } from '@mindmark/mfe-kit/api-contract.ts';
import { useApiMutation, useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';
import { Pager } from '@mindmark/mfe-kit/pager.tsx';
import { Panel } from '@mindmark/mfe-kit/panel.tsx';
import { Alert, Button, Input, Tag } from 'antd';
import { useState } from 'react';
import { Flash, useFlash } from '../components/flash.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useUrlState } from '../components/use-url-state.ts';
import { errorMessage, type StaffCall, useAdminSession } from '../services/admin-session.tsx';

type Appeal = ApiResponse<'GET /api/admin/appeals'>['data'][number];
type Status = 'open' | 'upheld' | 'overturned' | 'all';
const STATUSES: readonly Status[] = ['open', 'upheld', 'overturned', 'all'];
const COLORS = { open: 'blue', upheld: 'default', overturned: 'green' } as const;
const DEFAULTS = { status: 'open' };
const LIMIT = 50;

/**
 * The appeals queue (docs/methodology.md, "Appeals"): open appeals oldest first; an
 * admin upholds or overturns each once, with a note. The server decides who may.
 */
export default function AppealsPage() {
  const { call } = useAdminSession();
  // The filter and page live in the address: a reload or a shared link shows the same queue.
  const url = useUrlState(DEFAULTS);
  const status = (STATUSES as readonly string[]).includes(url.get('status'))
    ? (url.get('status') as Status)
    : 'open';
  const page = url.page;
  const { flash, success, clear } = useFlash();
  const { data, failed, loading } = useApiQuery(['admin-appeals', status, page], () =>
    call('GET /api/admin/appeals', { query: { status, page, limit: LIMIT } }),
  );
  return (
    <section data-section="appeals">
      <PageHeader title="Appeals" />
      <Flash flash={flash} onClose={clear} />
      <Panel>
        {/* Buttons, not antd's Segmented: the shared antd cut lacks it (mfe-kit/src/shared-exports.ts). */}
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 12px', display: 'flex', gap: 8 }}>
          <legend
            style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
          >
            Status
          </legend>
          {STATUSES.map((s) => (
            <Button
              key={s}
              type={s === status ? 'primary' : 'default'}
              aria-pressed={s === status}
              onClick={() => url.set({ status: s }, { resetPage: true })}
            >
              {s}
            </Button>
          ))}
        </fieldset>
        {failed && <Alert type="error" showIcon title="Could not load the appeals" />}
        {data && data.data.length === 0 && (
          <p style={{ opacity: 0.7 }}>No {status === 'all' ? '' : status} appeals.</p>
        )}
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
          {data?.data.map((a) => (
            <AppealItem
              key={a.id}
              call={call}
              appeal={a}
              onDecided={(d) =>
                success(
                  `The appeal of @${d.twitterUsername} was ${d.status === 'overturned' ? 'overturned: the next ranking run leaves the discount out' : 'upheld'}.`,
                )
              }
            />
          ))}
        </ul>
        {data && data.total > LIMIT && (
          <Pager
            page={page}
            pages={Math.ceil(data.total / LIMIT)}
            loading={loading}
            onPage={(p) => url.set({ page: String(p) })}
          />
        )}
      </Panel>
    </section>
  );
}

function AppealItem({
  call,
  appeal: a,
  onDecided,
}: {
  call: StaffCall;
  appeal: Appeal;
  onDecided: (decided: Appeal) => void;
}) {
  const [note, setNote] = useState('');
  // Every cached queue (each status filter) is refetched: the appeal moves between them.
  const decision = useApiMutation(
    (decision: 'uphold' | 'overturn') =>
      call('POST /api/admin/appeals/:id/decision', { params: { id: a.id }, body: { decision, note } }),
    [['admin-appeals']],
  );
  const decide = (d: 'uphold' | 'overturn') => {
    decision.run(d).then(onDecided, () => {});
  };
  const busy = decision.pending;
  const error = decision.error == null ? null : errorMessage(decision.error);
  return (
    <li
      data-testid="appeal-item"
      style={{ border: '1px solid rgba(127,127,127,.3)', borderRadius: 8, padding: 12 }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
        <Tag color={COLORS[a.status]}>{a.status}</Tag>
        <strong>@{a.twitterUsername}</strong>
        <span>
          {a.kind.replace('_', ' ')} ×{a.multiplier.toFixed(2)}
        </span>
        <a href={a.postUrl} target="_blank" rel="noreferrer">
          Post {a.postId}
        </a>
        <span style={{ opacity: 0.6 }}>{new Date(a.createdAt).toLocaleString('en-US')}</span>
      </div>
      <p style={{ margin: '6px 0', opacity: 0.8 }}>Engine: {a.detail}</p>
      <p style={{ margin: '6px 0' }}>Creator: “{a.reason}”</p>
      {a.status === 'open' ? (
        <div style={{ display: 'grid', gap: 6 }}>
          <label htmlFor={`note-${a.id}`}>Decision note (3–500 characters, shown to the creator)</label>
          <Input.TextArea
            id={`note-${a.id}`}
            rows={2}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          {error && <Alert type="error" showIcon title={error} />}
          <div style={{ display: 'flex', gap: 8 }}>
            <Button onClick={() => decide('uphold')} loading={busy} disabled={note.trim().length < 3}>
              Uphold discount
            </Button>
            <Button
              type="primary"
              onClick={() => decide('overturn')}
              loading={busy}
              disabled={note.trim().length < 3}
            >
              Overturn discount
            </Button>
          </div>
        </div>
      ) : (
        <p style={{ margin: 0, opacity: 0.8 }}>
          {a.status} by {a.decidedBy ?? '–'} on{' '}
          {a.decidedAt ? new Date(a.decidedAt).toLocaleString('en-US') : '–'}: {a.note}
          {a.appliedAt
            ? ` · applied by the run of ${new Date(a.appliedAt).toLocaleString('en-US')}`
            : ' · applies at the next run'}
        </p>
      )}
    </li>
  );
}
