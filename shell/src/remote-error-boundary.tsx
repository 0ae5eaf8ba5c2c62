import { Alert } from '@mindmark/mfe-kit/ui/alert.tsx';
import { Button, ButtonLink } from '@mindmark/mfe-kit/ui/button.tsx';
import { Component, type ReactNode } from 'react';

interface Props {
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load or to render, and says so in its own area. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    // Kept as a warning: the page handled it, and the console shows which remote failed.
    console.warn(`the ${this.props.label} could not be loaded:`, error.message);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // The kit's plain Alert: this must show even when antd's chunk is what failed to load.
    return (
      <div style={{ display: 'flex', justifyContent: 'center', padding: '64px 16px' }}>
        <Alert
          type="warning"
          role="alert"
          style={{ maxWidth: 560, width: '100%' }}
          title={`The ${this.props.label} is unavailable right now`}
          description={
            <div style={{ display: 'grid', gap: 12 }}>
              <span>
                Its server did not answer. The rest of Mindmark keeps working; try again in a moment.
              </span>
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                <Button type="primary" onClick={this.props.onRetry}>
                  Try again
                </Button>
                <ButtonLink href="/beta">Go to Mindmark beta</ButtonLink>
              </div>
            </div>
          }
        />
      </div>
    );
  }
}
