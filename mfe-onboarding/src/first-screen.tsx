import type { FirstScreenPage } from '@mindmark/mfe-kit/first-screen/render.tsx';
import OnboardingApp from './onboarding-app.tsx';

export { renderFirstScreen } from '@mindmark/mfe-kit/first-screen/render.tsx';

/** The pages whose first screen the build renders to static HTML (docs/frontend.md, "First screen"). */
export const pages: (FirstScreenPage & { name: string })[] = [
  {
    name: 'index',
    path: '/',
    route: '/',
    remote: 'onboarding',
    basename: '',
    app: (props) => <OnboardingApp {...props} />,
  },
];
