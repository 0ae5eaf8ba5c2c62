import { Alert, Button, Flex } from 'antd';
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
    // An Alert rather than antd's Result: Result bundles its large status illustrations
    // into every visitor's first load, for a screen almost nobody sees.
    return (
      <Flex justify="center" style={{ padding: '64px 16px' }}>
        <Alert
          type="warning"
          showIcon
          role="alert"
          style={{ maxWidth: 560, width: '100%' }}
          title={`The ${this.props.label} is unavailable right now`}
          description={
            <Flex vertical gap={12}>
              <span>
                Its server did not answer. The rest of Mindmark keeps working; try again in a moment.
              </span>
              <Flex gap={8} wrap>
                <Button type="primary" onClick={this.props.onRetry}>
                  Try again
                </Button>
                <Button href="/beta">Go to Mindmark beta</Button>
              </Flex>
            </Flex>
          }
        />
      </Flex>
    );
  }
}
