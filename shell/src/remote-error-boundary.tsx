import { Button, Result } from 'antd';
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
    return (
      <Result
        status="warning"
        title={`The ${this.props.label} is unavailable right now`}
        subTitle="Its server did not answer. The rest of Mindmark keeps working; try again in a moment."
        extra={[
          <Button key="retry" type="primary" onClick={this.props.onRetry}>
            Try again
          </Button>,
          <Button key="home" href="/beta">
            Go to Mindmark beta
          </Button>,
        ]}
      />
    );
  }
}
