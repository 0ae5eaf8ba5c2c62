import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { displayedWalletScore } from '#core/domain/wallet.ts';
import type { LinkedWallet } from '#core/ports/wallet-repository.port.ts';
import type { LinkWallet } from '#core/use-cases/wallets/link-wallet.use-case.ts';
import type { ListWallets } from '#core/use-cases/wallets/list-wallets.use-case.ts';
import type { RemoveWallet } from '#core/use-cases/wallets/remove-wallet.use-case.ts';
import type { IssueWalletNonce } from '#core/use-cases/wallets/wallet-nonce.use-case.ts';
import { routeTable } from '#contracts/route-table.ts';

export interface WalletsRoutesOptions {
  issueNonce: IssueWalletNonce;
  linkWallet: LinkWallet;
  removeWallet: RemoveWallet;
  listWallets: ListWallets;
  publicOrigin: string;
}

/** Wallet linking with proof of ownership. Every route acts on the session's user only. */
export const walletsRoutes: FastifyPluginAsyncTypebox<WalletsRoutesOptions> = async (app, opts) => {
  const tags = ['wallets'];
  const security = [{ session: [] }];

  app.post(
    '/api/wallets/nonce',
    {
      config: { access: 'user', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'A single-use nonce (10 minutes, bound to you) for the message that proves a wallet',
        security,
        ...routeTable['POST /api/wallets/nonce'],
      },
    },
    async (request, reply) => {
      const issued = await opts.issueNonce(request.caller.user!.userId);
      return reply
        .status(201)
        .send({ ...issued, domain: new URL(opts.publicOrigin).host, uri: opts.publicOrigin });
    },
  );

  app.post(
    '/api/wallets/add',
    {
      config: { access: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Links a wallet after checking its signed EIP-4361 (EVM) or Sign-In With Solana message; 409 when already linked',
        security,
        ...routeTable['POST /api/wallets/add'],
      },
    },
    async (request, reply) => {
      const { username: _ignored, ...entry } = request.body;
      const wallet = await opts.linkWallet(request.caller.user!.userId, entry);
      return reply.status(201).send({ wallet: ownWallet(wallet) });
    },
  );

  app.get(
    '/api/me/wallets',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Your own linked wallets with their addresses (nobody else ever sees them), primary first',
        security,
        ...routeTable['GET /api/me/wallets'],
      },
    },
    async (request) => ({
      wallets: (await opts.listWallets(request.caller.user!.userId)).map(ownWallet),
    }),
  );

  app.post(
    '/api/wallets/remove',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Unlinks one of your wallets; the primary moves to another linked wallet or clears',
        security,
        ...routeTable['POST /api/wallets/remove'],
      },
    },
    async (request) => {
      await opts.removeWallet(request.caller.user!.userId, request.body.address);
      return { ok: true as const };
    },
  );
};

/** A wallet as its owner sees it. */
function ownWallet(wallet: LinkedWallet) {
  return {
    address: wallet.address,
    chain: wallet.chain,
    label: wallet.label,
    symbol: wallet.symbol,
    explorer: wallet.explorer,
    primary: wallet.primary,
    rubyWalletScore: wallet.rubyWalletScore,
    nomisWalletScore: wallet.nomisWalletScore,
    walletScore: displayedWalletScore(wallet.rubyWalletScore, wallet.nomisWalletScore),
  };
}
