import type { Adapter, MessageSignerWalletAdapter } from '@solana/wallet-adapter-base';
import bs58 from 'bs58';
import type { ConnectedSigner } from './prove-wallet.ts';

/**
 * Connects a wallet found by the wallet standard (Phantom, Solflare, Backpack: whatever
 * is installed) and signs with `signMessage`; the signature is sent base58, as the
 * server verifies it.
 */
export async function connectSolana(adapter: Adapter): Promise<ConnectedSigner> {
  if (!adapter.connected) await adapter.connect();
  const key = adapter.publicKey;
  if (!key) throw new Error('The wallet connected without an account');
  if (!('signMessage' in adapter)) throw new Error(`${adapter.name} cannot sign messages`);
  const signer = adapter as MessageSignerWalletAdapter;
  return {
    family: 'solana',
    address: key.toBase58(),
    chain: 'solana:mainnet',
    chainId: null,
    label: adapter.name,
    symbol: 'SOL',
    explorer: 'https://explorer.solana.com',
    sign: async (message) => bs58.encode(await signer.signMessage(new TextEncoder().encode(message))),
  };
}
