import { ArrowLeftOutlined } from '@mindmark/mfe-kit/icons.tsx';
import { type ApiClient, isApiError } from '@mindmark/mfe-kit/api-client.ts';
import type { SessionStore } from '@mindmark/mfe-kit/session-store.ts';
import { useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';
import { antdLazy } from '@mindmark/mfe-kit/antd-lazy.tsx';
import { Alert } from '@mindmark/mfe-kit/ui/alert.tsx';
import { Button } from '@mindmark/mfe-kit/ui/button.tsx';
import { Flex } from '@mindmark/mfe-kit/ui/flex.tsx';
import { SkeletonParagraph } from '@mindmark/mfe-kit/ui/skeleton.tsx';
import { Suspense } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { AvatarImage } from '../components/avatar-image.tsx';
import { ProjectOverview } from '../components/project-overview.tsx';
import { ProjectPools } from '../components/project-pools.tsx';

type Tab = 'overview' | 'pools';

// A pool's detail (its submit form, the signed-in creator's submissions) is drawn with antd and
// loads when opened: the overview and the pools list are plain, so a visitor's first screen of a
// project carries no antd (docs/frontend.md, "antd off the first load").
const PoolDetail = antdLazy(() =>
  import('../components/pool-detail.tsx').then((m) => ({ default: m.PoolDetail })),
);

/** Project page: back link, header, Overview and Pools (only when it has pools). */
export function ProjectPage(props: { api: ApiClient; basename: string; store: SessionStore }) {
  const { slug = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const {
    data: project,
    failed,
    error,
    retry,
  } = useApiQuery(['project', slug], () =>
    props.api.call('GET /api/projects/slug/:slug', { params: { slug } }),
  );
  const back = (
    <Link to={`${props.basename}/projects`}>
      <ArrowLeftOutlined /> Back to projects
    </Link>
  );
  // A 404 means no such project; anything else is a failure worth another try. (isApiError, not
  // instanceof: the client, and so its error class, comes from the shell's bundle.)
  if (failed && !(isApiError(error) && error.status === 404))
    return (
      <Flex vertical gap={16}>
        {back}
        <Alert
          type="error"
          title="This project could not be loaded."
          action={
            <Button size="small" onClick={retry}>
              Retry
            </Button>
          }
        />
      </Flex>
    );
  if (failed)
    return (
      <Flex vertical gap={16}>
        {back}
        <Alert
          type="warning"
          title={`No project @${slug}`}
          description="It may have been renamed or hidden."
        />
      </Flex>
    );
  if (!project) return <SkeletonParagraph />;

  const hasPools = project.rewardPools.length > 0;
  const tab: Tab = search.get('tab') === 'pools' && hasPools ? 'pools' : 'overview';
  const activePools = project.rewardPools.filter((p) => p.status === 'active').length;
  const show = (next: Tab) => setSearch(next === 'overview' ? {} : { tab: next });
  const poolId = tab === 'pools' ? search.get('pool') : null;
  const openPool = (id: string) => setSearch({ tab: 'pools', pool: id });

  return (
    <Flex vertical gap={20}>
      {back}
      <Flex gap={16} align="center">
        <AvatarImage src={project.twitterAvatarUrl} name={project.twitterUsername} size={56} />
        <div>
          <h1 style={{ fontSize: 28, margin: 0 }}>{project.twitterDisplayName ?? project.twitterUsername}</h1>
          <span style={{ opacity: 0.6 }}>@{project.twitterUsername}</span>
        </div>
      </Flex>
      <Flex gap={8} role="tablist" aria-label="Project sections">
        <Button
          role="tab"
          aria-selected={tab === 'overview'}
          type={tab === 'overview' ? 'primary' : 'default'}
          onClick={() => show('overview')}
        >
          Project Overview
        </Button>
        {hasPools && (
          <Button
            role="tab"
            aria-selected={tab === 'pools'}
            type={tab === 'pools' ? 'primary' : 'default'}
            onClick={() => show('pools')}
          >
            Project Pools ({activePools})
          </Button>
        )}
      </Flex>
      {tab === 'overview' ? (
        <ProjectOverview api={props.api} project={project} onPool={openPool} />
      ) : poolId ? (
        <Suspense fallback={<SkeletonParagraph />}>
          <PoolDetail
            api={props.api}
            poolId={poolId}
            backTo={`${props.basename}/projects/${slug}?tab=pools`}
            basename={props.basename}
            store={props.store}
          />
        </Suspense>
      ) : (
        <ProjectPools project={project} store={props.store} />
      )}
    </Flex>
  );
}
