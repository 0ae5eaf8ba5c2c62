import { generateKeyPairSync, sign } from 'node:crypto';
import bs58 from 'bs58';
import type { FastifyInstance } from 'fastify';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { formatSolanaSignInMessage } from '#adapters/wallets/solana-sign-in-message.ts';
import { demoSignIn, ORIGIN } from './actors.ts';

export { ORIGIN };

export const DOMAIN = 'localhost:3000';

/** A creator signed in through the demo X sign-in, with the headers their browser would send. */
export interface Creator {
  handle: string;
  cookie: string;
  /** Headers for reads. */
  headers: { cookie: string };
  /** Headers for mutations: same-origin Origin, as the CSRF check expects. */
  mutating: { cookie: string; origin: string };
}

export async function signIn(app: FastifyInstance, handle: string, ref?: string): Promise<Creator> {
  const cookie = `sid=${(await demoSignIn(app, handle, ref)).get('sid')}`;
  return { handle, cookie, headers: { cookie }, mutating: { cookie, origin: ORIGIN } };
}

export async function me(app: FastifyInstance, creator: Creator) {
  const res = await app.inject({ method: 'GET', url: '/api/auth/me', headers: creator.headers });
  if (res.statusCode !== 200) throw new Error(`/api/auth/me answered ${res.statusCode}`);
  return res.json();
}

export async function socialCard(app: FastifyInstance, creator: Creator) {
  const res = await app.inject({ method: 'GET', url: '/api/me/social-card', headers: creator.headers });
  if (res.statusCode !== 200) throw new Error(`/api/me/social-card answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export async function issueNonce(app: FastifyInstance, creator: Creator): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/wallets/nonce', headers: creator.mutating });
  if (res.statusCode !== 201) throw new Error(`nonce answered ${res.statusCode}: ${res.body}`);
  return res.json().nonce;
}

export const addWallet = (app: FastifyInstance, creator: Creator, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/wallets/add', headers: creator.mutating, payload: body });

export const removeWallet = (app: FastifyInstance, creator: Creator, address: string) =>
  app.inject({
    method: 'POST',
    url: '/api/wallets/remove',
    headers: creator.mutating,
    payload: { address },
  });

/** An EVM externally owned account with a real private key. */
export function evmWallet() {
  const account = privateKeyToAccount(generatePrivateKey());
  return {
    address: account.address,
    /** A SIWE message for this app; any field can be overridden to build a bad one. */
    message(nonce: string, overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}) {
      return createSiweMessage({
        domain: DOMAIN,
        address: account.address,
        statement: 'Link this wallet to my Mindmark account.',
        uri: ORIGIN,
        version: '1',
        chainId: 1,
        nonce,
        issuedAt: new Date(),
        ...overrides,
      });
    },
    sign: (message: string) => account.signMessage({ message }),
  };
}

/** A Solana key pair (ed25519) with its base58 address. */
export function solanaWallet() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'der', type: 'spki' }).subarray(-32);
  const address = bs58.encode(raw);
  return {
    address,
    message(nonce: string, overrides: Partial<Parameters<typeof formatSolanaSignInMessage>[0]> = {}) {
      return formatSolanaSignInMessage({
        domain: DOMAIN,
        address,
        statement: 'Link this wallet to my Mindmark account.',
        uri: ORIGIN,
        nonce,
        issuedAt: new Date(),
        ...overrides,
      });
    },
    sign: (message: string) => bs58.encode(sign(null, Buffer.from(message, 'utf8'), privateKey)),
  };
}

/** Asks for a nonce, signs the message and links the wallet: the happy path in one call. */
export async function linkEvmWallet(
  app: FastifyInstance,
  creator: Creator,
  wallet = evmWallet(),
  chainId = 1,
) {
  const nonce = await issueNonce(app, creator);
  const message = wallet.message(nonce, { chainId });
  return {
    wallet,
    res: await addWallet(app, creator, {
      address: wallet.address,
      chain: `eip155:${chainId}`,
      message,
      signature: await wallet.sign(message),
    }),
  };
}

/** Reads a follow check (a job, docs/operations.md "Jobs") until it is no longer `checking`. */
export async function settledFollowCheck(
  app: FastifyInstance,
  creator: { mutating: Record<string, string> },
  checkId: string,
  timeoutMs = 30_000,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({
      url: `/api/me/missions/follow-x/check/${checkId}`,
      headers: { cookie: creator.mutating.cookie ?? '' },
    });
    if (res.statusCode !== 200 || res.json().status !== 'checking') return res;
    if (Date.now() > until) throw new Error(`follow check ${checkId} still checking after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
