import type { LinkedWallet, WalletRepository } from '../../ports/wallet-repository.port.ts';

/** The caller's own wallets, primary first: the only answer that carries addresses besides a link. */
export function makeListWallets(deps: { wallets: Pick<WalletRepository, 'listForUser'> }) {
  return async (userId: string): Promise<LinkedWallet[]> => {
    const wallets = await deps.wallets.listForUser(userId);
    return [...wallets].sort((a, b) => Number(b.primary) - Number(a.primary));
  };
}
export type ListWallets = ReturnType<typeof makeListWallets>;
