import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import type { InfluencerRow, ProjectRow } from '@mindmark/mfe-kit/api-contract.ts';
import { formatCount, formatPercent, formatScore } from '@mindmark/mfe-kit/format.ts';
import { Panel } from '@mindmark/mfe-kit/panel.tsx';
import { type Column, SortableTable } from '@mindmark/mfe-kit/sortable-table.tsx';
import { useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';
import { Alert } from '@mindmark/mfe-kit/ui/alert.tsx';
import { Button } from '@mindmark/mfe-kit/ui/button.tsx';
import { Flex } from '@mindmark/mfe-kit/ui/flex.tsx';
import { Tag } from '@mindmark/mfe-kit/ui/tag.tsx';
import { useState } from 'react';
import { CsvLink } from './csv-link.tsx';
import { KolProfileDialogLazy as KolProfileDialog } from './kol-profile-dialog-lazy.tsx';
import { usd } from '@mindmark/mfe-kit/money-format.ts';

const STEPS = [
  'Sign in with X and verify your account.',
  'Pick an active campaign and read its requirements.',
  'Post your thread or video, then submit its link here.',
  'The project reviews it; approved content is paid from the pool.',
];

/** Project overview: key numbers, narratives, campaigns, how it works and its top KOLs. */
export function ProjectOverview(props: {
  api: ApiClient;
  project: ProjectRow;
  onPool: (poolId: string) => void;
}) {
  const { project } = props;
  const [open, setOpen] = useState<InfluencerRow | null>(null);
  const kols = useApiQuery(['project-kols', project.id], () =>
    props.api.call('GET /api/projects/:id/influencers', { params: { id: project.id } }),
  );
  const active = project.rewardPools.filter((p) => p.status === 'active');
  const stats: [string, string][] = [
    ['Mindshare', formatPercent(project.mindsharePercent)],
    ['Followers', formatCount(project.twitterFollowersCount)],
    ['Total reward pool', usd(project.totalRewardPoolUsd)],
  ];
  const columns: Column<InfluencerRow, never>[] = [
    { key: 'rank', title: '#', width: 48, render: (_k, i) => i + 1 },
    { key: 'kol', title: 'KOL', render: (k) => `@${k.twitterUsername}` },
    { key: 'score', title: 'Mindmark Score', align: 'right', render: (k) => formatScore(k.mindoMetric) },
    {
      key: 'followers',
      title: 'Followers',
      align: 'right',
      render: (k) => formatCount(k.twitterFollowersCount),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap>
        {stats.map(([label, value]) => (
          <Panel key={label} size="small" style={{ flex: '1 1 180px' }}>
            <span style={{ display: 'block', fontSize: 12, opacity: 0.6 }}>{label}</span>
            <strong style={{ fontSize: 20 }}>{value}</strong>
          </Panel>
        ))}
      </Flex>
      <Panel title="About">
        {project.twitterDescription && <p style={{ marginTop: 0 }}>{project.twitterDescription}</p>}
        <Flex gap={8} wrap align="center">
          {project.narrativeLinks.map((l) => (
            <Tag key={l.narrative.id}>{l.narrative.name}</Tag>
          ))}
          <a href={`https://x.com/${project.twitterUsername}`} target="_blank" rel="noreferrer">
            @{project.twitterUsername} on X
          </a>
        </Flex>
      </Panel>
      <Panel title="Active campaigns">
        {active.length === 0 ? (
          <p style={{ margin: 0, opacity: 0.7 }}>No active campaigns right now.</p>
        ) : (
          <Flex vertical gap={8}>
            {active.map((pool) => (
              <Flex key={pool.id} justify="space-between" align="center" gap={8} wrap>
                <span>
                  <strong>{pool.title}</strong>
                  <span style={{ opacity: 0.6 }}> · {usd(pool.totalAmountUsd - pool.paidOutUsd)} left</span>
                </span>
                <Button size="small" onClick={() => props.onPool(pool.id)}>
                  View Details
                </Button>
              </Flex>
            ))}
          </Flex>
        )}
      </Panel>
      <Panel title="How it works">
        <ol style={{ margin: 0, paddingLeft: 20 }}>
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </Panel>
      <Panel title="Top KOLs" data-testid="project-kols">
        {kols.failed && !kols.data ? (
          <Alert
            type="error"
            title="The top KOLs could not be loaded."
            action={
              <Button size="small" onClick={kols.retry}>
                Retry
              </Button>
            }
          />
        ) : (
          <SortableTable
            caption={`Top KOLs for ${project.twitterUsername}`}
            columns={columns}
            rows={kols.data ?? []}
            rowKey={(k) => k.id}
            loading={kols.loading}
            maxHeight={420}
            onRowClick={setOpen}
            skeleton={{ rows: 10, height: 39 }}
            empty="No KOLs have posted about this project yet."
          />
        )}
        <CsvLink href={`/api/projects/${project.id}/influencers.csv`} />
      </Panel>
      <KolProfileDialog kol={open} onClose={() => setOpen(null)} api={props.api} />
    </Flex>
  );
}
