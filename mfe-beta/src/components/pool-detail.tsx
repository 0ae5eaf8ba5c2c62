import { ArrowLeftOutlined } from '@mindmark/mfe-kit/icons.tsx';
import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import { Panel } from '@mindmark/mfe-kit/panel.tsx';
import type { SessionStore } from '@mindmark/mfe-kit/session-store.ts';
import { useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';
import { useSession } from '@mindmark/mfe-kit/use-session.ts';
import { Alert, Flex, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { usd } from '@mindmark/mfe-kit/money-format.ts';
import { OwnPoolSubmissions } from './own-pool-submissions.tsx';
import { PayoutStatementPanel } from './payout-statement-panel.tsx';
import { SubmitContent } from './submit-content.tsx';
import { ProgressBar } from '@mindmark/mfe-kit/progress-bar.tsx';

const STATUS = {
  active: { color: 'green', label: 'Active' },
  upcoming: { color: 'blue', label: 'Upcoming' },
  closed: { color: 'default', label: 'Completed' },
} as const;

/**
 * The pool detail view: what the pool asks for,
 * where it stands, the methodology it is judged by, the submit form, and its public
 * payout statement with the in-browser check.
 */
export function PoolDetail(props: {
  api: ApiClient;
  poolId: string;
  backTo: string;
  basename: string;
  store: SessionStore;
}) {
  const { api, poolId } = props;
  const signedIn = useSession(props.store, (s) => s.isAuthenticated);
  const { data: pool, failed } = useApiQuery(['pool', poolId], () =>
    api.call('GET /api/reward-pools/:id', { params: { id: poolId } }),
  );
  const back = (
    <Link to={props.backTo}>
      <ArrowLeftOutlined /> Back to pools
    </Link>
  );
  if (failed)
    return (
      <Flex vertical gap={16}>
        {back}
        <Alert type="warning" showIcon title="This pool does not exist or is no longer shown." />
      </Flex>
    );
  if (!pool) return <Skeleton active />;

  const closed = pool.status === 'closed';
  const status = STATUS[pool.status];
  return (
    <Flex vertical gap={16} data-testid="pool-detail">
      {back}
      <Flex justify="space-between" align="center" gap={8} wrap>
        <h2 style={{ margin: 0, fontSize: 24 }}>{pool.title}</h2>
        <Tag color={status.color}>{status.label}</Tag>
      </Flex>
      {pool.description && <p style={{ margin: 0, opacity: 0.8 }}>{pool.description}</p>}
      <Flex gap={16} wrap align="stretch">
        <Panel size="small" style={{ flex: '2 1 320px' }}>
          <Flex vertical gap={12}>
            <h3 style={{ margin: 0, fontSize: 16 }}>Requirements</h3>
            {pool.requirements.length ? (
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {pool.requirements.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            ) : (
              <span style={{ opacity: 0.7 }}>No special requirements.</span>
            )}
            <h3 style={{ margin: 0, fontSize: 16 }}>Platforms</h3>
            <Flex gap={4} wrap>
              {pool.platforms.length ? (
                pool.platforms.map((p) => <Tag key={p}>{p}</Tag>)
              ) : (
                <span>Any public link</span>
              )}
            </Flex>
            <span>
              Reward: <strong>{pool.reward ?? usd(pool.rewardRate)}</strong>
              {pool.deadline && <> · Deadline {new Date(pool.deadline).toLocaleDateString('en-US')}</>}
            </span>
            <span data-testid="pool-methodology">
              Judged by methodology <strong>v{pool.methodologyVersion}</strong> (pinned when the pool was
              created){' '}
              <Link to={`${props.basename}/methodology`} style={{ textDecoration: 'underline' }}>
                What this means
              </Link>
            </span>
          </Flex>
        </Panel>
        <Panel size="small" style={{ flex: '1 1 260px' }} data-testid="pool-status">
          <Flex vertical gap={8}>
            <h3 style={{ margin: 0, fontSize: 16 }}>Status</h3>
            <Stat label="Total pool" value={usd(pool.totalAmountUsd)} />
            {closed ? (
              <Stat label="Status" value="Completed" />
            ) : (
              <Stat label="Remaining" value={usd(pool.remainingUsd)} />
            )}
            <Stat
              label="Participants"
              value={`${pool.participantsCount} (${pool.completedCount} completed)`}
            />
            <ProgressBar value={pool.paidOutUsd} max={pool.totalAmountUsd} label="Paid out" height={8} />
            <span style={{ fontSize: 12, opacity: 0.75 }}>
              {usd(pool.paidOutUsd)} of {usd(pool.totalAmountUsd)} paid out
            </span>
          </Flex>
        </Panel>
      </Flex>
      <Panel size="small" data-testid="pool-submit">
        <Flex vertical gap={8}>
          <h3 style={{ margin: 0, fontSize: 16 }}>Submit content</h3>
          {pool.status !== 'active' ? (
            <span style={{ opacity: 0.75 }}>
              {closed
                ? 'This pool is completed and no longer accepts submissions.'
                : 'This pool has not opened yet.'}
            </span>
          ) : signedIn ? (
            <SubmitContent api={api} poolId={pool.id} platforms={pool.platforms} />
          ) : (
            <Alert type="info" showIcon title="Log in with X to submit content to this pool." />
          )}
        </Flex>
      </Panel>
      {signedIn && <OwnPoolSubmissions api={api} poolId={pool.id} />}
      <PayoutStatementPanel api={api} poolId={pool.id} />
    </Flex>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Flex justify="space-between" gap={8}>
      <span style={{ opacity: 0.7 }}>{label}</span>
      <strong>{value}</strong>
    </Flex>
  );
}
