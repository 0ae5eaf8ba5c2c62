export interface WalletScores {
  rubyWalletScore: number | null;
  nomisWalletScore: number | null;
}

/** Where wallet scores come from (a scoring provider); null scores make the UI show a dash. */
export interface WalletScoreSource {
  scoresFor(address: string, chain: string): Promise<WalletScores>;
}
