import type { Clock } from '../../ports/clock.port.ts';
import type { IdGenerator } from '../../ports/id-generator.port.ts';
import type { WalletRepository } from '../../ports/wallet-repository.port.ts';
import { NONCE_LIFETIME_MS } from '../../policies/wallet-proof.policy.ts';

/**
 * Issues a single-use nonce for the caller's next wallet proof, valid 10 minutes. EIP-4361
 * nonces are alphanumeric only, so the random token's `-` and `_` are dropped (about 40 of
 * its 43 characters remain: well over 200 bits).
 */
export function makeIssueWalletNonce(deps: { wallets: WalletRepository; ids: IdGenerator; clock: Clock }) {
  return async (userId: string): Promise<{ nonce: string; expiresAt: string }> => {
    const nonce = deps.ids.secretToken().replace(/[^A-Za-z0-9]/g, '');
    const expiresAt = new Date(deps.clock.now().getTime() + NONCE_LIFETIME_MS);
    await deps.wallets.createNonce({ nonce, userId, expiresAt });
    return { nonce, expiresAt: expiresAt.toISOString() };
  };
}
export type IssueWalletNonce = ReturnType<typeof makeIssueWalletNonce>;
