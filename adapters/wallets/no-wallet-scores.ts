import type { WalletScoreSource } from '#core/ports/wallet-score-source.port.ts';

/** No scoring provider is wired in: every wallet scores null and the UI shows a dash. */
export const noWalletScores: WalletScoreSource = {
  scoresFor: async () => ({ rubyWalletScore: null, nomisWalletScore: null }),
};
