import { federatedConfig } from '../mfe-kit/src/rspack-federated-config.ts';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  federatedConfig(
    {
      dir: import.meta.dirname,
      role: 'remote',
      name: 'mindmark_onboarding',
      exposes: { './App': './src/onboarding-app.tsx' },
      port: 3101,
      title: 'Mindmark onboarding (standalone)',
    },
    argv.mode ?? 'development',
  );
