import { federatedConfig } from '../mfe-kit/src/rspack-federated-config.ts';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  federatedConfig(
    {
      dir: import.meta.dirname,
      role: 'remote',
      name: 'mindmark_beta',
      exposes: { './App': './src/beta-app.tsx' },
      port: 3102,
      title: 'Mindmark beta (standalone)',
    },
    argv.mode ?? 'development',
  );
