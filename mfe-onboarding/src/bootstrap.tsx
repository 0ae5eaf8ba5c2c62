import { renderStandalone } from '@mindmark/mfe-kit/standalone.tsx';
import OnboardingApp from './onboarding-app.tsx';

// Standalone development only; inside the shell the shell mounts OnboardingApp.
void renderStandalone(OnboardingApp, ['/', '/social-card'], '');
