import { federatedConfig } from '../mfe-kit/src/rspack-federated-config.ts';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  federatedConfig(
    { dir: import.meta.dirname, role: 'host', name: 'mindmark_shell', port: 3100, title: 'Mindmark' },
    argv.mode ?? 'development',
  );
