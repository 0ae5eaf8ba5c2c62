import type { PoolRow, ProjectRow } from '@mindmark/mfe-kit/api-contract.ts';
import { Panel } from '@mindmark/mfe-kit/panel.tsx';
import type { SessionStore } from '@mindmark/mfe-kit/session-store.ts';
import { useSession } from '@mindmark/mfe-kit/use-session.ts';
import { Alert } from '@mindmark/mfe-kit/ui/alert.tsx';
import { Flex } from '@mindmark/mfe-kit/ui/flex.tsx';
import { Tag } from '@mindmark/mfe-kit/ui/tag.tsx';
import { usd } from '@mindmark/mfe-kit/money-format.ts';
import { Link, useLocation } from 'react-router';
import { ProgressBar } from '@mindmark/mfe-kit/progress-bar.tsx';

const STATUS_COLOR = { active: 'green', upcoming: 'blue', closed: 'default' } as const;

/** Pools tab: one card per pool with its progress; a sign-in prompt for visitors. */
export function ProjectPools({ project, store }: { project: ProjectRow; store: SessionStore }) {
  const signedIn = useSession(store, (s) => s.isAuthenticated);
  return (
    <Flex vertical gap={16} data-testid="project-pools">
      {!signedIn && (
        <Alert type="info" title="Log in with X to submit content to these pools (open a pool's details)." />
      )}
      <Flex gap={16} wrap>
        {project.rewardPools.map((pool) => (
          <PoolCard key={pool.id} pool={pool} />
        ))}
      </Flex>
    </Flex>
  );
}

/** The submit form lives on the pool's detail view, one click away. */
function PoolCard({ pool }: { pool: PoolRow }) {
  const { pathname } = useLocation();
  const remaining = Math.max(0, pool.totalAmountUsd - pool.paidOutUsd);
  const [first, second, ...rest] = pool.platforms;
  return (
    <Panel size="small" style={{ flex: '1 1 300px' }} data-testid="pool-card">
      <Flex vertical gap={8}>
        <Flex justify="space-between" gap={8} align="center">
          <strong style={{ fontSize: 16 }}>{pool.title}</strong>
          <Tag color={STATUS_COLOR[pool.status]}>{pool.status === 'closed' ? 'Completed' : pool.status}</Tag>
        </Flex>
        {pool.description && <p style={{ margin: 0, opacity: 0.75 }}>{pool.description}</p>}
        <span>
          Reward: <strong>{pool.reward ?? usd(pool.rewardRate)}</strong>
        </span>
        {pool.deadline && <span>Deadline: {new Date(pool.deadline).toLocaleDateString('en-US')}</span>}
        <Flex gap={4} wrap>
          {[first, second].filter(Boolean).map((p) => (
            <Tag key={p}>{p}</Tag>
          ))}
          {rest.length > 0 && <Tag>+{rest.length}</Tag>}
        </Flex>
        <ProgressBar value={pool.paidOutUsd} max={pool.totalAmountUsd} label="Paid out" height={8} />
        <Flex justify="space-between" style={{ fontSize: 12, opacity: 0.75 }}>
          <span>
            {usd(pool.paidOutUsd)} of {usd(pool.totalAmountUsd)} paid out
          </span>
          {pool.status !== 'closed' && <span>{usd(remaining)} remaining</span>}
        </Flex>
        <Link to={`${pathname}?tab=pools&pool=${pool.id}`} aria-label={`View details of ${pool.title}`}>
          View details
        </Link>
      </Flex>
    </Panel>
  );
}
