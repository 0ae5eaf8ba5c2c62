import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import type { ProjectRow } from '@mindmark/mfe-kit/api-contract.ts';
import { formatCount } from '@mindmark/mfe-kit/format.ts';
import { type ProjectMetricSort, projectMetricColumns } from '@mindmark/mfe-kit/project-columns.ts';
import { Pager } from '@mindmark/mfe-kit/pager.tsx';
import { Panel } from '@mindmark/mfe-kit/panel.tsx';
import {
  type Column,
  nextSort,
  SortableTable,
  type SortDirection,
} from '@mindmark/mfe-kit/sortable-table.tsx';
import { useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';
import { Alert } from '@mindmark/mfe-kit/ui/alert.tsx';
import { Button } from '@mindmark/mfe-kit/ui/button.tsx';
import { Flex } from '@mindmark/mfe-kit/ui/flex.tsx';
import { Tag } from '@mindmark/mfe-kit/ui/tag.tsx';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { AvatarImage } from './avatar-image.tsx';

type SortField = ProjectMetricSort;
export const PAGE_SIZE = 20;

export function topNarrative(project: ProjectRow): string | null {
  const [top] = [...project.narrativeLinks].sort(
    (a, b) => b.projectMindsharePercent - a.projectMindsharePercent,
  );
  return top?.narrative.name ?? null;
}

/** "Top Global Mindshare": projects sorted and paged by the server; a row opens the project. */
export function ProjectsTable({ api, basename }: { api: ApiClient; basename: string }) {
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ field: SortField; direction: SortDirection }>({
    field: 'mindsharePercent',
    direction: 'desc',
  });
  const query = {
    page,
    limit: PAGE_SIZE,
    sortField: sort.field,
    sortDirection: sort.direction,
  };
  const { data, loading, failed, retry } = useApiQuery(['projects', query], () =>
    api.call('GET /api/projects/paginate', { query }),
  );
  // A project's views are the total views of its narratives.
  const narratives = useApiQuery(['narratives', '90d'], () =>
    api.call('GET /api/narratives', { query: { period: '90d' } }),
  );
  const viewsByNarrative = useMemo(
    () => new Map((narratives.data ?? []).map((n) => [n.id, n.totalViews])),
    [narratives.data],
  );

  const metrics = projectMetricColumns<ProjectRow>();
  const columns: Column<ProjectRow, SortField>[] = [
    {
      key: 'project',
      title: 'Project',
      render: (p) => {
        const narrative = topNarrative(p);
        return (
          <Flex gap={10} align="center">
            <AvatarImage src={p.twitterAvatarUrl} name={p.twitterUsername} />
            <span>
              <strong>{p.twitterDisplayName ?? p.twitterUsername}</strong>
              <span style={{ display: 'block', opacity: 0.6, fontSize: 12 }}>@{p.twitterUsername}</span>
            </span>
            {narrative && <Tag>{narrative}</Tag>}
          </Flex>
        );
      },
    },
    metrics.mindshare,
    metrics.followers,
    {
      key: 'views',
      title: 'Views',
      align: 'right',
      render: (p) =>
        formatCount(
          p.narrativeLinks.reduce((sum, l) => sum + (viewsByNarrative.get(l.narrative.id) ?? 0), 0),
        ),
    },
    metrics.marketCap,
    metrics.price,
  ];

  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <Panel title="Top Global Mindshare" data-testid="projects-table">
      {failed && !data ? (
        <Alert
          type="error"
          title="The projects could not be loaded."
          action={
            <Button size="small" onClick={retry}>
              Retry
            </Button>
          }
        />
      ) : (
        <>
          <SortableTable
            caption="Projects by mindshare"
            columns={columns}
            rows={data?.data ?? []}
            rowKey={(p) => p.id}
            sort={sort}
            onSort={(field) => {
              setSort((current) => nextSort(current, field));
              setPage(1);
            }}
            loading={loading}
            onRowClick={(p) => navigate(`${basename}/projects/${p.twitterUsername}`)}
            skeleton={{ rows: PAGE_SIZE, height: 58 }}
            empty="No projects yet."
          />
          <Pager page={page} pages={pages} loading={loading} onPage={setPage} />
        </>
      )}
    </Panel>
  );
}
