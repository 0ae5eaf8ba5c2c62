import { createPublicKey, verify as verifyEd25519 } from 'node:crypto';
import bs58 from 'bs58';
import { getAddress, isAddress, verifyMessage } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import type { WalletSignatureVerifier } from '#core/ports/wallet-signature-verifier.port.ts';
import { parseSolanaSignInMessage } from './solana-sign-in-message.ts';

/** DER header of an ed25519 SubjectPublicKeyInfo; the raw 32-byte key follows it. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

function decodeBase58(text: string): Uint8Array | null {
  try {
    return bs58.decode(text);
  } catch {
    return null;
  }
}

/**
 * EVM: EIP-55 addresses, EIP-4361 messages parsed by viem, EOA signatures recovered by
 * viem (EIP-1271 contract wallets are not supported: that needs an RPC call per chain).
 * Solana: base58 32-byte keys, ed25519 signatures (base58, 64 bytes) checked by node:crypto.
 */
export const walletSignatureVerifier: WalletSignatureVerifier = {
  normalizeAddress(family, address) {
    const text = address.trim();
    if (family === 'evm') {
      // Mixed case must carry a valid checksum: a typo in one is caught, not "fixed".
      return isAddress(text, { strict: true }) ? getAddress(text) : null;
    }
    if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(text)) return null;
    const key = decodeBase58(text);
    return key && key.length === 32 ? bs58.encode(key) : null;
  },

  parseMessage(family, message) {
    if (family === 'solana') return parseSolanaSignInMessage(message);
    if (!/ wants you to sign in with your Ethereum account:\n/.test(message)) return null;
    const m = parseSiweMessage(message);
    if (!m.domain || !m.address) return null;
    return {
      domain: m.domain,
      address: m.address,
      uri: m.uri ?? null,
      version: m.version ?? null,
      chainId: m.chainId === undefined ? null : String(m.chainId),
      nonce: m.nonce ?? null,
      issuedAt: validDate(m.issuedAt),
      expirationTime: validDate(m.expirationTime),
      notBefore: validDate(m.notBefore),
      scheme: m.scheme ?? null,
    };
  },

  async verify(family, { address, message, signature }) {
    if (family === 'evm') {
      // 65-byte signatures, or 64-byte compact ones (EIP-2098).
      if (!/^0x([0-9a-fA-F]{128}|[0-9a-fA-F]{130})$/.test(signature)) return false;
      try {
        return await verifyMessage({
          address: getAddress(address),
          message,
          signature: signature as `0x${string}`,
        });
      } catch {
        return false;
      }
    }
    const key = decodeBase58(address);
    const sig = decodeBase58(signature);
    if (key?.length !== 32 || sig?.length !== 64) return false;
    try {
      const publicKey = createPublicKey({
        key: Buffer.concat([ED25519_SPKI_PREFIX, key]),
        format: 'der',
        type: 'spki',
      });
      return verifyEd25519(null, Buffer.from(message, 'utf8'), publicKey, sig);
    } catch {
      return false;
    }
  },
};

function validDate(value: Date | undefined): Date | null {
  return value && !Number.isNaN(value.getTime()) ? value : null;
}
