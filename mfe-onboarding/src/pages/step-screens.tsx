import { CheckOutlined, CopyOutlined, TrophyOutlined, XOutlined } from '@mindmark/mfe-kit/icons.tsx';
import { AFTER_CONNECT_STEP, storedReferral, twitterSignInUrl } from '@mindmark/mfe-kit/referral.ts';
import { BRAND } from '@mindmark/mfe-kit/brand.ts';
import { useCopyConfirmation } from '@mindmark/mfe-kit/use-copy-confirmation.ts';
import { useSession } from '@mindmark/mfe-kit/use-session.ts';
import { WalletLink } from '@mindmark/mfe-kit/wallet/wallet-link.tsx';
import { Alert, Button, Flex, Skeleton, Tag } from 'antd';
import { Link, useLocation } from 'react-router';
import { SuccessCard } from '../components/success-card.tsx';
import { linkedKinds, useSocialCard } from '../services/social-card.service.ts';
import type { LinkedNote, StepProps } from './onboarding-steps.tsx';

const FOLLOW_URL = 'https://x.com/mindmark';

export function ConnectStep() {
  return (
    <Flex vertical gap={16}>
      <h1 style={{ margin: 0, fontSize: 26 }}>Connect your X account</h1>
      <ol style={{ margin: 0, paddingLeft: 20, lineHeight: 1.8, opacity: 0.85 }}>
        <li>Click Connect X Account below.</li>
        <li>Authorize {BRAND} to read your public profile.</li>
        <li>Make sure you follow {BRAND} on X.</li>
      </ol>
      <Button
        type="primary"
        size="large"
        icon={<XOutlined />}
        href={twitterSignInUrl(storedReferral(), AFTER_CONNECT_STEP)}
      >
        Connect X Account
      </Button>
      <a href={FOLLOW_URL} target="_blank" rel="noopener noreferrer">
        Follow @{BRAND.toLowerCase()} on X
      </a>
    </Flex>
  );
}

/** The wallet step: the real connect-and-prove flow, loaded only now. */
export function WalletStep({ api, store, go }: StepProps) {
  const wallets = useSession(store, (s) => s.user?.wallets ?? []);
  const kinds = linkedKinds(wallets);
  return (
    <Flex vertical gap={16}>
      <h1 style={{ margin: 0, fontSize: 26 }}>Connect Wallet</h1>
      <p style={{ margin: 0, opacity: 0.8 }}>
        Choose a wallet and sign one message: it proves the wallet is yours, costs nothing and sends no
        transaction. Your address stays private to you.
      </p>
      {kinds && <Alert type="success" showIcon title={`Already linked: ${kinds}`} />}
      <WalletLink
        api={api}
        onLinked={(wallet) => {
          const before = store.getState().user?.earnedPoints ?? 0;
          void store
            .getState()
            .fetchUser()
            .then(() => {
              const points = (store.getState().user?.earnedPoints ?? before) - before;
              go('success', false, { wallet: wallet.label ?? 'Your wallet', points });
            });
        }}
      />
      <Button size="large" onClick={() => go('success')}>
        {kinds ? 'Continue' : 'Skip for now'}
      </Button>
      <p style={{ margin: 0, fontSize: 13, opacity: 0.7 }}>
        You can connect a wallet later from your profile page.
      </p>
    </Flex>
  );
}

export function SuccessStep({ api, store }: StepProps) {
  const userId = useSession(store, (s) => s.user?.id ?? '');
  const kol = useSession(store, (s) => s.kol);
  const { data: card, failed } = useSocialCard(api, userId);
  const linked = (useLocation().state as { linked?: LinkedNote } | null)?.linked;
  const [copied, copy] = useCopyConfirmation();

  if (failed)
    return <Alert type="error" showIcon title="We could not load your card. Reload to try again." />;
  if (!card) return <Skeleton active />;
  // The server's link (PUBLIC_ORIGIN): the one the card, this page and the share post all use.
  const shareText = `I just joined ${BRAND}, the identity layer for purpose-driven KOLs. Join me: ${card.referralLink}`;

  return (
    <Flex vertical gap={16} align="center" style={{ textAlign: 'center' }}>
      <TrophyOutlined style={{ fontSize: 40, color: '#f5c451' }} aria-hidden />
      <h1 style={{ margin: 0, fontSize: 26 }}>Congratulations!</h1>
      {card.badge ? (
        <Tag color="gold" style={{ fontSize: 14, padding: '4px 10px', marginInlineEnd: 0 }}>
          {card.badge.label}
          {card.badge.seat ? ` #${card.badge.seat}` : ''}: Successfully Claimed
        </Tag>
      ) : (
        <p style={{ margin: 0, opacity: 0.85 }} data-testid="no-badge">
          {card.earlyBadge === 'supply-gone'
            ? 'Every Early n-Badge was claimed before you joined, but your points and referrals count from today.'
            : 'The Early n-Badge is not offered right now; your points and referrals count from today.'}
        </p>
      )}
      {linked && (
        <Alert
          type="success"
          showIcon
          data-testid="linked-note"
          title={`${linked.wallet} is linked${linked.points > 0 ? `: +${linked.points} points` : ''}.`}
        />
      )}
      <SuccessCard card={card} kol={kol} />
      <Flex gap={8} wrap justify="center">
        <Button
          type="primary"
          icon={<XOutlined />}
          href={`https://x.com/intent/post?text=${encodeURIComponent(shareText)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          Share on X
        </Button>
        <Button icon={copied ? <CheckOutlined /> : <CopyOutlined />} onClick={() => copy(card.referralLink)}>
          {copied ? 'Copied' : 'Copy Referral Link'}
        </Button>
      </Flex>
      <Link to="/social-card">View Dashboard</Link>
      <div style={{ fontSize: 13, opacity: 0.75 }}>
        Your referral code: <strong data-testid="referral-code">{card.referralCode}</strong>
      </div>
    </Flex>
  );
}
