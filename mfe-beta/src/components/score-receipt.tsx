import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import type { ApiResponse, ApiRoutes } from '@mindmark/mfe-kit/api-contract.ts';
import { useApiMutation, useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';
import { Alert, Button, Input, Skeleton, Tag } from 'antd';
import { useState } from 'react';

type Receipt = ApiResponse<'GET /api/influencers/:id/score'>;
type DiscountedPost = Receipt['discountedPosts'][number];
type AppealKind = ApiRoutes['POST /api/me/appeals']['body']['kind'];
/** Fields a newer server may add (cluster standing, per-discount evidence): shown when present. */
type Extras = { standing?: { value: number; evidence: string | null } };
type PostExtras = { evidence?: string | string[] | null };

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
// Underlined: a link inside text must not be told apart by its colour alone (WCAG 1.4.1).
const link = { textDecoration: 'underline' };

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
  const {
    data: r,
    failed,
    retry,
  } = useApiQuery(['score-receipt', kolId], () =>
    api.call('GET /api/influencers/:id/score', { params: { id: kolId } }),
  );
  if (failed)
    return (
      <Alert
        type="error"
        showIcon
        title="Could not load the score receipt"
        action={
          <Button size="small" onClick={retry}>
            Retry
          </Button>
        }
      />
    );
  // Another KOL's receipt may still be cached on screen while this one loads.
  if (!r || r.kolId !== kolId) return <Skeleton active />;
  const own = ownKolId === r.kolId;
  const standing = (r as Receipt & Extras).standing;
  return (
    <div data-testid="score-receipt" style={{ display: 'grid', gap: 16 }}>
      <p style={{ margin: 0, fontSize: 13 }}>
        As of {r.asOf ?? '–'} · methodology{' '}
        <a href="/beta/methodology" style={link}>
          v{r.methodologyVersion}
        </a>
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
        {standing && standing.value < 1 && (
          <p style={{ margin: '6px 0 0', fontSize: 12, opacity: 0.8 }} data-testid="receipt-standing">
            Each component above is multiplied by the cluster standing {fmt(standing.value, 4)}
            {standing.evidence ? `: ${standing.evidence}` : '.'}
          </p>
        )}
        {r.components
          .filter((c) => c.evidence)
          .map((c) => (
            <p
              key={c.name}
              style={{ margin: '6px 0 0', fontSize: 12, opacity: 0.8 }}
              data-testid={`receipt-${c.name}-evidence`}
            >
              {/* The evidence names its component ("reach counts …"): shown as a sentence. */}
              {c.evidence ? c.evidence.charAt(0).toUpperCase() + c.evidence.slice(1) : null}
            </p>
          ))}
      </section>
      <section>
        <h3 style={{ margin: '0 0 6px', fontSize: 15 }}>
          Mindmark Score <span data-testid="receipt-mindmark-score">{fmt(r.mindoMetric)}</span>
        </h3>
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
              <DiscountRow key={`${p.postId}-${p.kind}`} api={api} kolId={r.kolId} post={p} own={own} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

const APPEAL_STATUS = {
  overturned: 'overturned on appeal',
  upheld: 'appeal upheld',
  open: 'appeal open',
} as const;

/** One discounted post: what hit it and why, its appeal, and the appeal form for its creator. */
function DiscountRow({
  api,
  kolId,
  post: p,
  own,
}: {
  api: ApiClient;
  kolId: string;
  post: DiscountedPost;
  own: boolean;
}) {
  const status = p.appeal ? APPEAL_STATUS[p.appeal.status] : null;
  const evidence = (p as DiscountedPost & PostExtras).evidence;
  const overturned = p.appeal?.status === 'overturned';
  return (
    <li data-testid="discounted-post" style={{ fontSize: 13 }}>
      <Tag color={overturned ? 'green' : 'red'}>{p.label}</Tag>
      <a href={p.url} target="_blank" rel="noreferrer" style={link}>
        Post of {new Date(p.postedAt).toLocaleDateString('en-US')}
      </a>{' '}
      {overturned ? <s>×{fmt(p.multiplier, 2)}</s> : `×${fmt(p.multiplier, 2)}`}
      {status && (
        <strong data-testid="appeal-status" style={{ marginLeft: 6 }}>
          · {status}
        </strong>
      )}
      <div style={{ opacity: 0.8 }}>{p.reason}</div>
      {p.detail && <div style={{ opacity: 0.7, overflowWrap: 'anywhere' }}>Evidence: {p.detail}</div>}
      {evidence && (
        <div style={{ opacity: 0.7, overflowWrap: 'anywhere' }}>
          {Array.isArray(evidence) ? evidence.join(' · ') : evidence}
        </div>
      )}
      {p.appeal?.note && <div style={{ opacity: 0.8 }}>Staff note: {p.appeal.note}</div>}
      {own && !p.appeal && <AppealForm api={api} kolId={kolId} postId={p.postId} kind={p.kind} />}
    </li>
  );
}

function AppealForm({
  api,
  kolId,
  postId,
  kind,
}: {
  api: ApiClient;
  kolId: string;
  postId: string;
  kind: string;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  // Filing refetches the receipt (it then shows "appeal open") and the creator's own appeals.
  const appeal = useApiMutation(
    (body: { postId: string; kind: AppealKind; reason: string }) =>
      api.call('POST /api/me/appeals', { body }),
    [['score-receipt', kolId], ['own-appeals']],
  );
  if (!open)
    return (
      <Button size="small" onClick={() => setOpen(true)} style={{ marginTop: 4 }}>
        Appeal this discount
      </Button>
    );
  const id = `appeal-${postId}-${kind}`;
  return (
    <form
      style={{ display: 'grid', gap: 6, marginTop: 6 }}
      onSubmit={(e) => {
        e.preventDefault();
        appeal.run({ postId, kind: kind as AppealKind, reason }).catch(() => {});
      }}
    >
      <label htmlFor={id}>Why is this discount wrong? (10–500 characters)</label>
      <Input.TextArea
        id={id}
        rows={2}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {appeal.error != null && <Alert type="error" showIcon title={(appeal.error as Error).message} />}
      <Button
        htmlType="submit"
        type="primary"
        size="small"
        loading={appeal.pending}
        disabled={reason.trim().length < 10}
      >
        Send appeal
      </Button>
    </form>
  );
}
