import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import type { SessionStore } from '@mindmark/mfe-kit/session-store.ts';
import { AttentionEconomy } from '../components/attention-economy.tsx';
import { KolLeaderboard } from '../components/kol-leaderboard.tsx';
import { NarrativesPanel } from '../components/narratives-panel.tsx';

/** /beta: the narratives panel, the KOL leaderboard and the attention-economy text. */
export function LeaderboardPage({
  api,
  store,
  basename,
}: {
  api: ApiClient;
  store: SessionStore;
  basename: string;
}) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <h1 style={{ fontSize: 28, margin: 0 }}>AI Leaderboard</h1>
      <NarrativesPanel api={api} />
      <KolLeaderboard api={api} store={store} />
      <AttentionEconomy basename={basename} />
    </div>
  );
}
