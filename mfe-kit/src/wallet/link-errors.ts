import { type ApiError, isApiError } from '../api-client.ts';

/**
 * Every way linking can fail, each with one sentence and a way on (docs/frontend.md,
 * "Linking a wallet"). Wallet libraries report the same failure in many shapes
 * (EIP-1193 code 4001, viem's UserRejectedRequestError, the Solana adapter's wrapped
 * errors), so they are read by code first and by wording last.
 */
export type LinkFailureKind =
  | 'rejected'
  | 'unsupported-chain'
  | 'nonce-expired'
  | 'already-linked'
  | 'already-yours'
  | 'signed-out'
  | 'server-down'
  | 'wallet-error';

export interface LinkFailure {
  kind: LinkFailureKind;
  sentence: string;
}

export function unsupportedChain(chainId: number): LinkFailure {
  return {
    kind: 'unsupported-chain',
    sentence: `Your wallet is on a network Mindmark does not support (chain ${chainId}). Switch to Ethereum to link it.`,
  };
}

export function describeLinkFailure(error: unknown): LinkFailure {
  if (isApiError(error)) return describeApiError(error);
  if (error instanceof TypeError) return serverDown();
  if (isRejection(error)) {
    return {
      kind: 'rejected',
      sentence:
        'You declined the request in your wallet, so nothing was linked. Try again when you are ready.',
    };
  }
  const message = innermostMessage(error);
  return {
    kind: 'wallet-error',
    sentence: `Your wallet could not finish the request${message ? `: ${message}` : ''}. Try again or choose another wallet.`,
  };
}

function describeApiError(error: ApiError): LinkFailure {
  if (error.status === 409) {
    const own = /your account/i.test(error.message);
    return {
      kind: own ? 'already-yours' : 'already-linked',
      sentence: own
        ? `${error.message}. Nothing else to do here.`
        : `${error.message}. Unlink it there first, or choose another wallet.`,
    };
  }
  if (error.status === 400 && /nonce|expired/i.test(error.message)) {
    return {
      kind: 'nonce-expired',
      sentence: 'The signing request expired before it reached us. Try again: you will sign a fresh one.',
    };
  }
  if (error.status === 401) {
    return {
      kind: 'signed-out',
      sentence: 'Your session has ended. Sign in with X again, then link your wallet.',
    };
  }
  if (error.status >= 500 || error.status === 429) return serverDown();
  return { kind: 'wallet-error', sentence: `${error.message}. Try again or choose another wallet.` };
}

const serverDown = (): LinkFailure => ({
  kind: 'server-down',
  sentence: 'We could not reach Mindmark just now. Check your connection and try again in a moment.',
});

function isRejection(error: unknown): boolean {
  for (let e = error as Record<string, unknown> | undefined, depth = 0; e && depth < 6; depth++) {
    if (e.code === 4001 || e.name === 'UserRejectedRequestError') return true;
    if (typeof e.message === 'string' && /reject|denied|declined|cancel/i.test(e.message)) return true;
    e = (e.cause ?? e.error) as Record<string, unknown> | undefined;
  }
  return false;
}

function innermostMessage(error: unknown): string {
  let text = '';
  for (let e = error as Record<string, unknown> | undefined, depth = 0; e && depth < 6; depth++) {
    const short = typeof e.shortMessage === 'string' ? e.shortMessage : e.message;
    if (typeof short === 'string' && short) text = short;
    e = (e.cause ?? e.error) as Record<string, unknown> | undefined;
  }
  return text.replace(/\.$/, '').slice(0, 160);
}
