import { ApiQueryProvider } from '@mindmark/mfe-kit/data/query-provider.tsx';
import type { RemoteAppProps } from '@mindmark/mfe-kit/remote-app.ts';
import { useLocation } from 'react-router';
import { OnboardingSteps } from './pages/onboarding-steps.tsx';
import { SocialCardLanding } from './pages/social-card-landing.tsx';

/** Onboarding (docs/frontend.md), mounted by the shell at / and /social-card. */
export default function OnboardingApp(props: RemoteAppProps) {
  const { pathname } = useLocation();
  if (pathname.startsWith('/social-card'))
    return (
      <ApiQueryProvider>
        <SocialCardLanding />
      </ApiQueryProvider>
    );
  return (
    <ApiQueryProvider>
      <main
        data-mfe="onboarding"
        style={{
          minHeight: '100vh',
          display: 'grid',
          placeItems: 'center',
          padding: 16,
          boxSizing: 'border-box',
        }}
      >
        <OnboardingSteps {...props} />
      </main>
    </ApiQueryProvider>
  );
}
