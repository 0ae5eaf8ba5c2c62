import { Panel } from '@mindmark/mfe-kit/panel.tsx';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { RemoteAppProps } from '@mindmark/mfe-kit/remote-app.ts';
import { useSession } from '@mindmark/mfe-kit/use-session.ts';
import { Button } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { nextStep, previousStep, type Step, stepOf } from './onboarding-flow.ts';
import { ConnectStep, HomeStep, SuccessStep, WalletStep } from './step-screens.tsx';

export interface StepProps extends RemoteAppProps {
  go: (step: Step) => void;
}

/** The step comes from ?step= (default home); other query parameters such as ref stay. */
export function OnboardingSteps(props: RemoteAppProps) {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const step = stepOf(search.get('step'));
  const username = useSession(props.store, (s) => s.user?.username);

  useEffect(() => {
    // Spec 2.2: someone who already has a username skips the welcome screen.
    if (step === 'home' && username) navigate('/social-card', { replace: true });
  }, [step, username, navigate]);

  const go = (target: Step) => {
    const next = new URLSearchParams(search);
    if (target === 'home') next.delete('step');
    else next.set('step', target);
    setSearch(next);
  };
  const stepProps: StepProps = { ...props, go };

  return (
    <Panel style={{ width: 'min(560px, 100%)' }} data-step={step}>
      {step !== 'home' && (
        <Button
          type="text"
          icon={<ArrowLeftOutlined />}
          onClick={() => go(previousStep(step))}
          style={{ marginBottom: 8 }}
        >
          Back
        </Button>
      )}
      {step === 'home' && <HomeStep {...stepProps} onStart={() => go(nextStep('home'))} />}
      {step === 'connect' && <ConnectStep />}
      {step === 'wallet' && <WalletStep {...stepProps} />}
      {step === 'success' && <SuccessStep {...stepProps} />}
    </Panel>
  );
}
