import { CheckOutlined, CopyOutlined, DownloadOutlined } from '@mindmark/mfe-kit/icons.tsx';
import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import type { SocialCard } from '@mindmark/mfe-kit/api-contract.ts';
import { Panel } from '@mindmark/mfe-kit/panel.tsx';
import { useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';
import { useCopyConfirmation } from '@mindmark/mfe-kit/use-copy-confirmation.ts';
import { OwnWallets } from '@mindmark/mfe-kit/wallet/own-wallets.tsx';
import { Alert, Button, Flex, Skeleton } from 'antd';
import { useRef, useState } from 'react';
import { Missions } from './social-card-missions.tsx';
import { SocialCardView } from './social-card-view.tsx';
import { useOwnRank } from '../services/trust.service.ts';

/**
 * A signed-in creator's social card: the card with its PNG export, missions, wallets and score
 * tips. Drawn with antd, loaded lazily by pages/social-card-page.tsx, so a visitor's sign-in
 * prompt carries no antd (docs/frontend.md, "antd off the first load").
 */
export function SignedInCard({ api, userId }: { api: ApiClient; userId: string }) {
  const [version, setVersion] = useState(0);
  const { data: card, failed } = useApiQuery(['social-card', userId, version], () =>
    api.call('GET /api/me/social-card'),
  );
  if (failed) return <Alert type="error" showIcon title="Failed to load your social card" />;
  if (!card) return <Skeleton active />;
  return (
    <Flex gap={24} wrap align="flex-start">
      <CardWithActions api={api} card={card} />
      <Flex vertical gap={16} style={{ flex: '1 1 360px', minWidth: 0 }}>
        <Missions api={api} card={card} onChanged={() => setVersion((v) => v + 1)} />
        <OwnWallets api={api} version={version} onChanged={() => setVersion((v) => v + 1)} />
        <ScoreDetails card={card} />
      </Flex>
    </Flex>
  );
}

function CardWithActions({ api, card }: { api: ApiClient; card: SocialCard }) {
  // Only an account with a ranked X profile (it has an X score) has a rank to ask for.
  const { data: rank } = useOwnRank(api, card.xScore !== null);
  const cardRef = useRef<HTMLDivElement>(null);
  const [copied, copy] = useCopyConfirmation();
  const exportPng = async () => {
    if (!cardRef.current) return;
    try {
      // Loaded on click: the exporter is not part of anyone's first load.
      const { toPng } = await import('html-to-image');
      const link = document.createElement('a');
      link.download = `${card.username ?? 'my'}-social-card.png`;
      link.href = await toPng(cardRef.current, { pixelRatio: 2, cacheBust: true });
      link.click();
    } catch (error) {
      // A failed export is only logged.
      console.warn('could not export the social card:', (error as Error).message);
    }
  };
  return (
    <Flex vertical gap={12}>
      <SocialCardView card={card} rank={rank} ref={cardRef} />
      <Flex gap={8} wrap>
        <Button icon={<DownloadOutlined />} onClick={() => void exportPng()}>
          Download PNG
        </Button>
        <Button icon={copied ? <CheckOutlined /> : <CopyOutlined />} onClick={() => copy(card.referralLink)}>
          {copied ? 'Copied' : 'Copy Referral Link'}
        </Button>
      </Flex>
    </Flex>
  );
}

function ScoreDetails({ card }: { card: SocialCard }) {
  return (
    <Panel title="Improve Your Score">
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        <li>
          Your X score is your KOL score: post original content that real, influential accounts engage with.
        </li>
        <li>
          {!card.linkedWallets.evm && !card.linkedWallets.solana
            ? 'Connect a wallet to add a wallet score and proof of work.'
            : card.walletScore == null
              ? 'Your wallet is proven; its wallet score shows here once a scoring provider is connected.'
              : 'Your wallet score counts your on-chain activity; keep using the wallet you linked.'}
        </li>
        <li>Invite friends with your referral link: every friend who signs up earns you points.</li>
        <li>
          Your multiplier ({card.baseMultiplier.toFixed(1)}x) applies to every point you earn
          {card.badge ? `, thanks to your ${card.badge.label}` : ''}.
        </li>
      </ul>
    </Panel>
  );
}
