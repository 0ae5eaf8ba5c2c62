import { generateKeyPairSync, sign } from 'node:crypto';
import bs58 from 'bs58';
import t from 'tap';
import { privateKeyToAccount } from 'viem/accounts';
import { walletSignatureVerifier as verifier } from '#adapters/wallets/wallet-signature-verifier.ts';
import { checkSignInMessage, isFieldIssue, resolveChain } from '#core/policies/wallet-proof.policy.ts';
import { evmSignInMessage, solanaSignInMessage } from '../../mfe-kit/src/wallet/sign-in-message.ts';

/** The browser's messages go through the server's own parser, checks and verifier. */
const origin = 'https://mindmark.example';
const now = new Date('2026-11-23T12:00:00Z');
const base = {
  domain: 'mindmark.example',
  uri: origin,
  nonce: 'Abc123def456Ghi789',
  issuedAt: now,
  expiresAt: new Date(now.getTime() + 600_000),
};

t.test('the EVM message is the EIP-4361 text the server expects', async (t) => {
  const account = privateKeyToAccount(`0x${'11'.repeat(32)}`);
  const chain = resolveChain('eip155:137', account.address);
  if (isFieldIssue(chain)) throw new Error('polygon is supported');
  const message = evmSignInMessage({ ...base, address: account.address, chainId: 137 });
  const parsed = verifier.parseMessage('evm', message);
  t.ok(parsed, 'parses');
  t.same(
    checkSignInMessage(parsed!, { domain: base.domain, origin, address: account.address, chain, now }),
    [],
  );
  t.equal(parsed!.nonce, base.nonce);
  const signature = await account.signMessage({ message });
  t.ok(
    await verifier.verify('evm', { address: account.address, message, signature }),
    'personal_sign verifies',
  );
});

t.test('the Solana message is the Sign-In With Solana text the server expects', async (t) => {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const address = bs58.encode(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32));
  const chain = resolveChain('solana:mainnet', address);
  if (isFieldIssue(chain)) throw new Error('solana is supported');
  const message = solanaSignInMessage({ ...base, address });
  const parsed = verifier.parseMessage('solana', message);
  t.ok(parsed, 'parses');
  t.same(checkSignInMessage(parsed!, { domain: base.domain, origin, address, chain, now }), []);
  const signature = bs58.encode(sign(null, Buffer.from(message, 'utf8'), privateKey));
  t.ok(await verifier.verify('solana', { address, message, signature }), 'the ed25519 signature verifies');
});
