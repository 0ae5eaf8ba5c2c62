import t from 'tap';
import { getAddress } from 'viem';
import { buildTestApp } from '../helpers/app.ts';
import { eachBackend, freshDatabase, postgresOnly } from '../helpers/databases.ts';
import {
  addWallet,
  evmWallet,
  issueNonce,
  linkEvmWallet,
  me,
  ORIGIN,
  removeWallet,
  signIn,
  socialCard,
  solanaWallet,
} from '../helpers/points-actors.ts';

t.test('linking wallets with proof of ownership', async (t) => {
  await eachBackend(t, async (t, database) => {
    const { app } = await buildTestApp(t, database);
    const alice = await signIn(app, 'alice');
    const bob = await signIn(app, 'bob');

    await t.test('a valid EVM proof links the wallet, checksummed, as primary', async (t) => {
      const wallet = evmWallet();
      const nonce = await issueNonce(app, alice);
      const message = wallet.message(nonce);
      const res = await addWallet(app, alice, {
        username: 'bob', // never trusted: the wallet goes to the session's user
        address: wallet.address.toLowerCase(),
        chain: 'eip155:1',
        label: 'MetaMask',
        symbol: 'ETH',
        explorer: 'https://etherscan.io',
        message,
        signature: await wallet.sign(message),
      });
      t.equal(res.statusCode, 201, res.body);
      t.match(res.json().wallet, {
        address: getAddress(wallet.address),
        chain: 'eip155:1',
        label: 'MetaMask',
        primary: true,
        rubyWalletScore: null,
        nomisWalletScore: null,
        walletScore: null,
      });
      const mine = await me(app, alice);
      t.same(
        mine.wallets.map((w: { address: string }) => w.address),
        [wallet.address],
      );
      t.same(mine.primaryWallet, { address: wallet.address });
      t.same((await me(app, bob)).wallets, [], 'the username in the body is ignored');

      const replay = await addWallet(app, alice, {
        address: wallet.address,
        message,
        signature: await wallet.sign(message),
      });
      t.equal(replay.statusCode, 400, 'a replayed nonce is refused');
      t.match(replay.json().message, /nonce has already been used/);
    });

    await t.test('a valid Solana proof links the wallet', async (t) => {
      const wallet = solanaWallet();
      const nonce = await issueNonce(app, bob);
      const message = wallet.message(nonce);
      const res = await addWallet(app, bob, {
        address: wallet.address,
        chain: 'solana:mainnet',
        message,
        signature: wallet.sign(message),
      });
      t.equal(res.statusCode, 201, res.body);
      t.match(res.json().wallet, { address: wallet.address, chain: 'solana:mainnet', primary: true });
    });

    await t.test(
      'a chain on the supported list other than mainnet works when the message agrees',
      async (t) => {
        const { res } = await linkEvmWallet(app, bob, evmWallet(), 8453);
        t.equal(res.statusCode, 201, res.body);
        t.equal(res.json().wallet.chain, 'eip155:8453');
        t.equal(res.json().wallet.primary, false, 'the first wallet stays primary');
      },
    );

    await t.test('bad proofs are each refused with a clear 400', async (t) => {
      const wallet = evmWallet();
      const other = evmWallet();
      const refused = async (
        name: string,
        build: (nonce: string) => Promise<Record<string, unknown>>,
        pattern: RegExp,
      ) => {
        const res = await addWallet(app, alice, await build(await issueNonce(app, alice)));
        t.equal(res.statusCode, 400, `${name}: 400`);
        t.match(res.json().message, pattern, `${name}: ${res.json().message}`);
      };
      const signed = async (message: string, body: Record<string, unknown> = {}) => ({
        address: wallet.address,
        chain: 'eip155:1',
        message,
        signature: await wallet.sign(message),
        ...body,
      });

      await refused(
        'wrong domain',
        (n) => signed(wallet.message(n, { domain: 'evil.example' })),
        /is for "evil\.example"/,
      );
      await refused(
        'wrong URI',
        (n) => signed(wallet.message(n, { uri: 'https://evil.example/login' })),
        /URI must be on http:\/\/localhost:3000/,
      );
      await refused(
        'expired message',
        (n) => signed(wallet.message(n, { expirationTime: new Date(Date.now() - 1000) })),
        /expired/,
      );
      await refused(
        'message issued long ago',
        (n) => signed(wallet.message(n, { issuedAt: new Date(Date.now() - 30 * 60_000) })),
        /expired/,
      );
      await refused(
        'unsupported chain',
        (n) => signed(wallet.message(n, { chainId: 5 }), { chain: 'eip155:5' }),
        /Unsupported chain "eip155:5"/,
      );
      await refused(
        'message chain differs from the wallet chain',
        (n) => signed(wallet.message(n, { chainId: 137 })),
        /chain id must be 1/,
      );
      await refused(
        'signature from another key',
        async (n) => {
          const message = wallet.message(n);
          return { address: wallet.address, message, signature: await other.sign(message) };
        },
        /signature was not made by this address/,
      );
      await refused('message for another address', (n) => signed(other.message(n)), /names another address/);
      await refused(
        'malformed EVM address',
        (n) => signed(wallet.message(n), { address: '0x1234' }),
        /Malformed EVM address/,
      );
      await refused(
        'bad EIP-55 checksum',
        (n) =>
          signed(wallet.message(n), {
            address: `0x${[...wallet.address.slice(2)].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('')}`,
          }),
        /Malformed EVM address/,
      );
      await refused('not a SIWE message', (n) => signed(`hello ${n}`), /not a Sign-In with Ethereum/);
      await refused(
        'a nonce never issued',
        (_n) => signed(wallet.message('abcdefgh12345678')),
        /not issued to you/,
      );
      await refused(
        "another user's nonce",
        async () => signed(wallet.message(await issueNonce(app, bob))),
        /not issued to you/,
      );
      await refused(
        'malformed signature',
        (n) => signed(wallet.message(n), { signature: '0xdeadbeef' }),
        /signature/,
      );

      const sol = solanaWallet();
      const otherSol = solanaWallet();
      await refused(
        'malformed Solana address',
        async (n) => ({
          address: 'not-base58!',
          chain: 'solana:mainnet',
          message: sol.message(n),
          signature: 'x',
        }),
        /Malformed Solana address/,
      );
      await refused(
        'Solana key of the wrong length',
        async (n) => ({ address: '1111', chain: 'solana:mainnet', message: sol.message(n), signature: 'x' }),
        /Malformed Solana address/,
      );
      await refused(
        'Solana signature from another key',
        async (n) => {
          const message = sol.message(n);
          return {
            address: sol.address,
            chain: 'solana:mainnet',
            message,
            signature: otherSol.sign(message),
          };
        },
        /signature was not made by this address/,
      );
      await refused(
        'Solana message for another domain',
        async (n) => {
          const message = sol.message(n, { domain: 'evil.example' });
          return { address: sol.address, chain: 'solana:mainnet', message, signature: sol.sign(message) };
        },
        /is for "evil\.example"/,
      );
      t.same((await me(app, alice)).wallets.length, 1, 'nothing was linked by the refused attempts');
    });

    await t.test('an unused nonce still works after refused attempts, and only once', async (t) => {
      const wallet = evmWallet();
      const nonce = await issueNonce(app, alice);
      const bad = wallet.message(nonce, { domain: 'evil.example' });
      t.equal(
        (
          await addWallet(app, alice, {
            address: wallet.address,
            message: bad,
            signature: await wallet.sign(bad),
          })
        ).statusCode,
        400,
      );
      const good = wallet.message(nonce);
      const body = { address: wallet.address, message: good, signature: await wallet.sign(good) };
      t.equal((await addWallet(app, alice, body)).statusCode, 201);
    });

    await t.test('one address belongs to one user: a second link is 409', async (t) => {
      const wallet = evmWallet();
      t.equal((await linkEvmWallet(app, alice, wallet)).res.statusCode, 201);
      const again = await linkEvmWallet(app, alice, wallet);
      t.equal(again.res.statusCode, 409);
      t.match(again.res.json().message, /already linked to your account/);
      const stolen = await linkEvmWallet(app, bob, wallet);
      t.equal(stolen.res.statusCode, 409);
      t.match(stolen.res.json().message, /linked to another account/);
    });

    await t.test('the routes require a session and a same-origin Origin', async (t) => {
      t.equal((await app.inject({ method: 'POST', url: '/api/wallets/nonce' })).statusCode, 401);
      const crossSite = await app.inject({
        method: 'POST',
        url: '/api/wallets/nonce',
        headers: { cookie: alice.cookie, origin: 'https://evil.example' },
      });
      t.equal(crossSite.statusCode, 403);
      const anonymous = await app.inject({
        method: 'POST',
        url: '/api/wallets/add',
        headers: { origin: ORIGIN },
        payload: { address: '0x', message: 'm', signature: 's' },
      });
      t.equal(anonymous.statusCode, 401);
      const noBody = await app.inject({
        method: 'POST',
        url: '/api/wallets/add',
        headers: alice.mutating,
        payload: {},
      });
      t.equal(noBody.statusCode, 400, 'a missing body field is a 400, not a 500');
    });
  });
});

