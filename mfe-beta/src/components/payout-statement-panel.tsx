import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import { Panel } from '@mindmark/mfe-kit/panel.tsx';
import { Alert, Button, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { CsvLink } from './csv-link.tsx';
import { LedgerEntriesTable } from './ledger-entries-table.tsx';
import { usd } from '@mindmark/mfe-kit/money-format.ts';
import { type ProofCheck, verifyPayoutProof } from '../services/payout-proof.service.ts';
import { usePayoutStatement } from '../services/trust.service.ts';

/** Ledger rows shown on the page; the CSV has them all. */
const SHOWN_ENTRIES = 50;

type Check = ProofCheck | 'working' | 'failed';

/**
 * The pool's public payout statement (docs/rewards.md, "Payout statement"): the Merkle
 * root, each creator's net payout, the ledger rows behind it (reversals included), the
 * CSV, and "Verify my payout", which fetches the inclusion proof of the chosen
 * submission and checks it here, in the browser.
 */
export function PayoutStatementPanel({ api, poolId }: { api: ApiClient; poolId: string }) {
  const { data: statement, failed } = usePayoutStatement(api, poolId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [check, setCheck] = useState<Check | null>(null);
  if (failed) return <Alert type="error" showIcon title="Failed to fetch the payout statement" />;
  if (!statement) return <Skeleton active />;

  const rows = statement.allocations;
  const submissionId = chosen ?? rows[0]?.submissionId ?? null;
  const verify = async () => {
    const row = rows.find((a) => a.submissionId === submissionId);
    if (!row) return;
    setCheck('working');
    try {
      const proof = await api.call('GET /api/reward-pools/:id/statement/proof/:submissionId', {
        params: { id: poolId, submissionId: row.submissionId },
      });
      // The leaf is rebuilt from the statement's own row, so a proof for another amount fails.
      setCheck(await verifyPayoutProof({ ...proof, amountCents: row.amountCents }, statement.merkleRoot));
    } catch {
      setCheck('failed');
    }
  };

  return (
    <Panel title="Payout statement" size="small" data-testid="payout-statement">
      <Flex vertical gap={10}>
        <span style={{ fontSize: 13, opacity: 0.8 }}>
          Every payout of this pool, and a Merkle root over them: anyone can check that a payout belongs to
          it.
        </span>
        <span>
          Merkle root:{' '}
          <code data-testid="merkle-root" style={{ wordBreak: 'break-all' }}>
            {statement.merkleRoot}
          </code>
        </span>
        {rows.length === 0 ? (
          <span style={{ opacity: 0.7 }}>No payouts yet.</span>
        ) : (
          <>
            <table style={{ width: '100%', borderCollapse: 'collapse' }}>
              <caption style={{ textAlign: 'left', opacity: 0.7, fontSize: 12 }}>
                Net payout per approved submission
              </caption>
              <thead>
                <tr>
                  <th style={{ textAlign: 'left', padding: '4px 0' }}>Creator</th>
                  <th style={{ textAlign: 'right', padding: '4px 0' }}>Amount</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((a) => (
                  <tr key={a.submissionId}>
                    <td style={{ padding: '4px 0' }}>
                      {a.kolHandle ? `@${a.kolHandle}` : 'removed profile'}
                    </td>
                    <td style={{ textAlign: 'right', padding: '4px 0' }}>{usd(a.amountUsd)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <LedgerEntriesTable
              entries={statement.entries.slice(-SHOWN_ENTRIES)}
              caption={
                statement.entries.length > SHOWN_ENTRIES
                  ? `Ledger: the last ${SHOWN_ENTRIES} of ${statement.entries.length} rows (all in the CSV)`
                  : 'Ledger: every payout and reversal, oldest first'
              }
            />
            <Flex gap={8} wrap align="center">
              {/* A native select: antd's Select is not in the shared antd cut (docs/frontend.md). */}
              <select
                aria-label="Payout to verify"
                value={submissionId ?? ''}
                onChange={(e) => {
                  setChosen(e.target.value);
                  setCheck(null);
                }}
                style={{
                  minWidth: 220,
                  padding: '4px 8px',
                  borderRadius: 6,
                  background: 'transparent',
                  color: 'inherit',
                }}
              >
                {rows.map((a) => (
                  <option key={a.submissionId} value={a.submissionId} style={{ color: '#000' }}>
                    @{a.kolHandle || 'removed'} · {usd(a.amountUsd)}
                  </option>
                ))}
              </select>
              <Button loading={check === 'working'} onClick={verify}>
                Verify my payout
              </Button>
            </Flex>
            {check === 'failed' && (
              <Alert type="error" showIcon title="Could not fetch the proof. Try again." />
            )}
            {check && typeof check === 'object' && (
              <Alert
                type={check.ok ? 'success' : 'error'}
                showIcon
                title={
                  check.ok
                    ? 'Verified: this payout is in the published root'
                    : 'Does not match the published root'
                }
                description={
                  <code style={{ wordBreak: 'break-all', fontSize: 12 }}>
                    computed root {check.computedRoot}
                  </code>
                }
              />
            )}
          </>
        )}
        <CsvLink href={`/api/reward-pools/${poolId}/statement.csv`} label="Download statement (CSV)" />
      </Flex>
    </Panel>
  );
}
