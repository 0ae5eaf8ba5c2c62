import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import { Panel } from '@mindmark/mfe-kit/panel.tsx';
import { useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';
import { Button } from '@mindmark/mfe-kit/ui/button.tsx';
import { Flex } from '@mindmark/mfe-kit/ui/flex.tsx';
import { Tag } from '@mindmark/mfe-kit/ui/tag.tsx';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { usd } from '@mindmark/mfe-kit/money-format.ts';

/** The Arena, hero cards of featured projects with their reward pools. */
export function ProjectsArena({ api, basename }: { api: ApiClient; basename: string }) {
  const navigate = useNavigate();
  const { data, loading } = useApiQuery(['projects-featured'], () => api.call('GET /api/projects/featured'));
  // Before the answer, placeholder cards of the same size hold the table below in place.
  if (!data && loading) return <ArenaPlaceholder />;
  if (!data?.length) return null;
  return (
    <section aria-label="Arena" data-testid="arena">
      <h2 style={{ fontSize: 20, margin: '0 0 12px' }}>Arena</h2>
      <Flex gap={16} wrap>
        {data.map((p) => (
          <Panel key={p.id} size="small" style={{ flex: '1 1 260px' }}>
            <Flex vertical gap={8}>
              <Flex justify="space-between" align="center" gap={8}>
                <strong style={{ fontSize: 16 }}>{p.twitterDisplayName ?? p.twitterUsername}</strong>
                {p.stage && (
                  // Light text on a dark tint: antd's purple tag misses 4.5:1 on the dark theme (axe).
                  <Tag bordered={false} style={{ color: '#efdbff', background: '#3a2356' }}>
                    {p.stage}
                  </Tag>
                )}
              </Flex>
              <p style={{ margin: 0, opacity: 0.75, minHeight: 44 }}>{p.twitterDescription ?? ''}</p>
              <Flex justify="space-between" align="center">
                <span>
                  <span style={{ display: 'block', fontSize: 12, opacity: 0.6 }}>Total reward pool</span>
                  <strong>{usd(p.totalRewardPoolUsd)}</strong>
                </span>
                <Button
                  type="primary"
                  onClick={() => navigate(`${basename}/projects/${p.twitterUsername}?tab=pools`)}
                >
                  Earn
                </Button>
              </Flex>
            </Flex>
          </Panel>
        ))}
      </Flex>
    </section>
  );
}

/** Six cards' worth of space (the demo and the usual featured count), in the cards' own layout. */
function ArenaPlaceholder() {
  const bar = (width: string | number, height: number) => (
    <span
      style={{ display: 'block', width, height, borderRadius: 4, background: 'rgba(255,255,255,0.08)' }}
    />
  );
  // Invisible text of the card's own sizes: each row is exactly as tall as the live card's.
  const strut = (text: ReactNode) => (
    <span aria-hidden style={{ width: 0, overflow: 'hidden', visibility: 'hidden' }}>
      {text}
    </span>
  );
  return (
    <section aria-label="Arena" aria-busy data-testid="arena-placeholder">
      <h2 style={{ fontSize: 20, margin: '0 0 12px' }}>Arena</h2>
      <Flex gap={16} wrap>
        {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
          <Panel key={key} size="small" style={{ flex: '1 1 260px' }}>
            <Flex vertical gap={8}>
              <Flex align="center">
                {strut(<strong style={{ fontSize: 16 }}>&nbsp;</strong>)}
                {bar('50%', 16)}
              </Flex>
              <div style={{ minHeight: 44 }}>{bar('90%', 12)}</div>
              <Flex justify="space-between" align="center">
                {strut(
                  <>
                    <span style={{ display: 'block', fontSize: 12 }}>&nbsp;</span>
                    <strong>&nbsp;</strong>
                  </>,
                )}
                {bar(90, 28)}
                <span style={{ flex: 1 }} />
                {bar(64, 32)}
              </Flex>
            </Flex>
          </Panel>
        ))}
      </Flex>
    </section>
  );
}

const BLURBS = [
  [
    'Know your mindshare',
    'See how much of the conversation your project holds, and in which narratives, over 7, 30 and 90 days.',
  ],
  [
    'Find the right creators',
    'The KOLs who drive your mindshare, ranked by an open methodology that discounts bots and rings.',
  ],
  [
    'Reward real content',
    'Fund a reward pool; creators submit threads and videos; you approve, and payouts never exceed the pool.',
  ],
] as const;

/** The "For Projects" blurbs. */
export function ForProjects({ basename }: { basename: string }) {
  const navigate = useNavigate();
  return (
    <Panel title="For Projects">
      <Flex gap={16} wrap>
        {BLURBS.map(([title, text]) => (
          <div key={title} style={{ flex: '1 1 220px' }}>
            <strong>{title}</strong>
            <p style={{ margin: '4px 0 0', opacity: 0.75 }}>{text}</p>
          </div>
        ))}
      </Flex>
      <Button style={{ marginTop: 16 }} onClick={() => navigate(`${basename}/for-business`)}>
        Talk to us
      </Button>
    </Panel>
  );
}