t.test('removing wallets', async (t) => {
  await eachBackend(t, async (t, database) => {
    const { app } = await buildTestApp(t, database);
    const carol = await signIn(app, 'carol');
    const dave = await signIn(app, 'dave');
    const first = (await linkEvmWallet(app, carol)).wallet;
    const second = solanaWallet();
    const nonce = await issueNonce(app, carol);
    const message = second.message(nonce);
    const linked = await addWallet(app, carol, {
      address: second.address,
      chain: 'solana:mainnet',
      message,
      signature: second.sign(message),
    });
    t.equal(linked.statusCode, 201);
    t.same((await me(app, carol)).primaryWallet, { address: first.address });

    const own = await app.inject({ method: 'GET', url: '/api/me/wallets', headers: carol.headers });
    t.equal(own.statusCode, 200, own.body);
    t.same(
      own.json().wallets.map((w: { address: string; primary: boolean }) => [w.address, w.primary]),
      [
        [first.address, true],
        [second.address, false],
      ],
      'the owner lists their own wallets with addresses, primary first',
    );
    const strangers = await app.inject({ method: 'GET', url: '/api/me/wallets', headers: dave.headers });
    t.same(strangers.json().wallets, [], "another user's list never shows them");
    t.same(
      (await socialCard(app, carol)).linkedWallets,
      { evm: true, solana: true },
      'the card says which kinds are proven',
    );

    const foreign = await removeWallet(app, dave, first.address);
    t.equal(foreign.statusCode, 404, "another user's wallet cannot be removed (and is not revealed)");
    t.equal((await me(app, carol)).wallets.length, 2);
    t.equal((await removeWallet(app, carol, '0xnot-an-address')).statusCode, 400);

    const removed = await removeWallet(app, carol, first.address.toLowerCase());
    t.equal(removed.statusCode, 200, removed.body);
    t.same(
      (await me(app, carol)).primaryWallet,
      { address: second.address },
      'the primary moves to the other wallet',
    );

    t.equal((await removeWallet(app, carol, second.address)).statusCode, 200);
    const after = await me(app, carol);
    t.same(after.wallets, []);
    t.equal(after.primaryWallet, null, 'the primary clears with the last wallet');

    const card = await socialCard(app, carol);
    t.equal(card.missions.find((m: { id: string }) => m.id === 'connect-wallet').completed, false);
    t.same(card.linkedWallets, { evm: false, solana: false }, 'and the card forgets them');
    const relinked = await linkEvmWallet(app, carol, first);
    t.equal(relinked.res.statusCode, 201, 'a removed address can be linked again');
    t.equal(
      (await me(app, carol)).earnedPoints,
      card.earnedPoints,
      'linking again pays the mission no second time',
    );
  });
});

t.test('races on the real PostgreSQL', async (t) => {
  await postgresOnly(t, 'postgres', async (t) => {
    const { app } = await buildTestApp(t, await freshDatabase(t, 'postgres'));
    const erin = await signIn(app, 'erin');
    const frank = await signIn(app, 'frank');

    const wallet = evmWallet();
    const nonce = await issueNonce(app, erin);
    const message = wallet.message(nonce);
    const body = { address: wallet.address, message, signature: await wallet.sign(message) };
    const replays = await Promise.all(Array.from({ length: 10 }, () => addWallet(app, erin, body)));
    t.same(
      replays.map((r) => r.statusCode).sort(),
      [201, ...Array(9).fill(400)],
      'one nonce sent ten times at once links once',
    );

    const contested = evmWallet();
    const attempts = await Promise.all(
      [erin, frank, erin, frank].map(async (who) => {
        const n = await issueNonce(app, who);
        const m = contested.message(n);
        return addWallet(app, who, {
          address: contested.address,
          message: m,
          signature: await contested.sign(m),
        });
      }),
    );
    t.same(
      attempts.map((r) => r.statusCode).sort(),
      [201, 409, 409, 409],
      'one address raced by two users has one owner',
    );
  });
});
