import { Type } from 'typebox';
import { IsoDateTime, Nullable } from './common.schema.ts';

export const WalletNonceResponse = Type.Object({
  nonce: Type.String({ description: 'Put in the message as its Nonce; single use' }),
  expiresAt: IsoDateTime,
  domain: Type.String({ description: 'The domain the message must name (host of the public origin)' }),
  uri: Type.String({ description: 'The URI the message must carry (the public origin)' }),
});

const Text = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

/** The wallet entry plus the proof of ownership (docs/data-model.md, "Wallet entry"). */
export const AddWalletBody = Type.Object({
  username: Type.Optional(
    Type.Unknown({ description: "Accepted from older clients and ignored: the user is the session's" }),
  ),
  address: Type.String({ minLength: 1, maxLength: 100 }),
  chain: Type.Optional(
    Type.String({
      maxLength: 64,
      description:
        'eip155:{chainId} (a supported EVM chain) or solana:mainnet; default eip155:1 for 0x addresses',
    }),
  ),
  label: Text(100),
  symbol: Text(20),
  explorer: Text(500),
  message: Type.String({
    minLength: 1,
    maxLength: 4000,
    description: 'EIP-4361 message (EVM) or Sign-In With Solana message, see docs/points-and-wallets.md',
  }),
  signature: Type.String({
    minLength: 1,
    maxLength: 300,
    description: '0x hex (EVM, 65 or 64 bytes) or base58 (Solana, 64 bytes)',
  }),
});

export const RemoveWalletBody = Type.Object({
  username: Type.Optional(
    Type.Unknown({ description: 'Ignored: only the caller’s own wallets can be removed' }),
  ),
  address: Type.String({ minLength: 1, maxLength: 100 }),
});

/** A wallet as its owner sees it (the only place a wallet address is ever answered). */
export const LinkedWalletSchema = Type.Object({
  address: Type.String(),
  chain: Type.String(),
  label: Nullable(Type.String()),
  symbol: Nullable(Type.String()),
  explorer: Nullable(Type.String()),
  primary: Type.Boolean(),
  rubyWalletScore: Nullable(Type.Number()),
  nomisWalletScore: Nullable(Type.Number()),
  walletScore: Nullable(Type.Number({ description: 'rubyWalletScore + 100 × nomisWalletScore, 2 decimals' })),
});

export const AddWalletResponse = Type.Object({ wallet: LinkedWalletSchema });
export const OwnWalletsResponse = Type.Object({ wallets: Type.Array(LinkedWalletSchema) });
export const RemoveWalletResponse = Type.Object({ ok: Type.Literal(true) });
