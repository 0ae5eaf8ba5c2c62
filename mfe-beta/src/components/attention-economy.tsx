import { Panel } from '@mindmark/mfe-kit/panel.tsx';
import { Link } from 'react-router';

/** The "About the Attention Economy" text under the leaderboard. */
export function AttentionEconomy({ basename }: { basename: string }) {
  return (
    <Panel title="About the Attention Economy">
      <p style={{ marginTop: 0 }}>
        In crypto, attention moves before capital does. Mindshare measures how much of the conversation on X a
        narrative, a project or a creator holds: the share of engaged views of posts that mention it, against
        all tracked posts in the same window.
      </p>
      <p style={{ marginBottom: 0 }}>
        The Mindmark Score ranks creators by that attention, weighted by who listens (smart followers), how
        people respond (engagement and quality) and discounted for manipulation such as copy-paste rings and
        bought engagement. Every formula and weight is public in the{' '}
        <Link to={`${basename}/methodology`} style={{ textDecoration: 'underline' }}>
          methodology
        </Link>
        .
      </p>
    </Panel>
  );
}
