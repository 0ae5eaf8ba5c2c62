import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import type { InfluencerRow } from '@mindmark/mfe-kit/api-contract.ts';
import { formatCount, formatPercent, formatScore } from '@mindmark/mfe-kit/format.ts';
import { Pager } from '@mindmark/mfe-kit/pager.tsx';
import { Panel } from '@mindmark/mfe-kit/panel.tsx';
import {
  type Column,
  nextSort,
  SortableTable,
  type SortDirection,
} from '@mindmark/mfe-kit/sortable-table.tsx';
import type { SessionStore } from '@mindmark/mfe-kit/session-store.ts';
import { Alert } from '@mindmark/mfe-kit/ui/alert.tsx';
import { Button } from '@mindmark/mfe-kit/ui/button.tsx';
import { useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';
import { useSession } from '@mindmark/mfe-kit/use-session.ts';
import { useState } from 'react';
import { AvatarImage } from './avatar-image.tsx';
import { CsvLink } from './csv-link.tsx';
import { postingRate } from './kol-format.ts';
import { KolProfileDialogLazy as KolProfileDialog } from './kol-profile-dialog-lazy.tsx';
import { OwnRankRow } from './own-rank-row.tsx';
import { columnHelp, useMethodology, useOwnRank } from '../services/trust.service.ts';

type SortField =
  | 'mindoMetric'
  | 'twitterFollowersCount'
  | 'smartFollowersCount'
  | 'kolScore'
  | 'engagementRate'
  | 'postingFrequency';
/** Page size 20, sorted by the product's score, highest first. */
const PAGE_SIZE = 20;

const DEFAULT_SORT = { field: 'mindoMetric', direction: 'desc' } as const;
/** A row's height with its avatar and two lines of name: skeleton rows take exactly this. */
const ROW_HEIGHT = 58;
const KOL_WIDTH = 210;

/**
 * The AI leaderboard of KOLs, sorted and paged by the server. Column help
 * comes from the published methodology; a signed-in creator's own row is pinned on top.
 */
export function KolLeaderboard({ api, store }: { api: ApiClient; store: SessionStore }) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ field: SortField; direction: SortDirection }>(DEFAULT_SORT);
  const [open, setOpen] = useState<InfluencerRow | null>(null);
  const signedIn = useSession(store, (s) => s.user !== null);
  const { data: methodology } = useMethodology(api);
  const { data: ownRank } = useOwnRank(api, signedIn, PAGE_SIZE);
  const help = (column: string, fallback: string) => columnHelp(methodology, column, fallback);

  const query = {
    page,
    limit: PAGE_SIZE,
    sortField: sort.field,
    sortDirection: sort.direction,
  };
  const {
    data: result,
    loading,
    failed,
    retry,
  } = useApiQuery(['influencers', query], () => api.call('GET /api/influencers/paginate', { query }));

  const pages = result ? Math.max(1, Math.ceil(result.total / PAGE_SIZE)) : 1;
  const columns: Column<InfluencerRow, SortField>[] = [
    {
      key: 'rank',
      title: 'Rank',
      help: help('rank', 'Position in the current order. Sorting by rank orders by follower count.'),
      sortField: 'twitterFollowersCount',
      width: 72,
      render: (_row, index) => (page - 1) * PAGE_SIZE + index + 1,
    },
    {
      key: 'kol',
      title: 'KOL',
      help: help('kol', 'The creator and their X handle.'),
      // Fixed, so Rank and KOL can stay in view while a phone scrolls the other columns.
      width: KOL_WIDTH,
      render: (k) => (
        <div style={{ display: 'flex', gap: 10, alignItems: 'center', width: KOL_WIDTH - 20 }}>
          <AvatarImage src={k.twitterAvatarUrl} name={k.twitterUsername} />
          <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            <strong>{k.twitterDisplayName ?? k.twitterUsername}</strong>
            <span
              style={{
                display: 'block',
                opacity: 0.6,
                fontSize: 12,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              @{k.twitterUsername}
            </span>
          </span>
        </div>
      ),
    },
    {
      key: 'mindo',
      title: 'Mindmark Score',
      help: help(
        'mindoMetric',
        'Our AI ranking: mindshare weighted by smart followers, quality and proof of work (see the methodology).',
      ),
      sortField: 'mindoMetric',
      align: 'right',
      render: (k) => formatScore(k.mindoMetric),
    },
    {
      key: 'smart',
      title: 'Smart Followers',
      help: help('smartFollowersCount', 'Followers who are themselves influential tracked accounts.'),
      sortField: 'smartFollowersCount',
      align: 'right',
      render: (k) => formatCount(k.smartFollowersCount),
    },
    {
      key: 'followers',
      title: 'Followers',
      help: help('twitterFollowersCount', 'Followers on X.'),
      sortField: 'twitterFollowersCount',
      align: 'right',
      render: (k) => formatCount(k.twitterFollowersCount),
    },
    {
      key: 'kolScore',
      title: 'Kol Score',
      help: help(
        'kolScore',
        'Reach, engagement, smart followers, consistency and mindshare (see the methodology).',
      ),
      sortField: 'kolScore',
      align: 'right',
      render: (k) => formatScore(k.kolScore),
    },
    {
      key: 'engagement',
      title: 'Engagement',
      help: help('engagementRate', 'Likes, replies and reposts per view.'),
      sortField: 'engagementRate',
      align: 'right',
      render: (k) => formatPercent(k.engagementRate),
    },
    {
      key: 'frequency',
      title: 'Posting Frequency',
      help: help('postingFrequency', 'Posts per day over the last 30 days.'),
      sortField: 'postingFrequency',
      align: 'right',
      render: (k) => (
        <span title={`${formatScore(k.postingFrequency, 2)} posts a day`}>
          {postingRate(k.postingFrequency)}
        </span>
      ),
    },
  ];

  return (
    <Panel title="AI Leaderboard" data-testid="kol-leaderboard">
      {failed && !result ? (
        <Alert
          type="error"
          title="The leaderboard could not be loaded."
          action={
            <Button size="small" onClick={retry}>
              Retry
            </Button>
          }
        />
      ) : (
        <>
          {ownRank && (
            <OwnRankRow
              rank={ownRank}
              onOpenPage={(p) => {
                // The stored position is by Mindmark Score, highest first: the default order.
                setSort(DEFAULT_SORT);
                setPage(p);
              }}
            />
          )}
          <SortableTable
            caption="KOL leaderboard"
            columns={columns}
            rows={result?.data ?? []}
            rowKey={(k) => k.id}
            sort={sort}
            onSort={(field) => {
              setSort((current) => nextSort(current, field));
              setPage(1);
            }}
            loading={loading}
            onRowClick={setOpen}
            skeleton={{ rows: PAGE_SIZE, height: ROW_HEIGHT }}
            stickyColumns={2}
            empty="No KOLs ranked yet."
          />
          <Pager page={page} pages={pages} loading={loading} onPage={setPage} />
          <CsvLink
            href={`/api/influencers/paginate.csv?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`}
          />
        </>
      )}
      <KolProfileDialog
        kol={open}
        onClose={() => setOpen(null)}
        api={api}
        ownKolId={ownRank?.kolId ?? null}
      />
    </Panel>
  );
}
