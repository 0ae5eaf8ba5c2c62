import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import type { NarrativeRow } from '@mindmark/mfe-kit/api-contract.ts';
import { formatChange, formatCount, formatPercent } from '@mindmark/mfe-kit/format.ts';
import { Panel } from '@mindmark/mfe-kit/panel.tsx';
import {
  type Column,
  nextSort,
  SortableTable,
  type SortDirection,
} from '@mindmark/mfe-kit/sortable-table.tsx';
import { Alert } from '@mindmark/mfe-kit/ui/alert.tsx';
import { Button } from '@mindmark/mfe-kit/ui/button.tsx';
import { useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';
import { useMemo, useState } from 'react';
import { changeFor, type Period, shortName } from './narratives.ts';
import { NarrativesTreemap } from './narratives-treemap.tsx';

type Filter = 'all' | 'gainers' | 'losers';
type SortField = 'mindsharePercent' | 'change' | 'totalViews';

const PERIODS: Period[] = ['7d', '30d', '90d'];
const FILTERS: { key: Filter; label: string }[] = [
  { key: 'all', label: 'All narratives' },
  { key: 'gainers', label: 'Gainers' },
  { key: 'losers', label: 'Losers' },
];

/** Narratives panel: period, filter, sortable list and a treemap beside it. */
export function NarrativesPanel({ api }: { api: ApiClient }) {
  const [period, setPeriod] = useState<Period>('90d');
  const [filter, setFilter] = useState<Filter>('all');
  const [sort, setSort] = useState<{ field: SortField; direction: SortDirection }>({
    field: 'mindsharePercent',
    direction: 'desc',
  });
  const [selected, setSelected] = useState<string | null>(null);
  const {
    data: narratives,
    loading,
    failed,
    retry,
  } = useApiQuery(['narratives', period], () => api.call('GET /api/narratives', { query: { period } }));

  const rows = useMemo(() => {
    const value = (n: NarrativeRow) =>
      sort.field === 'change'
        ? changeFor(n, period)
        : sort.field === 'totalViews'
          ? n.totalViews
          : n.mindsharePercent;
    const sign = sort.direction === 'desc' ? -1 : 1;
    return (narratives ?? [])
      .filter(
        (n) =>
          filter === 'all' || (filter === 'gainers' ? changeFor(n, period) > 0 : changeFor(n, period) < 0),
      )
      .sort((a, b) => sign * (value(a) - value(b)) || a.name.localeCompare(b.name));
  }, [narratives, filter, sort, period]);

  const toggle = (id: string) => setSelected((current) => (current === id ? null : id));
  const columns: Column<NarrativeRow, SortField>[] = [
    { key: 'name', title: 'Narrative', render: (n) => <span title={n.name}>{shortName(n.name)}</span> },
    {
      key: 'mindshare',
      title: 'Mindshare %',
      sortField: 'mindsharePercent',
      align: 'right',
      render: (n) => formatPercent(n.mindsharePercent),
    },
    {
      key: 'change',
      title: `${period.toUpperCase()} change`,
      sortField: 'change',
      align: 'right',
      render: (n) => <Change value={changeFor(n, period)} />,
    },
    {
      key: 'views',
      title: 'Total Views',
      sortField: 'totalViews',
      align: 'right',
      render: (n) => formatCount(n.totalViews),
    },
  ];

  return (
    <Panel title="Narratives" data-testid="narratives-panel">
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 8,
          marginBottom: 12,
        }}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, no fieldset's border or legend */}
        <div style={{ display: 'flex', gap: 4 }} role="group" aria-label="Period">
          {PERIODS.map((p) => (
            <Button
              key={p}
              size="small"
              type={p === period ? 'primary' : 'default'}
              onClick={() => setPeriod(p)}
            >
              {p.toUpperCase()}
            </Button>
          ))}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, no fieldset's border or legend */}
        <div style={{ display: 'flex', gap: 4 }} role="group" aria-label="Filter">
          {FILTERS.map((f) => (
            <Button
              key={f.key}
              size="small"
              type={f.key === filter ? 'primary' : 'default'}
              onClick={() => {
                setFilter(f.key);
                setSelected(null);
              }}
            >
              {f.label}
            </Button>
          ))}
        </div>
      </div>
      {failed && !narratives ? (
        <Alert
          type="error"
          title="The narratives could not be loaded."
          action={
            <Button size="small" onClick={retry}>
              Retry
            </Button>
          }
        />
      ) : (
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <div style={{ flex: '1 1 360px', minWidth: 0 }}>
            <SortableTable
              caption="Narratives by mindshare"
              columns={columns}
              rows={rows}
              rowKey={(n) => n.id}
              sort={sort}
              onSort={(field) => setSort((current) => nextSort(current, field))}
              loading={loading}
              onRowClick={(n) => toggle(n.id)}
              selectedKey={selected}
              maxHeight={535}
              skeleton={{ rows: 10, height: 39 }}
              empty="No narratives match this filter."
            />
          </div>
          <div style={{ flex: '1 1 320px', minHeight: 320 }}>
            <NarrativesTreemap
              narratives={rows}
              period={period}
              selected={selected}
              onSelect={toggle}
              loading={loading}
            />
          </div>
        </div>
      )}
    </Panel>
  );
}

export function Change({ value }: { value: number | null }) {
  const color = value == null || value === 0 ? undefined : value > 0 ? '#3fb950' : '#f85149';
  return <span style={{ color }}>{formatChange(value)}</span>;
}
