import type { Chain } from 'viem';
import {
  arbitrum,
  avalanche,
  base,
  bsc,
  celo,
  cronos,
  evmos,
  fantom,
  gnosis,
  kava,
  mainnet,
  mantle,
  moonbeam,
  moonriver,
  okc,
  opBNB,
  optimism,
  polygon,
  scroll,
  telos,
  zksync,
} from 'viem/chains';
import { type Config, type Connector, createConfig, http } from 'wagmi';
import { connect, disconnect, getConnection, signMessage, switchChain } from 'wagmi/actions';
import { SUPPORTED_EVM_CHAINS } from '../../../core/domain/wallet.ts';
import type { ConnectedSigner } from './prove-wallet.ts';

/** The chains the server accepts (core/domain/wallet.ts), Ethereum first: the default. */
const CHAINS = [
  mainnet,
  bsc,
  polygon,
  arbitrum,
  optimism,
  avalanche,
  fantom,
  gnosis,
  cronos,
  zksync,
  base,
  mantle,
  scroll,
  moonbeam,
  moonriver,
  kava,
  celo,
  evmos,
  opBNB,
  telos,
  okc,
] as const satisfies readonly Chain[];

export const isSupportedChain = (chainId: number) => SUPPORTED_EVM_CHAINS.some((c) => c.id === chainId);

/**
 * Injected wallets come from EIP-6963 announcements (wagmi's multi-provider discovery),
 * each under its own name and icon. Nothing is remembered between visits and nothing
 * reconnects on its own: linking is always an explicit act. Transports are declared
 * because wagmi needs one per chain; linking only signs, so no RPC call is ever made.
 */
export function createEvmConfig(): Config {
  return createConfig({
    chains: CHAINS,
    multiInjectedProviderDiscovery: true,
    storage: null,
    transports: Object.fromEntries(CHAINS.map((chain) => [chain.id, http()])) as Record<
      (typeof CHAINS)[number]['id'],
      ReturnType<typeof http>
    >,
  });
}

export type EvmConnection =
  | { status: 'connected'; signer: ConnectedSigner }
  | { status: 'wrong-chain'; chainId: number; address: string };

/** Connects the chosen wallet; an unsupported chain is reported, not signed on. */
export async function connectEvm(config: Config, connector: Connector): Promise<EvmConnection> {
  if (getConnection(config).status === 'connected') await disconnect(config);
  const { accounts, chainId } = await connect(config, { connector });
  const address = accounts[0];
  if (!isSupportedChain(chainId)) return { status: 'wrong-chain', chainId, address };
  return { status: 'connected', signer: evmSigner(config, connector, address, chainId) };
}

/** Asks the wallet to move to Ethereum (or any supported chain) and signs there. */
export async function switchEvm(config: Config, connector: Connector, address: string, chainId = 1) {
  await switchChain(config, { chainId: chainId as (typeof CHAINS)[number]['id'], connector });
  return evmSigner(config, connector, address, chainId);
}

function evmSigner(config: Config, connector: Connector, address: string, chainId: number): ConnectedSigner {
  const chain = SUPPORTED_EVM_CHAINS.find((c) => c.id === chainId)!;
  const explorer = CHAINS.find((c) => c.id === chainId)?.blockExplorers?.default.url ?? null;
  return {
    family: 'evm',
    address,
    chain: `eip155:${chainId}`,
    chainId,
    label: connector.name,
    symbol: chain.symbol,
    explorer,
    sign: (message) => signMessage(config, { message, account: address as `0x${string}`, connector }),
  };
}
