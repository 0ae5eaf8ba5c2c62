export interface LinkedWallet {
  id: string;
  address: string;
  chain: string;
  label: string | null;
  symbol: string | null;
  explorer: string | null;
  rubyWalletScore: number | null;
  nomisWalletScore: number | null;
  primary: boolean;
}

export type NonceUse = 'ok' | 'unknown' | 'used' | 'expired';

export interface WalletRepository {
  createNonce(input: { nonce: string; userId: string; expiresAt: Date }): Promise<void>;
  /** Marks the nonce used if it is this user's, unused and unexpired, in one statement. */
  consumeNonce(nonce: string, userId: string, now: Date): Promise<NonceUse>;
  /** Null when nobody has linked the address. */
  ownerOf(address: string): Promise<string | null>;
  /**
   * Links the wallet, primary when the user has none. 'taken' when the address already
   * belongs to someone (the database's unique key decides, races included).
   */
  link(wallet: Omit<LinkedWallet, 'primary'> & { userId: string }): Promise<'linked' | 'taken'>;
  /** Removes the user's own wallet; the primary moves to their oldest other wallet or clears. */
  remove(userId: string, address: string): Promise<boolean>;
  listForUser(userId: string): Promise<LinkedWallet[]>;
}
