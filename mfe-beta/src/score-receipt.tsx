import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import { useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';
import { Alert, Button, Input, Skeleton, Tag } from 'antd';
import { useState } from 'react';

const fmt = (n: number | null | undefined, digits = 2) => (n == null ? '–' : n.toFixed(digits));
const NAMES: Record<string, string> = {
  reach: 'Reach',
  engagement: 'Engagement rate',
  smart: 'Smart followers',
  consistency: 'Consistency',
  mindshare: 'Mindshare',
  deliverables: 'Approved deliverables',
  completion: 'Completion rate',
  identity: 'Verified identity',
  walletScore: 'Wallet score',
};
const cell = { padding: '4px 8px', textAlign: 'right' as const };
// Read by screen readers, not shown (the heading above names the table).
const hidden = {
  position: 'absolute' as const,
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
};
const head = { ...cell, fontWeight: 500, opacity: 0.7, fontSize: 12 };

/**
 * "Why this score": the KOL's receipt from GET /api/influencers/{id}/score. The
 * component points add up to the KOL Score shown, the Mindmark line multiplies back
 * to the Mindmark Score, and each discounted post links to X (docs/methodology.md).
 * The post's own creator can appeal a discount from here.
 */
export function ScoreReceipt({
  api,
  kolId,
  ownKolId,
}: {
  api: ApiClient;
  kolId: string;
  ownKolId: string | null;
}) {
  const [reload, setReload] = useState(0);
  const {
    data: r,
    loading,
    failed,
  } = useApiQuery(['score-receipt', kolId, reload], () =>
    api.call('GET /api/influencers/:id/score', { params: { id: kolId } }),
  );
  if (failed) return <Alert type="error" showIcon title="Could not load the score receipt" />;
  if (!r || (loading && !r)) return <Skeleton active />;
  const own = ownKolId === r.kolId;
  return (
    <div data-testid="score-receipt" style={{ display: 'grid', gap: 16 }}>
      <p style={{ margin: 0, fontSize: 13, opacity: 0.75 }}>
        As of {r.asOf ?? '–'} · methodology <a href="/beta/methodology">v{r.methodologyVersion}</a>
      </p>
      <section>
        <h3 style={{ margin: '0 0 6px', fontSize: 15 }}>KOL Score {fmt(r.kolScore)}</h3>
        <div style={{ overflowX: 'auto' }}>
          <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 13 }}>
            <caption style={hidden}>KOL Score components</caption>
            <thead>
              <tr>
                <th style={{ ...head, textAlign: 'left' }}>Component</th>
                <th style={head}>Value (0–1)</th>
                <th style={head}>Weight</th>
                <th style={head}>Points</th>
              </tr>
            </thead>
            <tbody>
              {r.components.map((c) => (
                <tr key={c.name}>
                  <td style={{ ...cell, textAlign: 'left' }}>{NAMES[c.name] ?? c.name}</td>
                  <td style={cell}>{fmt(c.normalized, 3)}</td>
                  <td style={cell}>{Math.round(c.weight * 100)}%</td>
                  <td style={cell}>{fmt(c.points)}</td>
                </tr>
              ))}
              <tr style={{ borderTop: '1px solid rgba(127,127,127,.4)' }}>
                <td style={{ ...cell, textAlign: 'left' }}>
                  <strong>Total</strong>
                </td>
                <td style={cell} />
                <td style={cell} />
                <td style={cell} data-testid="receipt-total">
                  <strong>{fmt(r.kolScore)}</strong>
                </td>
              </tr>
            </tbody>
          </table>
        </div>
      </section>
      <section>
        <h3 style={{ margin: '0 0 6px', fontSize: 15 }}>Mindmark Score {fmt(r.mindoMetric)}</h3>
        <p style={{ margin: 0, fontSize: 13 }} data-testid="receipt-mindmark">
          {fmt(r.mindmark.kolScore)} KOL Score × {fmt(r.mindmark.authenticity, 4)} authenticity ×{' '}
          {fmt(r.mindmark.factor, 4)} proof of work = <strong>{fmt(r.mindmark.result)}</strong>
        </p>
        <p style={{ margin: '4px 0 0', fontSize: 12, opacity: 0.7 }}>
          Authenticity is the share of attention left after the discounts below; proof of work adds up to{' '}
          {Math.round(r.mindmark.proofOfWorkBonus * 100)}%.
        </p>
      </section>
      <section>
        <h3 style={{ margin: '0 0 6px', fontSize: 15 }}>
          Proof of work {r.proofOfWork == null ? '–' : fmt(r.proofOfWork)}
        </h3>
        {r.proofOfWorkParts.length === 0 ? (
          <p style={{ margin: 0, fontSize: 13, opacity: 0.75 }}>No work on this platform yet.</p>
        ) : (
          <ul style={{ margin: 0, paddingLeft: 18, fontSize: 13 }}>
            {r.proofOfWorkParts.map((p) => (
              <li key={p.name}>
                {NAMES[p.name] ?? p.name}: {fmt(p.value, 3)} × {Math.round(p.weight * 100)}%
                {p.counted ? ` → ${fmt(p.contribution)} points` : ' (not counted: no wallet-score provider)'}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h3 style={{ margin: '0 0 6px', fontSize: 15 }}>
          Discounts ({r.discountedPostsTotal} posts in the window)
        </h3>
        {r.discountedPosts.length === 0 ? (
          <p style={{ margin: 0, fontSize: 13, opacity: 0.75 }}>No post was discounted.</p>
        ) : (
          <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none', display: 'grid', gap: 8 }}>
            {r.discountedPosts.map((p) => (
              <li key={`${p.postId}-${p.kind}`} data-testid="discounted-post" style={{ fontSize: 13 }}>
                <Tag color={p.appeal?.status === 'overturned' ? 'green' : 'red'}>{p.label}</Tag>
                <a href={p.url} target="_blank" rel="noreferrer">
                  Post of {new Date(p.postedAt).toLocaleDateString('en-US')}
                </a>{' '}
                ×{fmt(p.multiplier, 2)}
                {p.appeal?.status === 'overturned' && <strong> · overturned on appeal</strong>}
                {p.appeal?.status === 'upheld' && <span> · appeal upheld</span>}
                {p.appeal?.status === 'open' && <span> · appeal open</span>}
                <div style={{ opacity: 0.75 }}>{p.reason}</div>
                {p.appeal?.note && <div style={{ opacity: 0.75 }}>Staff note: {p.appeal.note}</div>}
                {own && !p.appeal && (
                  <AppealForm
                    api={api}
                    postId={p.postId}
                    kind={p.kind}
                    onDone={() => setReload((n) => n + 1)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function AppealForm({
  api,
  postId,
  kind,
  onDone,
}: {
  api: ApiClient;
  postId: string;
  kind: string;
  onDone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!open)
    return (
      <Button size="small" onClick={() => setOpen(true)}>
        Appeal this discount
      </Button>
    );
  return (
    <form
      style={{ display: 'grid', gap: 6, marginTop: 6 }}
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        try {
          await api.call('POST /api/me/appeals', {
            body: { postId, kind: kind as 'near_duplicate' | 'engagement_outlier' | 'young_account', reason },
          });
          onDone();
        } catch (err) {
          setError((err as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <label htmlFor={`appeal-${postId}-${kind}`}>Why is this discount wrong? (10–500 characters)</label>
      <Input.TextArea
        id={`appeal-${postId}-${kind}`}
        rows={2}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {error && <Alert type="error" showIcon title={error} />}
      <Button
        htmlType="submit"
        type="primary"
        size="small"
        loading={busy}
        disabled={reason.trim().length < 10}
      >
        Send appeal
      </Button>
    </form>
  );
}
