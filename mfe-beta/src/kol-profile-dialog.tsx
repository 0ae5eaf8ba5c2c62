import type { InfluencerRow } from '@mindmark/mfe-kit/api-contract.ts';
import { formatCount, formatPercent, formatScore } from '@mindmark/mfe-kit/format.ts';
import { Flex, Modal } from 'antd';
import type { ReactNode } from 'react';

const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-US') : '–');
const dateTime = (iso: string | null, fallback = '–') =>
  iso ? new Date(iso).toLocaleString('en-US') : fallback;

/** Spec 2.3: the KOL profile dialog, account info then analytics. */
export function KolProfileDialog({ kol, onClose }: { kol: InfluencerRow | null; onClose: () => void }) {
  return (
    <Modal
      open={kol !== null}
      onCancel={onClose}
      footer={null}
      width={640}
      title={kol ? `@${kol.twitterUsername}` : ''}
    >
      {kol && (
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
                `${formatCount(kol.averageLikes)}${(kol.averageLikesTrend ?? 0) > 0 ? ' ↑' : ''}`,
              ],
              ['Posting frequency', formatScore(kol.postingFrequency, 2)],
              ['Views', formatCount(kol.views)],
              ['Likes', formatCount(kol.likes)],
              ['Comments', formatCount(kol.comments)],
              ['Retweets', formatCount(kol.retweets)],
              ['Avg comments / post', formatScore(kol.avgCommentsPerPost)],
              ['Avg retweets / post', formatScore(kol.avgRetweetsPerPost)],
              ['Avg engagement / post', formatScore(kol.avgEngagementPerPost)],
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
