import type { ApiClient } from '../api-client.ts';
import type { OwnWallet } from '../api-contract.ts';
import { evmSignInMessage, solanaSignInMessage } from './sign-in-message.ts';

/** A connected wallet that can sign text, whatever its family. */
export interface ConnectedSigner {
  family: 'evm' | 'solana';
  address: string;
  /** `eip155:{id}` or `solana:mainnet`, as the server stores it. */
  chain: string;
  chainId: number | null;
  /** The wallet's own name ("MetaMask", "Phantom"), kept as the wallet's label. */
  label: string;
  symbol: string;
  explorer: string | null;
  sign(message: string): Promise<string>;
}

/** The server's nonce lives 10 minutes (core/policies/wallet-proof.policy.ts). */
const NONCE_LIFETIME_MS = 10 * 60 * 1000;

/**
 * Connect is done; this is nonce → the exact message → signature → add. A fresh nonce
 * every attempt, so "try again" after an expiry or a refusal simply works. Issued At is
 * the server's issue time (its expiry less the lifetime), so a device whose clock is off
 * still signs a message the server accepts.
 */
export async function proveWallet(api: ApiClient, signer: ConnectedSigner): Promise<OwnWallet> {
  const issued = await api.call('POST /api/wallets/nonce');
  const expiresAt = new Date(issued.expiresAt);
  const request = {
    domain: issued.domain,
    uri: issued.uri,
    nonce: issued.nonce,
    address: signer.address,
    issuedAt: new Date(expiresAt.getTime() - NONCE_LIFETIME_MS),
    expiresAt,
  };
  const message =
    signer.family === 'evm'
      ? evmSignInMessage({ ...request, chainId: signer.chainId ?? 1 })
      : solanaSignInMessage(request);
  const signature = await signer.sign(message);
  const { wallet } = await api.call('POST /api/wallets/add', {
    body: {
      address: signer.address,
      chain: signer.chain,
      label: signer.label.slice(0, 100),
      symbol: signer.symbol,
      explorer: signer.explorer,
      message,
      signature,
    },
  });
  return wallet;
}
