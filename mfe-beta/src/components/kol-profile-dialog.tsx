import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import type { InfluencerRow } from '@mindmark/mfe-kit/api-contract.ts';
import { formatCount, formatPercent, formatScore } from '@mindmark/mfe-kit/format.ts';
import { Button, Flex, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { AvatarImage } from './avatar-image.tsx';
import { postingRate } from './kol-format.ts';
import { ScoreReceipt } from './score-receipt.tsx';

const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US') : '–');
const dateTime = (iso: string | null, fallback = '–') =>
  iso ? new Date(iso).toLocaleString('en-US') : fallback;

const VIEWS = [
  ['profile', 'Profile'],
  ['receipt', 'Why this score'],
] as const;

/**
 * The KOL profile dialog, account info then analytics, and the score receipt
 * ("Why this score"); the appeal form there shows only to the KOL's own creator.
 */
export function KolProfileDialog({
  kol,
  onClose,
  api,
  ownKolId = null,
}: {
  kol: InfluencerRow | null;
  onClose: () => void;
  api: ApiClient;
  /** The signed-in creator's KOL, who may appeal its discounts; null for everyone else. */
  ownKolId?: string | null;
}) {
  const [view, setView] = useState<'profile' | 'receipt'>('profile');
  return (
    <Modal
      open={kol !== null}
      onCancel={onClose}
      afterClose={() => setView('profile')}
      footer={null}
      width={640}
      title={
        kol ? (
          <Flex gap={12} align="center" data-testid="kol-dialog-title">
            <AvatarImage src={kol.twitterAvatarUrl} name={kol.twitterUsername} size={48} />
            <span>
              <span style={{ display: 'block' }}>{kol.twitterDisplayName ?? kol.twitterUsername}</span>
              <span style={{ display: 'block', fontSize: 13, fontWeight: 400, opacity: 0.7 }}>
                @{kol.twitterUsername}
              </span>
            </span>
          </Flex>
        ) : (
          ''
        )
      }
    >
      {kol && (
        // Two toggle buttons, not antd's Segmented: the shared antd cut lacks it (shared-exports.ts).
        <Flex gap={8} style={{ marginBottom: 16 }}>
          {VIEWS.map(([value, label]) => (
            <Button
              key={value}
              aria-pressed={view === value}
              type={view === value ? 'primary' : 'default'}
              onClick={() => setView(value)}
            >
              {label}
            </Button>
          ))}
        </Flex>
      )}
      {kol && view === 'receipt' && <ScoreReceipt api={api} kolId={kol.id} ownKolId={ownKolId} />}
      {kol && view === 'profile' && (
        <Flex vertical gap={16}>
          {kol.biography && <p style={{ margin: 0, opacity: 0.85 }}>{kol.biography}</p>}
          <Facts
            title="Account info"
            rows={[
              ['Followers', formatCount(kol.followers)],
              ['Following', formatCount(kol.following)],
              [
                'Smart followers',
                `${formatCount(kol.smartFollowers)} (${formatPercent(kol.smartFollowersPercent)})`,
              ],
              ['Business account', kol.isBusinessAccount ? 'Yes' : 'No'],
              ['Account status', kol.accountStatus],
              ['Sync status', kol.syncStatus ?? '–'],
              ['Last sync', dateTime(kol.lastSync)],
              ['Next sync', dateTime(kol.nextSync, 'Soon')],
              ['Registered', date(kol.twitterRegisterDate)],
              [
                'Profile',
                <a key="profile" href={kol.profileUrl} target="_blank" rel="noreferrer">
                  View on X
                </a>,
              ],
            ]}
          />
          <Facts
            title="Analytics"
            rows={[
              ['Total posts', formatCount(kol.totalAccountPosts)],
              ['Mindmark Score', formatScore(kol.mindoMetric)],
              ...(kol.proofOfWork != null
                ? [['Proof of work', formatScore(kol.proofOfWork)] as [string, string]]
                : []),
              ...(kol.qualityScore != null
                ? [['KOL score', formatScore(kol.kolScore)] as [string, string]]
                : []),
              ['Engagement', formatCount(kol.engagement)],
              [
                'Average likes',
                <span key="likes">
                  {formatCount(kol.averageLikes)}
                  {(kol.averageLikesTrend ?? 0) > 0 && (
                    <span
                      data-testid="likes-trend-up"
                      role="img"
                      aria-label="rising"
                      title="Rising against the previous period"
                      style={{ color: '#3fb950', marginLeft: 4 }}
                    >
                      ↑
                    </span>
                  )}
                </span>,
              ],
              ['Posting frequency', postingRate(kol.postingFrequency)],
              ['Views', formatCount(kol.views)],
              ['Likes', formatCount(kol.likes)],
              ['Comments', formatCount(kol.comments)],
              ['Retweets', formatCount(kol.retweets)],
              // Per-post averages to four decimals: small accounts differ in the third.
              ['Avg comments / post', formatScore(kol.avgCommentsPerPost, 4)],
              ['Avg retweets / post', formatScore(kol.avgRetweetsPerPost, 4)],
              ['Avg engagement / post', formatScore(kol.avgEngagementPerPost, 4)],
              ['Engagement rate', formatPercent(kol.engagementRate)],
            ]}
          />
        </Flex>
      )}
    </Modal>
  );
}

function Facts({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <section>
      <h3 style={{ margin: '0 0 8px', fontSize: 15 }}>{title}</h3>
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
          gap: '8px 16px',
          margin: 0,
        }}
      >
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt style={{ fontSize: 12, opacity: 0.6 }}>{label}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
