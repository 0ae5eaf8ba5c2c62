import type { SocialCard } from '@mindmark/mfe-kit/api-contract.ts';
import { formatChange, formatScore } from '@mindmark/mfe-kit/format.ts';
import { Avatar, Flex, Tag } from 'antd';
import type { Ref } from 'react';
import type { OwnRank } from '../services/trust.service.ts';

/**
 * The shareable card, 320 px wide (docs/frontend.md). Plain colours and no external images
 * but the avatar, so the PNG export draws it the same as the screen.
 */
export function SocialCardView({
  card,
  rank,
  ref,
}: {
  card: SocialCard;
  rank?: OwnRank | null;
  ref?: Ref<HTMLDivElement>;
}) {
  const stats: [string, string][] = [
    ['REFERRALS', String(card.referralsCount)],
    ['EARNED', `${card.earnedPoints.toLocaleString('en-US')} pts`],
    ['X SCORE', formatScore(card.xScore)],
    ['WALLET SCORE', formatScore(card.walletScore)],
  ];
  // Which kinds of wallet are proven, never the addresses: the card is made to be shared.
  const wallets = [card.linkedWallets.evm && 'EVM ✓', card.linkedWallets.solana && 'Solana ✓'].filter(
    Boolean,
  );
  return (
    <div
      ref={ref}
      data-testid="social-card"
      style={{
        width: 320,
        boxSizing: 'border-box',
        padding: 20,
        borderRadius: 16,
        background: 'linear-gradient(160deg, #2b1f66 0%, #14121f 70%)',
        color: '#fff',
        border: '1px solid #3a2f7a',
      }}
    >
      <Flex gap={12} align="center">
        <Avatar size={56} src={card.avatarUrl ?? undefined}>
          {(card.username ?? '?').slice(0, 1).toUpperCase()}
        </Avatar>
        <div>
          <strong style={{ fontSize: 18, display: 'block' }}>@{card.username ?? 'creator'}</strong>
          <Flex gap={6} style={{ marginTop: 4 }}>
            {card.badge && <Tag color="gold">{card.badge.label}</Tag>}
            <Tag style={{ color: '#efeaff', background: '#3a2f7a', borderColor: '#5b4bb0' }}>
              {card.baseMultiplier.toFixed(1)}x
            </Tag>
          </Flex>
        </div>
      </Flex>
      {rank?.position != null && (
        <div data-testid="social-card-rank" style={{ marginTop: 16, fontSize: 13 }}>
          Rank #{rank.position.toLocaleString('en-US')} of {rank.total.toLocaleString('en-US')} · 7D mindshare{' '}
          {formatChange(rank.mindshareChange7d)}
        </div>
      )}
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12, marginTop: 20 }}>
        {stats.map(([label, value]) => (
          <div key={label}>
            <span style={{ display: 'block', fontSize: 11, letterSpacing: 1, opacity: 0.6 }}>{label}</span>
            <strong style={{ fontSize: 20 }}>{value}</strong>
          </div>
        ))}
      </div>
      <div data-testid="card-wallets" style={{ marginTop: 16, fontSize: 13 }}>
        <span style={{ fontSize: 11, letterSpacing: 1, opacity: 0.75 }}>WALLETS </span>
        {wallets.length ? wallets.join(' / ') : 'none linked'}
      </div>
      <div style={{ marginTop: 12, fontSize: 12, opacity: 0.75, wordBreak: 'break-all' }}>
        {card.referralLink}
      </div>
    </div>
  );
}
