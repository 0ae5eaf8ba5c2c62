export type WalletFamily = 'evm' | 'solana';

/**
 * The fields of a sign-in message (EIP-4361 for EVM, its Solana twin), as parsed.
 * Anything missing is null: the use case decides what is required.
 */
export interface SignInMessageFields {
  domain: string | null;
  address: string | null;
  uri: string | null;
  version: string | null;
  /** '1', '8453'… for EVM; 'mainnet' for Solana. */
  chainId: string | null;
  nonce: string | null;
  issuedAt: Date | null;
  expirationTime: Date | null;
  notBefore: Date | null;
  scheme: string | null;
}

/** Address formats, message parsing and signature checks of each wallet family. */
export interface WalletSignatureVerifier {
  /** The canonical form (EIP-55 checksum, base58 of a 32-byte key); null when malformed. */
  normalizeAddress(family: WalletFamily, address: string): string | null;
  /** Null when the text is not a sign-in message of that family. */
  parseMessage(family: WalletFamily, message: string): SignInMessageFields | null;
  /** True only when `signature` over `message` was made by the key behind `address`. */
  verify(
    family: WalletFamily,
    input: { address: string; message: string; signature: string },
  ): Promise<boolean>;
}
