import type { ApiClient } from '../api-client.ts';
import type { OwnWallet } from '../api-contract.ts';

/** What a page hands the connect-and-prove flow. */
export interface WalletLinkProps {
  api: ApiClient;
  /** Called once the server has linked the wallet (points are paid by then). */
  onLinked: (wallet: OwnWallet) => void;
}
