import { Tag } from 'antd';
import { usd } from '@mindmark/mfe-kit/money-format.ts';
import type { StatementEntry } from '../services/trust.service.ts';

const cell = { padding: '4px 8px 4px 0' };
const right = { ...cell, textAlign: 'right' as const };
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * Rows of a pool's payout ledger as the statement publishes them (docs/rewards.md,
 * "Payout statement"): a payout per approval and a negative reversal each time an
 * approval was withdrawn. Nothing is edited in place, so a reversal is its own row.
 */
export function LedgerEntriesTable({
  entries,
  caption,
  showCreator = true,
}: {
  entries: readonly StatementEntry[];
  caption: string;
  showCreator?: boolean;
}) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }}>
        <caption style={{ textAlign: 'left', opacity: 0.8, fontSize: 12, paddingBottom: 4 }}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th style={{ ...cell, textAlign: 'left' }}>When (UTC)</th>
            {showCreator && <th style={{ ...cell, textAlign: 'left' }}>Creator</th>}
            <th style={{ ...cell, textAlign: 'left' }}>Entry</th>
            <th style={right}>Amount</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.entryId} data-testid="ledger-entry" data-kind={e.kind}>
              <td style={cell}>{when(e.at)}</td>
              {showCreator && <td style={cell}>{e.kolHandle ? `@${e.kolHandle}` : 'removed profile'}</td>}
              <td style={cell}>
                {e.kind === 'reversal' ? <Tag color="orange">Reversal</Tag> : <Tag color="green">Payout</Tag>}
              </td>
              <td style={right}>{e.amountUsd < 0 ? `−${usd(-e.amountUsd)}` : usd(e.amountUsd)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
