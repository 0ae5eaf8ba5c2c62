import { Panel } from '@mindmark/mfe-kit/panel.tsx';

/** /beta/for-business: the spec does not show its contents; a short pitch for now. */
export function ForBusinessPage() {
  return (
    <section>
      <h1 style={{ fontSize: 28, margin: '0 0 12px' }}>For business</h1>
      <Panel>
        <p style={{ margin: 0 }}>
          Mindmark for projects and agencies: track your mindshare, find the creators who move it, and reward
          their content from a pool that never overspends.
        </p>
      </Panel>
    </section>
  );
}
