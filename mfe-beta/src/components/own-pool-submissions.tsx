import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import { useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';
import { Panel } from '@mindmark/mfe-kit/panel.tsx';
import { Flex, Tag } from 'antd';
import { LedgerEntriesTable } from './ledger-entries-table.tsx';
import { usd } from '@mindmark/mfe-kit/money-format.ts';
import { usePayoutStatement } from '../services/trust.service.ts';

const STATUS = {
  pending: { color: 'blue', label: 'In review' },
  approved: { color: 'green', label: 'Approved' },
  rejected: { color: 'default', label: 'Rejected' },
} as const;

/**
 * The signed-in creator's own submissions to this pool: status, what each holds now,
 * and the ledger rows behind it from the public statement, so a withdrawn approval
 * shows as its reversal rather than a payout that silently vanished (docs/rewards.md).
 */
export function OwnPoolSubmissions({ api, poolId }: { api: ApiClient; poolId: string }) {
  const { data: mine } = useApiQuery(['own-submissions'], () => api.call('GET /api/me/submissions'));
  const { data: statement } = usePayoutStatement(api, poolId);
  const rows = (mine ?? []).filter((s) => s.rewardPoolId === poolId);
  if (rows.length === 0) return null;
  return (
    <Panel title="Your submissions" size="small" data-testid="own-submissions">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
        {rows.map((s) => {
          const entries = statement?.entries.filter((e) => e.submissionId === s.id) ?? [];
          const status = STATUS[s.status];
          return (
            <li key={s.id} data-testid="own-submission">
              <Flex gap={8} wrap align="center">
                <Tag color={status.color}>{status.label}</Tag>
                <a
                  href={s.contentUrl}
                  target="_blank"
                  rel="noreferrer"
                  style={{ overflowWrap: 'anywhere', textDecoration: 'underline' }}
                >
                  {s.contentUrl}
                </a>
                <span>
                  Holds <strong>{usd(s.payoutUsd)}</strong>
                </span>
              </Flex>
              {entries.length > 0 && (
                <LedgerEntriesTable
                  entries={entries}
                  caption="Ledger rows of this submission"
                  showCreator={false}
                />
              )}
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
