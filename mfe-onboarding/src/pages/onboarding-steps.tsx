import { antdLazy } from '@mindmark/mfe-kit/antd-lazy.tsx';
import { ArrowLeftOutlined } from '@mindmark/mfe-kit/icons.tsx';
import { Panel } from '@mindmark/mfe-kit/panel.tsx';
import type { RemoteAppProps } from '@mindmark/mfe-kit/remote-app.ts';
import { useSession } from '@mindmark/mfe-kit/use-session.ts';
import { Button } from '@mindmark/mfe-kit/ui/button.tsx';
import { SkeletonParagraph } from '@mindmark/mfe-kit/ui/skeleton.tsx';
import { Suspense, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LandingHero } from '../components/landing-hero.tsx';
import { needsSignIn, nextStep, previousStep, type Step, stepOf } from '../services/onboarding-flow.ts';

// The steps after the landing are drawn with antd: each arrives with antd and the kit's theme
// when first shown, so the landing's first load carries neither (docs/frontend.md, "antd off the
// first load").
const ConnectStep = antdLazy(() => import('./step-screens.tsx').then((m) => ({ default: m.ConnectStep })));
const WalletStep = antdLazy(() => import('./step-screens.tsx').then((m) => ({ default: m.WalletStep })));
const SuccessStep = antdLazy(() => import('./step-screens.tsx').then((m) => ({ default: m.SuccessStep })));

export interface StepProps extends RemoteAppProps {
  /** `linked` carries what the wallet step just did to the success screen. */
  go: (step: Step, replace?: boolean, linked?: LinkedNote) => void;
}

export interface LinkedNote {
  wallet: string;
  points: number;
}

/**
 * The step comes from ?step= (default home); other query parameters such as ref stay.
 * Wallet and success belong to a signed-in creator: a visitor who opens them is sent to
 * the Connect X step instead of seeing a badge they have not claimed.
 */
export function OnboardingSteps(props: RemoteAppProps) {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const step = stepOf(search.get('step'));
  const loading = useSession(props.store, (s) => s.loading);
  const signedIn = useSession(props.store, (s) => s.user !== null);
  const username = useSession(props.store, (s) => s.user?.username);

  const go = (target: Step, replace = false, linked?: LinkedNote) => {
    const next = new URLSearchParams(search);
    if (target === 'home') next.delete('step');
    else next.set('step', target);
    setSearch(next, { replace, state: linked ? { linked } : null });
  };

  useEffect(() => {
    // Someone who already has a username skips the welcome screen (docs/frontend.md).
    if (step === 'home' && username) navigate('/social-card', { replace: true });
  }, [step, username, navigate]);
  const guarded = needsSignIn(step) && !loading && !signedIn;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `go` is rebuilt every render from `search`
  useEffect(() => {
    if (guarded) go('connect', true);
  }, [guarded]);

  const stepProps: StepProps = { ...props, go };
  if (step === 'home') return <LandingHero onStart={() => go(nextStep('home'))} />;
  return (
    <Panel style={{ width: 'min(560px, 100%)' }} data-step={step}>
      <Button
        type="text"
        icon={<ArrowLeftOutlined />}
        onClick={() => go(previousStep(step))}
        style={{ marginBottom: 8 }}
      >
        Back
      </Button>
      <Suspense fallback={<SkeletonParagraph />}>
        {step === 'connect' && <ConnectStep />}
        {needsSignIn(step) && !signedIn && <SkeletonParagraph />}
        {step === 'wallet' && signedIn && <WalletStep {...stepProps} />}
        {step === 'success' && signedIn && <SuccessStep {...stepProps} />}
      </Suspense>
    </Panel>
  );
}
