import { WalletOutlined, XOutlined } from '@mindmark/mfe-kit/icons.tsx';
import { Panel } from '@mindmark/mfe-kit/panel.tsx';
import { BRAND } from '@mindmark/mfe-kit/brand.ts';
import { Button } from '@mindmark/mfe-kit/ui/button.tsx';
import { OrbitRoadmap } from './orbit-roadmap.tsx';

/** The landing (home step): the hero, the two ways to verify, Get Started, and the orbit on desktop. */
export function LandingHero({ onStart }: { onStart: () => void }) {
  return (
    <div
      data-step="home"
      style={{
        display: 'flex',
        gap: 48,
        alignItems: 'center',
        justifyContent: 'center',
        flexWrap: 'wrap',
        width: 'min(1160px, 100%)',
        padding: '24px 0',
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20, flex: '1 1 360px', maxWidth: 560 }}>
        <span style={{ color: '#a58cff', fontWeight: 600, letterSpacing: 1, fontSize: 13 }}>
          WELCOME TO {BRAND.toUpperCase()}
        </span>
        <h1 style={{ margin: 0, fontSize: 'clamp(32px, 5vw, 52px)', lineHeight: 1.1 }}>
          The identity layer for purpose-driven KOLs
        </h1>
        <p style={{ margin: 0, fontSize: 17, opacity: 0.8 }}>
          Your first step toward a verified creator identity: prove who you are, claim your Early n-Badge and
          a points multiplier, and share a card that shows your real mindshare.
        </p>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Panel size="small" style={{ flex: '1 1 200px' }}>
            <XOutlined /> <strong>Social profile</strong>
            <p style={{ margin: '6px 0 0', opacity: 0.75 }}>Verify with your X account.</p>
          </Panel>
          <Panel size="small" style={{ flex: '1 1 200px' }}>
            <WalletOutlined /> <strong>Wallet</strong>
            <p style={{ margin: '6px 0 0', opacity: 0.75 }}>Prove an EVM or Solana wallet, now or later.</p>
          </Panel>
        </div>
        <Button
          type="primary"
          size="large"
          onClick={onStart}
          style={{ alignSelf: 'flex-start', minWidth: 200 }}
        >
          Get Started
        </Button>
      </div>
      <OrbitRoadmap />
    </div>
  );
}
