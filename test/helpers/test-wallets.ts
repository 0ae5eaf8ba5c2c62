import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import bs58 from 'bs58';
import type { Page } from 'playwright-core';
import { type Hex, hexToBytes } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';

/**
 * Wallets a test injects into a page, as a browser extension would: an EIP-1193
 * provider announced by EIP-6963 and a wallet-standard Solana wallet. Their keys stay
 * in the test process; the page asks for each signature through `page.exposeFunction`,
 * so every signature is real and the server verifies it for real.
 */
export interface TestWallets {
  evm: PrivateKeyAccount;
  solana: { address: string; publicKey: Uint8Array; privateKey: KeyObject };
  /** The next signature request (or connect) is refused as a user would refuse it. */
  rejectNext(kind: 'evm' | 'solana'): void;
  /** What the page asked to sign, newest last. */
  signed: string[];
}

export interface WalletOptions {
  /** The EVM wallet's chain when the page connects (5 = an unsupported testnet). */
  chainId?: number;
  evmKey?: Hex;
  solana?: boolean;
  evm?: boolean;
}

export const EVM_WALLET_NAME = 'Test EVM Wallet';
export const SOLANA_WALLET_NAME = 'Test Solana Wallet';

export function solanaKey() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32));
  return { address: bs58.encode(raw), publicKey: raw, privateKey };
}

export async function injectTestWallets(page: Page, options: WalletOptions = {}): Promise<TestWallets> {
  const evm = privateKeyToAccount(options.evmKey ?? generatePrivateKey());
  const solana = solanaKey();
  const refuse = { evm: false, solana: false };
  const signed: string[] = [];
  await page.exposeFunction(
    '__testWalletSign',
    async (kind: 'evm' | 'solana', payload: string | number[]) => {
      if (refuse[kind]) {
        refuse[kind] = false;
        return { rejected: true };
      }
      if (kind === 'evm') {
        signed.push(new TextDecoder().decode(hexToBytes(payload as Hex)));
        return { signature: await evm.signMessage({ message: { raw: payload as Hex } }) };
      }
      const bytes = Buffer.from(payload as number[]);
      signed.push(bytes.toString('utf8'));
      return { signature: [...sign(null, bytes, solana.privateKey)] };
    },
  );
  await page.addInitScript(pageWallets, {
    evm:
      options.evm === false
        ? null
        : { address: evm.address, chainId: options.chainId ?? 1, name: EVM_WALLET_NAME },
    solana:
      options.solana === false
        ? null
        : { address: solana.address, publicKey: [...solana.publicKey], name: SOLANA_WALLET_NAME },
  });
  return {
    evm,
    solana,
    signed,
    rejectNext: (kind) => {
      refuse[kind] = true;
    },
  };
}

type Sign = (
  kind: 'evm' | 'solana',
  payload: string | number[],
) => Promise<{ rejected?: boolean; signature?: string | number[] }>;

/** Runs in the page before any of its scripts. Must not close over anything outside. */
function pageWallets(setup: {
  evm: { address: string; chainId: number; name: string } | null;
  solana: { address: string; publicKey: number[]; name: string } | null;
}) {
  const w = globalThis as unknown as {
    __testWalletSign: Sign;
    dispatchEvent(event: Event): boolean;
    addEventListener(type: string, listener: (event: Event) => void): void;
  };
  const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });
  const icon = (colour: string) =>
    `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${colour}"/></svg>`)}`;

  if (setup.evm) {
    const evm = setup.evm;
    let chainId = evm.chainId;
    let connected = false;
    const listeners = new Map<string, Set<(value: unknown) => void>>();
    const emit = (event: string, value: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(value);
    };
    const provider = {
      async request({ method, params }: { method: string; params?: unknown[] }) {
        switch (method) {
          case 'eth_requestAccounts':
            connected = true;
            return [evm.address];
          case 'eth_accounts':
            return connected ? [evm.address] : [];
          case 'eth_chainId':
            return `0x${chainId.toString(16)}`;
          case 'wallet_requestPermissions':
          case 'wallet_getPermissions':
            return [{ parentCapability: 'eth_accounts' }];
          case 'wallet_revokePermissions':
            connected = false;
            return null;
          case 'wallet_switchEthereumChain': {
            chainId = Number.parseInt(((params ?? [])[0] as { chainId: string }).chainId, 16);
            emit('chainChanged', `0x${chainId.toString(16)}`);
            return null;
          }
          case 'personal_sign': {
            const answer = await w.__testWalletSign('evm', params?.[0] as string);
            if (answer.rejected) throw rejection();
            return answer.signature;
          }
          default:
            throw Object.assign(new Error(`${method} is not supported by the test wallet`), { code: 4200 });
        }
      },
      on(event: string, listener: (value: unknown) => void) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)!.add(listener);
      },
      removeListener(event: string, listener: (value: unknown) => void) {
        listeners.get(event)?.delete(listener);
      },
    };
    const detail = Object.freeze({
      info: {
        uuid: crypto.randomUUID(),
        name: evm.name,
        icon: icon('#f6851b'),
        rdns: 'dev.mindmark.test-evm',
      },
      provider,
    });
    const announce = () => w.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
    w.addEventListener('eip6963:requestProvider', announce);
    announce();
  }

  if (setup.solana) {
    const sol = setup.solana;
    const features = ['solana:signMessage', 'solana:signTransaction'] as const;
    const account = Object.freeze({
      address: sol.address,
      publicKey: new Uint8Array(sol.publicKey),
      chains: ['solana:mainnet'],
      features,
    });
    let accounts: (typeof account)[] = [];
    const changeListeners = new Set<(change: unknown) => void>();
    const wallet = {
      version: '1.0.0',
      name: sol.name,
      icon: icon('#9945ff'),
      chains: ['solana:mainnet'],
      get accounts() {
        return accounts;
      },
      features: {
        'standard:connect': {
          version: '1.0.0',
          connect: async () => {
            accounts = [account];
            for (const listener of changeListeners) listener({ accounts });
            return { accounts };
          },
        },
        'standard:disconnect': {
          version: '1.0.0',
          disconnect: async () => {
            accounts = [];
            for (const listener of changeListeners) listener({ accounts });
          },
        },
        'standard:events': {
          version: '1.0.0',
          on: (_event: string, listener: (change: unknown) => void) => {
            changeListeners.add(listener);
            return () => changeListeners.delete(listener);
          },
        },
        'solana:signTransaction': {
          version: '1.0.0',
          supportedTransactionVersions: ['legacy', 0],
          signTransaction: async () => {
            throw new Error('The test wallet signs messages only');
          },
        },
        'solana:signMessage': {
          version: '1.0.0',
          signMessage: async (...inputs: { message: Uint8Array }[]) =>
            Promise.all(
              inputs.map(async ({ message }) => {
                const answer = await w.__testWalletSign('solana', [...message]);
                if (answer.rejected) throw rejection();
                return { signedMessage: message, signature: new Uint8Array(answer.signature as number[]) };
              }),
            ),
        },
      },
    };
    const register = (api: { register: (wallet: unknown) => unknown }) => api.register(wallet);
    w.addEventListener('wallet-standard:app-ready', (event) => register((event as CustomEvent).detail));
    w.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }));
  }
}
