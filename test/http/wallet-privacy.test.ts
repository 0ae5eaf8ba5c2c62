import t from 'tap';
import { buildTestApp } from '../helpers/app.ts';
import { freshDatabase } from '../helpers/databases.ts';
import { addWallet, issueNonce, linkEvmWallet, me, signIn, solanaWallet } from '../helpers/points-actors.ts';

/**
 * DESIGN promise 4: the link between a handle and a wallet is private. Every public GET
 * route (taken from the server's own route list, so new ones are covered) is called by
 * a visitor and by another creator, with the owner's ids in its path parameters, and no
 * answer may contain the owner's addresses.
 */
t.test('no public answer carries a wallet address', async (t) => {
  const { app } = await buildTestApp(t, await freshDatabase(t, 'pglite'));
  const owner = await signIn(app, 'priv_owner');
  const evm = (await linkEvmWallet(app, owner)).wallet;
  const sol = solanaWallet();
  const message = sol.message(await issueNonce(app, owner));
  const linked = await addWallet(app, owner, {
    address: sol.address,
    chain: 'solana:mainnet',
    message,
    signature: sol.sign(message),
  });
  t.equal(linked.statusCode, 201);
  const ownerMe = await me(app, owner);
  t.equal(ownerMe.wallets.length, 2, 'the owner sees both wallets');
  const secrets = [evm.address.toLowerCase(), evm.address.slice(2).toLowerCase(), sol.address.toLowerCase()];

  const stranger = await signIn(app, 'priv_other');
  const values: Record<string, string> = {
    id: ownerMe.kol.id,
    username: 'priv_owner',
    slug: 'priv_owner',
  };
  const routes = app.accessTable.filter((r) => r.method === 'GET' && r.access === 'public');
  t.ok(routes.length > 3, `${routes.length} public GET routes`);
  for (const route of routes) {
    const url = route.url.replace(/:(\w+)/g, (_, name: string) => values[name] ?? ownerMe.id);
    for (const headers of [{}, stranger.headers]) {
      const res = await app.inject({ method: 'GET', url, headers });
      const body = res.body.toLowerCase();
      t.notOk(
        secrets.some((s) => body.includes(s)),
        `${route.url} (${Object.keys(headers).length ? 'creator' : 'visitor'}, ${res.statusCode}) carries no address`,
      );
    }
  }
  const card = await app.inject({ method: 'GET', url: '/api/me/social-card', headers: owner.headers });
  t.notOk(
    secrets.some((s) => card.body.toLowerCase().includes(s)),
    "the owner's own social card carries no address either: it is made to be shared",
  );
});
