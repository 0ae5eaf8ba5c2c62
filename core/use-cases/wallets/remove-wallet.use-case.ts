import { invalid, notFound } from '../../errors.ts';
import type { WalletRepository } from '../../ports/wallet-repository.port.ts';
import type { WalletSignatureVerifier } from '../../ports/wallet-signature-verifier.port.ts';

/**
 * Unlinks one of the caller's own wallets. Someone else's address answers 404 like an
 * unknown one, so the route cannot be used to learn who holds an address.
 */
export function makeRemoveWallet(deps: { wallets: WalletRepository; verifier: WalletSignatureVerifier }) {
  return async (userId: string, rawAddress: string): Promise<void> => {
    const family = rawAddress.trim().startsWith('0x') ? 'evm' : 'solana';
    const address = deps.verifier.normalizeAddress(family, rawAddress.trim());
    if (!address) {
      throw invalid('Malformed wallet address', [
        { field: 'address', message: 'expected a 0x EVM address or a base58 Solana key' },
      ]);
    }
    if (!(await deps.wallets.remove(userId, address))) throw notFound('Wallet');
  };
}
export type RemoveWallet = ReturnType<typeof makeRemoveWallet>;
