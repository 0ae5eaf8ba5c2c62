import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import { useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';

/** The signed-in creator's social card (badge, points, referral link), cached per user. */
export function useSocialCard(api: ApiClient, userId: string) {
  return useApiQuery(['social-card', userId], () => api.call('GET /api/me/social-card'));
}

/** "EVM ✓ / Solana ✓": the kinds of wallet already linked, or '' when none is. */
export function linkedKinds(wallets: { chain: string }[]): string {
  const kinds = [
    wallets.some((w) => w.chain.startsWith('eip155:')) ? 'EVM ✓' : null,
    wallets.some((w) => w.chain.startsWith('solana:')) ? 'Solana ✓' : null,
  ].filter(Boolean);
  return kinds.join(' / ');
}
