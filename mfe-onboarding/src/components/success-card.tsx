import type { SocialCard } from '@mindmark/mfe-kit/api-contract.ts';
import type { KolProfile } from '@mindmark/mfe-kit/auth-contract.ts';
import { formatCount, formatPercent, formatScore } from '@mindmark/mfe-kit/format.ts';
import { Avatar, Flex } from 'antd';

/**
 * The creator's card on the success screen: 320 px like the social card, with compact
 * counts (2.5M, not 2454965) and each stat under its own label.
 */
export function SuccessCard({ card, kol }: { card: SocialCard; kol: KolProfile | null }) {
  const stats: [string, string][] = [
    ['Followers', formatCount(kol?.twitterFollowersCount)],
    ['Impressions', formatCount(kol?.totalAccountViews)],
    ['Engagement', formatPercent(kol?.engagementRate)],
    ['KOL score', formatScore(kol?.kolScore, 2)],
    ['Points', card.earnedPoints.toLocaleString('en-US')],
    ['Wallets', walletMarks(card.linkedWallets)],
  ];
  return (
    <div
      data-testid="onboarding-card"
      style={{
        width: 320,
        maxWidth: '100%',
        boxSizing: 'border-box',
        padding: 20,
        borderRadius: 16,
        textAlign: 'left',
        background: 'linear-gradient(160deg, #2b1f66 0%, #14121f 70%)',
        color: '#fff',
        border: '1px solid #3a2f7a',
      }}
    >
      <Flex gap={12} align="center">
        <Avatar size={48} src={kol?.twitterAvatarUrl ?? card.avatarUrl ?? undefined} alt="">
          {(card.username ?? '?').slice(0, 1).toUpperCase()}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <strong style={{ display: 'block' }}>{kol?.twitterDisplayName ?? card.username}</strong>
          <span style={{ opacity: 0.75 }}>@{kol?.twitterUsername ?? card.username}</span>
        </div>
      </Flex>
      <dl
        style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: '12px 8px', margin: '16px 0 0' }}
      >
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt style={{ fontSize: 11, letterSpacing: 0.5, opacity: 0.75 }}>{label}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** "EVM ✓ / Solana ✓": which kinds are proven, never an address. */
export function walletMarks(linked: { evm: boolean; solana: boolean }): string {
  const marks = [linked.evm ? 'EVM ✓' : null, linked.solana ? 'Solana ✓' : null].filter(Boolean);
  return marks.length ? marks.join(' / ') : 'None yet';
}
