import t from 'tap';
import { checkSignInMessage, isFieldIssue, resolveChain } from '#core/policies/wallet-proof.policy.ts';
import type { SignInMessageFields } from '#core/ports/wallet-signature-verifier.port.ts';

const now = new Date('2026-11-22T12:00:00Z');
const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
const evm = resolveChain('eip155:1', address);

const good: SignInMessageFields = {
  domain: 'mindmark.example',
  address,
  uri: 'https://mindmark.example/social-card',
  version: '1',
  chainId: '1',
  nonce: 'abcdef1234567890',
  issuedAt: new Date(now.getTime() - 60_000),
  expirationTime: null,
  notBefore: null,
  scheme: null,
};
const expected = () => {
  if (isFieldIssue(evm)) throw new Error('eip155:1 must resolve');
  return { domain: 'mindmark.example', origin: 'https://mindmark.example', address, chain: evm, now };
};

t.test('chains: the spec list, solana:mainnet, and the default', async (t) => {
  t.same(resolveChain(undefined, address), { family: 'evm', chain: 'eip155:1', messageChainId: '1' });
  t.same(resolveChain('', 'So1ana'), {
    family: 'solana',
    chain: 'solana:mainnet',
    messageChainId: 'mainnet',
  });
  t.same(resolveChain('eip155:534352', address), {
    family: 'evm',
    chain: 'eip155:534352',
    messageChainId: '534352',
  });
  for (const bad of ['eip155:5', 'eip155:01', 'solana:devnet', 'bitcoin', 'eip155:1:x']) {
    t.ok(isFieldIssue(resolveChain(bad, address)), `${bad} is refused`);
  }
});

t.test('a well-formed message has no issues', async (t) => {
  t.same(checkSignInMessage(good, expected()), []);
});

t.test('each check names its problem', async (t) => {
  const issues = (patch: Partial<SignInMessageFields>) =>
    checkSignInMessage({ ...good, ...patch }, expected()).map((i) => i.message);
  t.match(issues({ domain: 'mindmark.example.evil.com' }), [/is for/]);
  t.match(issues({ uri: 'https://evil.example' }), [/URI/]);
  t.match(issues({ uri: 'not a uri' }), [/URI/]);
  t.match(issues({ uri: null }), [/URI/]);
  t.match(issues({ scheme: 'http' }), [/scheme/]);
  t.match(issues({ version: '2' }), [/version/]);
  t.match(issues({ address: '0x0000000000000000000000000000000000000001' }), [/another address/]);
  t.match(issues({ chainId: '56' }), [/chain id must be 1/]);
  t.match(issues({ nonce: null }), [/nonce/]);
  t.match(issues({ nonce: 'short' }), [/nonce/]);
  t.match(issues({ issuedAt: null }), [/when it was issued/]);
  t.match(issues({ issuedAt: new Date(now.getTime() + 5 * 60_000) }), [/future/]);
  t.match(issues({ issuedAt: new Date(now.getTime() - 12 * 60_000) }), [/expired/]);
  t.match(issues({ expirationTime: now }), [/expired/]);
  t.match(issues({ notBefore: new Date(now.getTime() + 5 * 60_000) }), [/not valid yet/]);
  t.equal(issues({ domain: 'x', version: '2' }).length, 2, 'all problems are reported at once');
});
