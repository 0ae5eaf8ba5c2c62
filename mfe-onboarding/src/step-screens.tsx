import { Panel } from '@mindmark/mfe-kit/panel.tsx';
import { CheckOutlined, CopyOutlined, TrophyOutlined, WalletOutlined, XOutlined } from '@ant-design/icons';
import { storedReferral, twitterSignInUrl } from '@mindmark/mfe-kit/referral.ts';
import { BRAND } from '@mindmark/mfe-kit/theme.ts';
import { useSession } from '@mindmark/mfe-kit/use-session.ts';
import { Avatar, Button, Flex, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { StepProps } from './onboarding-steps.tsx';

const FOLLOW_URL = 'https://x.com/mindmark';
const COPY_CONFIRMATION_MS = 2000;

export function HomeStep({ onStart }: StepProps & { onStart: () => void }) {
  return (
    <Flex vertical gap={16}>
      <h1 style={{ margin: 0, fontSize: 30 }}>Welcome to {BRAND}</h1>
      <p style={{ margin: 0, opacity: 0.8 }}>
        Your first step toward the identity layer for crypto creators: prove who you are, earn your Early
        badge and a points multiplier.
      </p>
      <Flex gap={12} wrap>
        <Panel size="small" style={{ flex: '1 1 200px' }}>
          <XOutlined /> <strong>Social profile</strong>
          <p style={{ margin: '6px 0 0', opacity: 0.7 }}>Verify with your X account.</p>
        </Panel>
        <Panel size="small" style={{ flex: '1 1 200px' }}>
          <WalletOutlined /> <strong>Wallet</strong>
          <p style={{ margin: '6px 0 0', opacity: 0.7 }}>Prove a wallet you own, now or later.</p>
        </Panel>
      </Flex>
      <Button type="primary" size="large" onClick={onStart}>
        Get Started
      </Button>
    </Flex>
  );
}

export function ConnectStep() {
  return (
    <Flex vertical gap={16}>
      <h1 style={{ margin: 0, fontSize: 26 }}>Connect your X account</h1>
      <ol style={{ margin: 0, paddingLeft: 20, lineHeight: 1.8, opacity: 0.85 }}>
        <li>Click Connect X Account below.</li>
        <li>Authorize {BRAND} to read your public profile.</li>
        <li>Make sure you follow {BRAND} on X.</li>
      </ol>
      <Button type="primary" size="large" icon={<XOutlined />} href={twitterSignInUrl(storedReferral())}>
        Connect X Account
      </Button>
      <a href={FOLLOW_URL} target="_blank" rel="noopener noreferrer">
        Follow @{BRAND.toLowerCase()} on X
      </a>
    </Flex>
  );
}

export function WalletStep({ go }: StepProps) {
  return (
    <Flex vertical gap={16}>
      <h1 style={{ margin: 0, fontSize: 26 }}>Connect Wallet</h1>
      <p style={{ margin: 0, opacity: 0.8 }}>
        Link a wallet by signing a message: it proves ownership and adds proof of work to your score.
      </p>
      <Button size="large" onClick={() => go('success')}>
        Skip for now
      </Button>
      <p style={{ margin: 0, fontSize: 13, opacity: 0.6 }}>
        You can connect a wallet later from your profile page.
      </p>
    </Flex>
  );
}

export function SuccessStep({ store }: StepProps) {
  const user = useSession(store, (s) => s.user);
  const kol = useSession(store, (s) => s.kol);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const referralLink = user ? `${window.location.origin}/?ref=${user.referralCode}` : null;
  const shareText = referralLink ? `I just claimed my Early badge on ${BRAND}. Join me: ${referralLink}` : '';
  const badge = user?.badges[0]?.label ?? 'Early n-Badge';

  return (
    <Flex vertical gap={16} align="center" style={{ textAlign: 'center' }}>
      <TrophyOutlined style={{ fontSize: 40, color: '#f5c451' }} />
      <h1 style={{ margin: 0, fontSize: 26 }}>Congratulations!</h1>
      <Tag color="gold" style={{ fontSize: 14, padding: '4px 10px' }}>
        {badge}: Successfully Claimed
      </Tag>
      <Panel size="small" style={{ width: 320, textAlign: 'left' }} data-testid="onboarding-card">
        <Flex gap={12} align="center">
          <Avatar size={48} src={kol?.twitterAvatarUrl ?? user?.avatarUrl ?? undefined}>
            {(user?.username ?? '?').slice(0, 1).toUpperCase()}
          </Avatar>
          <div>
            <strong>{kol?.twitterDisplayName ?? user?.username ?? 'Your card'}</strong>
            <div style={{ opacity: 0.6 }}>@{kol?.twitterUsername ?? user?.username ?? 'handle'}</div>
          </div>
        </Flex>
        <Flex justify="space-between" style={{ marginTop: 12, fontSize: 12 }}>
          <span>Followers {kol?.twitterFollowersCount ?? '-'}</span>
          <span>KOL score {kol?.kolScore ?? '-'}</span>
          <span>Impressions {kol?.totalAccountPosts ?? '-'}</span>
          <span>Engagement {kol?.engagementRate == null ? '-' : `${kol.engagementRate.toFixed(2)}%`}</span>
        </Flex>
      </Panel>
      {referralLink ? (
        <Flex gap={8} wrap justify="center">
          <Button
            type="primary"
            icon={<XOutlined />}
            href={`https://x.com/intent/post?text=${encodeURIComponent(shareText)}`}
            target="_blank"
          >
            Share on X
          </Button>
          <Button
            icon={copied ? <CheckOutlined /> : <CopyOutlined />}
            onClick={() => void navigator.clipboard?.writeText(referralLink).then(() => setCopied(true))}
          >
            Copy Referral Link
          </Button>
        </Flex>
      ) : (
        <p style={{ margin: 0, opacity: 0.7 }}>Sign in with X to get your referral link.</p>
      )}
      <Link to="/social-card">View Dashboard</Link>
      {user && <div style={{ fontSize: 13, opacity: 0.7 }}>Your referral code: {user.referralCode}</div>}
    </Flex>
  );
}
