import { federatedConfig } from '../mfe-kit/src/rspack-federated-config.ts';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  federatedConfig(
    {
      dir: import.meta.dirname,
      role: 'remote',
      name: 'mindmark_admin',
      exposes: { './App': './src/admin-app.tsx' },
      port: 3103,
      title: 'Mindmark admin (standalone)',
    },
    argv.mode ?? 'development',
  );
