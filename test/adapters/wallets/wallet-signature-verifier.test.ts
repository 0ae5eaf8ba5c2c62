import t from 'tap';
import {
  formatSolanaSignInMessage,
  parseSolanaSignInMessage,
} from '#adapters/wallets/solana-sign-in-message.ts';
import { walletSignatureVerifier as v } from '#adapters/wallets/wallet-signature-verifier.ts';
import { evmWallet, solanaWallet } from '../../helpers/points-actors.ts';

t.test('addresses are normalized or refused', async (t) => {
  const lower = '0x8ba1f109551bd432803012645ac136ddd64dba72';
  t.equal(v.normalizeAddress('evm', lower), '0x8ba1f109551bD432803012645Ac136ddd64DBA72', 'EIP-55');
  t.equal(v.normalizeAddress('evm', '0x8Ba1f109551bD432803012645Ac136ddd64DBA72'), null, 'bad checksum');
  t.equal(v.normalizeAddress('evm', '0x1234'), null);
  const sol = solanaWallet();
  t.equal(v.normalizeAddress('solana', sol.address), sol.address);
  t.equal(v.normalizeAddress('solana', '0OIl'), null, 'not base58');
  t.equal(v.normalizeAddress('solana', '11111111111111111111111111111111111'), null, 'not 32 bytes');
});

t.test('Solana messages round-trip through the documented format', async (t) => {
  const issuedAt = new Date('2026-11-22T12:00:00.000Z');
  const text = formatSolanaSignInMessage({
    domain: 'mindmark.example',
    address: 'addr',
    statement: 'Link it.',
    uri: 'https://mindmark.example',
    nonce: 'abcdefgh1234',
    issuedAt,
    expirationTime: new Date('2026-11-22T12:10:00.000Z'),
  });
  t.match(parseSolanaSignInMessage(text), {
    domain: 'mindmark.example',
    address: 'addr',
    uri: 'https://mindmark.example',
    version: '1',
    chainId: 'mainnet',
    nonce: 'abcdefgh1234',
    issuedAt,
  });
  t.equal(parseSolanaSignInMessage(text.replace('Solana', 'Ethereum')), null);
  t.equal(parseSolanaSignInMessage(`${text}\nInjected: yes`), null, 'unknown lines are refused');
  t.equal(parseSolanaSignInMessage(text.replace('Issued At: 2026', 'Issued At: never')), null);
});

t.test('signatures verify only for their key and message', async (t) => {
  const evm = evmWallet();
  const message = evm.message('abcdefgh1234');
  const signature = await evm.sign(message);
  t.ok(await v.verify('evm', { address: evm.address, message, signature }));
  t.notOk(await v.verify('evm', { address: evm.address, message: `${message} `, signature }));
  t.notOk(await v.verify('evm', { address: evmWallet().address, message, signature }));
  t.notOk(await v.verify('evm', { address: evm.address, message, signature: '0x1234' }));

  const sol = solanaWallet();
  const text = sol.message('abcdefgh1234');
  t.ok(await v.verify('solana', { address: sol.address, message: text, signature: sol.sign(text) }));
  t.notOk(
    await v.verify('solana', { address: solanaWallet().address, message: text, signature: sol.sign(text) }),
  );
  t.notOk(await v.verify('solana', { address: sol.address, message: text, signature: 'garbage' }));
});

t.test('a Solana statement containing ": " is still a statement', async (t) => {
  const text = formatSolanaSignInMessage({
    domain: 'mindmark.example',
    address: 'addr',
    statement: 'Mindmark: link this wallet',
    uri: 'https://mindmark.example',
    nonce: 'abcdefgh1234',
    issuedAt: new Date('2026-11-22T12:00:00.000Z'),
  });
  t.match(parseSolanaSignInMessage(text), { uri: 'https://mindmark.example', nonce: 'abcdefgh1234' });
  t.match(parseSolanaSignInMessage(text.replace('Mindmark: link this wallet\n\n', '')), {
    nonce: 'abcdefgh1234',
  });
});

t.test('malformed proofs are refused, never thrown', async (t) => {
  const evm = evmWallet();
  const message = evm.message('abcdefgh1234');
  const signature = await evm.sign(message);
  t.equal(await v.verify('evm', { address: 'not-an-address', message, signature }), false, 'bad EVM address');
  const sol = solanaWallet();
  const text = sol.message('abcdefgh1234');
  t.equal(
    await v.verify('solana', { address: sol.address, message: text, signature: '0OIl' }),
    false,
    'not base58',
  );

  const base = formatSolanaSignInMessage({
    domain: 'mindmark.example',
    address: 'addr',
    uri: 'https://mindmark.example',
    nonce: 'abcdefgh1234',
    issuedAt: new Date('2026-11-22T12:00:00.000Z'),
  });
  t.notMatch(base, /Expiration Time/, 'the expiry line is optional');
  const lines = base.split('\n');
  t.equal(parseSolanaSignInMessage(lines.slice(0, 3).join('\n')), null, 'too short');
  t.equal(
    parseSolanaSignInMessage([lines[0], lines[1], ...lines.slice(3)].join('\n')),
    null,
    'no blank line',
  );
  t.equal(parseSolanaSignInMessage(`${base}\nno separator here`), null, 'a line that is not a field');
  t.match(
    parseSolanaSignInMessage(
      `${base}\nNot Before: 2026-11-22T11:59:00.000Z\nRequest ID: 42\nResources:\n- https://mindmark.example/terms`,
    ),
    { nonce: 'abcdefgh1234', notBefore: new Date('2026-11-22T11:59:00.000Z') },
    'the optional fields: Not Before read, Request ID and resources skipped',
  );
});
