import type { RemoteAppProps } from '@mindmark/mfe-kit/remote-app.ts';
import { useLocation } from 'react-router';
import { OnboardingSteps } from './onboarding-steps.tsx';
import { SocialCardLanding } from './social-card-landing.tsx';

/** Onboarding (spec 2.2), mounted by the shell at / and /social-card. */
export default function OnboardingApp(props: RemoteAppProps) {
  const { pathname } = useLocation();
  return (
    <div
      data-mfe="onboarding"
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}
    >
      {pathname.startsWith('/social-card') ? (
        <SocialCardLanding {...props} />
      ) : (
        <OnboardingSteps {...props} />
      )}
    </div>
  );
}
