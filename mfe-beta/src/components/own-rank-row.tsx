import { formatChange, formatScore, groupedInteger } from '@mindmark/mfe-kit/format.ts';
import type { OwnRank } from '../services/trust.service.ts';

/** Whole positions with separators (format.ts: no Intl on the leaderboard's first render). */
const count = { format: groupedInteger };

/**
 * The signed-in creator's own row, pinned above the leaderboard: "You: #1,234 of
 * 100,000", with the page it sits on one click away (stored positions, any depth).
 */
export function OwnRankRow({ rank, onOpenPage }: { rank: OwnRank; onOpenPage: (page: number) => void }) {
  return (
    <div
      data-testid="own-rank-row"
      role="status"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '4px 16px',
        alignItems: 'center',
        padding: '8px 12px',
        marginBottom: 8,
        borderRadius: 8,
        border: '1px solid rgba(22,119,255,.5)',
        background: 'rgba(22,119,255,.08)',
      }}
    >
      <strong>
        You:{' '}
        {rank.position === null
          ? 'not ranked yet'
          : `#${count.format(rank.position)} of ${count.format(rank.total)}`}
      </strong>
      <span>@{rank.twitterUsername}</span>
      <span>
        Mindmark Score <span data-testid="own-rank-score">{formatScore(rank.mindoMetric)}</span>
      </span>
      <span>7D mindshare {formatChange(rank.mindshareChange7d)}</span>
      {rank.page !== null && (
        <button
          type="button"
          onClick={() => onOpenPage(rank.page as number)}
          style={{
            background: 'none',
            border: 0,
            padding: 0,
            color: '#4096ff',
            cursor: 'pointer',
            textDecoration: 'underline',
          }}
        >
          Go to page {count.format(rank.page)}
        </button>
      )}
    </div>
  );
}
