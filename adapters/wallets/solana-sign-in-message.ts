import type { SignInMessageFields } from '#core/ports/wallet-signature-verifier.port.ts';

/**
 * Sign-In With Solana: the EIP-4361 text with "Solana account" in its first line and
 * `Chain ID: mainnet` (the format Phantom and Solflare sign). Documented in
 * docs/points-and-wallets.md. The one-line statement is optional; unknown lines are refused.
 */
const HEADER = / wants you to sign in with your Solana account:$/;
const FIELDS: Record<string, keyof SignInMessageFields | 'ignored'> = {
  URI: 'uri',
  Version: 'version',
  'Chain ID': 'chainId',
  Nonce: 'nonce',
  'Issued At': 'issuedAt',
  'Expiration Time': 'expirationTime',
  'Not Before': 'notBefore',
  'Request ID': 'ignored',
};
const DATES = new Set(['issuedAt', 'expirationTime', 'notBefore']);

export function parseSolanaSignInMessage(message: string): SignInMessageFields | null {
  const lines = message.split('\n');
  const first = lines[0] ?? '';
  if (!HEADER.test(first) || lines.length < 4) return null;
  const fields: SignInMessageFields = {
    domain: first.replace(HEADER, ''),
    address: lines[1] ?? null,
    uri: null,
    version: null,
    chainId: null,
    nonce: null,
    issuedAt: null,
    expirationTime: null,
    notBefore: null,
    scheme: null,
  };
  // Blank line, optional statement and blank line, then `Key: value` lines.
  let i = 2;
  if (lines[i] !== '') return null;
  i++;
  // A statement is one line followed by a blank line; the fields start with URI.
  if (lines[i + 1] === '' && !lines[i]?.startsWith('URI: ')) i += 2;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === 'Resources:' || line.startsWith('- ')) continue;
    const at = line.indexOf(': ');
    const field = at > 0 ? FIELDS[line.slice(0, at)] : undefined;
    if (!field) return null;
    if (field === 'ignored') continue;
    const value = line.slice(at + 2);
    if (DATES.has(field)) {
      const date = new Date(value);
      if (Number.isNaN(date.getTime())) return null;
      (fields as unknown as Record<string, unknown>)[field] = date;
    } else {
      (fields as unknown as Record<string, unknown>)[field] = value;
    }
  }
  return fields;
}

/** The message a client signs; used by tests and documented as the format to produce. */
export function formatSolanaSignInMessage(m: {
  domain: string;
  address: string;
  statement?: string;
  uri: string;
  nonce: string;
  issuedAt: Date;
  expirationTime?: Date;
}): string {
  return [
    `${m.domain} wants you to sign in with your Solana account:`,
    m.address,
    '',
    ...(m.statement ? [m.statement, ''] : []),
    `URI: ${m.uri}`,
    'Version: 1',
    'Chain ID: mainnet',
    `Nonce: ${m.nonce}`,
    `Issued At: ${m.issuedAt.toISOString()}`,
    ...(m.expirationTime ? [`Expiration Time: ${m.expirationTime.toISOString()}`] : []),
  ].join('\n');
}
