import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import { Panel } from '@mindmark/mfe-kit/panel.tsx';
import { Alert, Skeleton, Tag } from 'antd';
import { useMethodology } from '../services/trust.service.ts';

const pct = (n: number) => `${Math.round(n * 100)}%`;
// Long formulas break anywhere rather than widen the page on phones.
const code = {
  fontFamily: 'ui-monospace, monospace',
  fontSize: 13,
  whiteSpace: 'pre-wrap' as const,
  overflowWrap: 'anywhere' as const,
};

/**
 * /beta/methodology: the published formulas, weights, current version and change log,
 * as GET /api/methodology serves them (the numbers the engine runs with).
 */
export function MethodologyPage({ api }: { api: ApiClient }) {
  const { data: m, failed } = useMethodology(api);
  if (failed) return <Alert type="error" showIcon title="Could not load the methodology" />;
  if (!m) return <Skeleton active />;
  const p = m.parameters as {
    kolScore: { weights: Record<string, number>; scale: number };
    proofOfWork: { weights: Record<string, number> };
    mindoMetric: { proofOfWorkBonus: number };
    kolWindowDays: number;
  };
  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="methodology-page">
      <Panel title={`Ranking methodology v${m.version}`}>
        <p style={{ marginTop: 0 }}>
          Released {m.releasedOn ?? '–'}. Every score on the leaderboard is computed with these weights and
          formulas; each KOL's receipt ("Why this score" in the profile dialog) shows its own numbers.
        </p>
        <h2 style={{ fontSize: 16 }}>
          KOL Score (0–{p.kolScore.scale}, last {p.kolWindowDays} days)
        </h2>
        <ul>
          {Object.entries(p.kolScore.weights).map(([name, w]) => (
            <li key={name}>
              <strong>{name}</strong> {pct(w)}: {m.components[name]}
            </li>
          ))}
        </ul>
        <h2 style={{ fontSize: 16 }}>Mindmark Score</h2>
        <p style={code}>{m.formulas.mindoMetric}</p>
        <h2 style={{ fontSize: 16 }}>Proof of work (adds up to {pct(p.mindoMetric.proofOfWorkBonus)})</h2>
        <ul>
          {Object.entries(p.proofOfWork.weights).map(([name, w]) => (
            <li key={name}>
              <strong>{name}</strong> {pct(w)}: {m.proofOfWork[name]}
            </li>
          ))}
        </ul>
        <h2 style={{ fontSize: 16 }}>Discounts</h2>
        <ul>
          {Object.entries(m.discounts).map(([kind, d]) => (
            <li key={kind}>
              <strong>{d.label}</strong>: {d.reason}
            </li>
          ))}
        </ul>
        <h2 style={{ fontSize: 16 }}>Formulas</h2>
        <dl style={{ margin: 0 }}>
          {Object.entries(m.formulas).map(([name, f]) => (
            <div key={name} style={{ marginBottom: 8 }}>
              <dt style={{ fontWeight: 600 }}>{name}</dt>
              <dd style={{ ...code, margin: 0 }}>{f}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel title="Appeals and verifiable payouts">
        <h2 style={{ fontSize: 16, marginTop: 0 }}>Appeals</h2>
        <p>
          A creator who thinks a discount on one of their own posts is wrong can appeal it from their receipt,
          with a short reason (one open appeal per post, and a daily limit per creator). Staff uphold or
          overturn it with a note the creator sees. An overturned discount is left out from the next ranking
          run on, and the receipt keeps it listed as “overturned on appeal”.
        </p>
        <h2 style={{ fontSize: 16 }}>Pools keep their version</h2>
        <p>
          A reward pool is judged by the methodology version in force when it was created, shown on its page.
          A later version never re-prices its approvals, and recomputing the rankings never touches a payout
          already booked.
        </p>
        <h2 style={{ fontSize: 16 }}>Payout statements</h2>
        <p style={{ marginBottom: 0 }}>
          Every pool publishes each payout and reversal (creator handle, amount, time) as JSON and CSV, and a
          Merkle root over the net payouts: the leaf is the keccak-256 hash of the ABI-encoded pool id,
          submission id, handle and amount in cents. The pool page checks a payout against the root in your
          browser; anyone can redo the check with any Ethereum library.
        </p>
      </Panel>
      <Panel title="Change log">
        <ol style={{ margin: 0, paddingLeft: 18 }} data-testid="methodology-changelog">
          {m.changelog.map((v) => (
            <li key={v.version} style={{ marginBottom: 8 }}>
              <strong>v{v.version}</strong> <Tag>{v.releasedOn}</Tag>
              {v.version === m.version && <Tag color="green">current</Tag>}
              <div>{v.changes}</div>
            </li>
          ))}
        </ol>
      </Panel>
    </div>
  );
}
