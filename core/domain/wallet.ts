/** What the client sends to link a wallet (docs/data-model.md, "Wallet entry"), before proof is added. */
export interface WalletEntry {
  username: string;
  address: string;
  chain: string;
  label: string | null;
  symbol: string | null;
  explorer: string | null;
}

export interface EvmChain {
  id: number;
  name: string;
  symbol: string;
}

/** The supported EVM chains (docs/data-model.md, "Wallet entry"). Default chain id is 1. */
export const SUPPORTED_EVM_CHAINS: readonly EvmChain[] = [
  { id: 1, name: 'Ethereum', symbol: 'ETH' },
  { id: 56, name: 'BNB Chain', symbol: 'BNB' },
  { id: 137, name: 'Polygon', symbol: 'POL' },
  { id: 42161, name: 'Arbitrum', symbol: 'ETH' },
  { id: 10, name: 'Optimism', symbol: 'ETH' },
  { id: 43114, name: 'Avalanche', symbol: 'AVAX' },
  { id: 250, name: 'Fantom', symbol: 'FTM' },
  { id: 100, name: 'Gnosis', symbol: 'xDAI' },
  { id: 25, name: 'Cronos', symbol: 'CRO' },
  { id: 324, name: 'zkSync Era', symbol: 'ETH' },
  { id: 8453, name: 'Base', symbol: 'ETH' },
  { id: 5000, name: 'Mantle', symbol: 'MNT' },
  { id: 534352, name: 'Scroll', symbol: 'ETH' },
  { id: 1284, name: 'Moonbeam', symbol: 'GLMR' },
  { id: 1285, name: 'Moonriver', symbol: 'MOVR' },
  { id: 2222, name: 'Kava EVM', symbol: 'KAVA' },
  { id: 42220, name: 'Celo', symbol: 'CELO' },
  { id: 9001, name: 'Evmos', symbol: 'EVMOS' },
  { id: 204, name: 'opBNB', symbol: 'BNB' },
  { id: 40, name: 'Telos', symbol: 'TLOS' },
  { id: 66, name: 'OKT Chain', symbol: 'OKT' },
];
export const DEFAULT_EVM_CHAIN_ID = 1;

/** Wallet score shown = rubyWalletScore + 100 × nomisWalletScore; null when neither is known (docs/data-model.md). */
export function displayedWalletScore(ruby: number | null, nomis: number | null): number | null {
  if (ruby == null && nomis == null) return null;
  return Math.round(((ruby ?? 0) + 100 * (nomis ?? 0)) * 100) / 100;
}
