/**
 * The exact text a wallet signs to prove it to the server: EIP-4361 for EVM wallets and
 * its Solana twin ("Solana account", `Chain ID: mainnet`), as docs/points-and-wallets.md
 * describes and `adapters/wallets/*` parse. test/frontend/sign-in-message.test.ts runs
 * these through the server's own parsers and checks, so the two cannot drift apart.
 */
export interface SignInRequest {
  /** From `POST /api/wallets/nonce`: the host and origin the server expects. */
  domain: string;
  uri: string;
  nonce: string;
  address: string;
  issuedAt: Date;
  expiresAt: Date;
}

export const LINK_STATEMENT = 'Link this wallet to my Mindmark account.';

export function evmSignInMessage(request: SignInRequest & { chainId: number }): string {
  return signInMessage('Ethereum', request, String(request.chainId));
}

export function solanaSignInMessage(request: SignInRequest): string {
  return signInMessage('Solana', request, 'mainnet');
}

function signInMessage(kind: 'Ethereum' | 'Solana', r: SignInRequest, chainId: string): string {
  return [
    `${r.domain} wants you to sign in with your ${kind} account:`,
    r.address,
    '',
    LINK_STATEMENT,
    '',
    `URI: ${r.uri}`,
    'Version: 1',
    `Chain ID: ${chainId}`,
    `Nonce: ${r.nonce}`,
    `Issued At: ${r.issuedAt.toISOString()}`,
    `Expiration Time: ${r.expiresAt.toISOString()}`,
  ].join('\n');
}
