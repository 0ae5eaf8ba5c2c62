import { DEFAULT_EVM_CHAIN_ID, SUPPORTED_EVM_CHAINS } from '../domain/wallet.ts';
import type { FieldIssue } from '../errors.ts';
import type { SignInMessageFields, WalletFamily } from '../ports/wallet-signature-verifier.port.ts';

/** A nonce is good for 10 minutes after it was issued, once. */
export const NONCE_LIFETIME_MS = 10 * 60 * 1000;
/** Tolerated clock difference between the wallet's device and the server. */
export const CLOCK_SKEW_MS = 60 * 1000;
export const SOLANA_MAINNET = 'solana:mainnet';

export interface ResolvedChain {
  family: WalletFamily;
  /** As stored: `eip155:{id}` or `solana:mainnet`. */
  chain: string;
  /** What the message's Chain ID line must say. */
  messageChainId: string;
}

/**
 * The wallet entry's `chain` (`eip155:{chainId}` or `solana:mainnet`, docs/data-model.md "Wallet entry"). Without
 * one, a 0x address means the default EVM chain and anything else Solana.
 */
export function resolveChain(chain: string | null | undefined, address: string): ResolvedChain | FieldIssue {
  const wanted =
    chain?.trim() || (address.trim().startsWith('0x') ? `eip155:${DEFAULT_EVM_CHAIN_ID}` : SOLANA_MAINNET);
  if (wanted === SOLANA_MAINNET)
    return { family: 'solana', chain: SOLANA_MAINNET, messageChainId: 'mainnet' };
  const evm = /^eip155:(\d{1,10})$/.exec(wanted);
  if (evm && SUPPORTED_EVM_CHAINS.some((c) => String(c.id) === evm[1])) {
    return { family: 'evm', chain: wanted, messageChainId: evm[1] };
  }
  return {
    field: 'chain',
    message: `Unsupported chain "${wanted}": use solana:mainnet or eip155:{id} with one of ${SUPPORTED_EVM_CHAINS.map((c) => c.id).join(', ')}`,
  };
}

export const isFieldIssue = (value: ResolvedChain | FieldIssue): value is FieldIssue => 'field' in value;

export interface ProofExpectations {
  /** The host (and port) users reach the app at: the message's domain. */
  domain: string;
  /** The app's origin: the message's URI must be on it. */
  origin: string;
  address: string;
  chain: ResolvedChain;
  now: Date;
}

/**
 * Everything a sign-in message must say before its signature is worth checking. Done
 * here rather than by a library because viem's SIWE helpers check domain and nonce only
 * when asked and never check URI, chain id or issued-at. Returns every problem found.
 */
export function checkSignInMessage(msg: SignInMessageFields, expected: ProofExpectations): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const problem = (message: string) => issues.push({ field: 'message', message });
  const now = expected.now.getTime();

  if (msg.domain !== expected.domain)
    problem(`The message is for "${msg.domain ?? ''}", not ${expected.domain}`);
  if (!msg.uri || originOf(msg.uri) !== expected.origin)
    problem(`The message URI must be on ${expected.origin}`);
  if (msg.scheme && `${msg.scheme}:` !== new URL(expected.origin).protocol) {
    problem(`The message scheme must be ${new URL(expected.origin).protocol.slice(0, -1)}`);
  }
  if (msg.version !== '1') problem('The message version must be 1');
  if (msg.address !== expected.address)
    problem('The message names another address than the one being linked');
  if (msg.chainId !== expected.chain.messageChainId) {
    problem(
      `The message chain id must be ${expected.chain.messageChainId} (the wallet's chain ${expected.chain.chain})`,
    );
  }
  if (!msg.nonce || !/^[A-Za-z0-9]{8,}$/.test(msg.nonce))
    problem('The message must carry a nonce from POST /api/wallets/nonce');
  if (!msg.issuedAt) problem('The message must say when it was issued');
  else if (msg.issuedAt.getTime() > now + CLOCK_SKEW_MS) problem('The message was issued in the future');
  else if (msg.issuedAt.getTime() < now - NONCE_LIFETIME_MS - CLOCK_SKEW_MS)
    problem('The message has expired: it was issued more than 10 minutes ago');
  if (msg.expirationTime && msg.expirationTime.getTime() <= now) problem('The message has expired');
  if (msg.notBefore && msg.notBefore.getTime() > now + CLOCK_SKEW_MS) problem('The message is not valid yet');
  return issues;
}

function originOf(uri: string): string | null {
  try {
    return new URL(uri).origin;
  } catch {
    return null;
  }
}
