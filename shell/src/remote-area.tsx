import type { RemoteAppProps } from '@mindmark/mfe-kit/remote-app.ts';
import { Spinner } from '@mindmark/mfe-kit/ui/skeleton.tsx';
import { type ComponentType, lazy, Suspense, useMemo, useState } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import { loadedRemoteApp, loadRemoteApp, type RemoteKey } from './runtime-remotes.ts';

const LABEL: Record<RemoteKey, string> = { onboarding: 'onboarding', beta: 'beta', admin: 'admin panel' };

/**
 * One remote's area: a loading fallback while its code arrives and an error boundary
 * around it, so a remote whose origin is down only blanks its own area.
 */
export function RemoteArea(props: RemoteAppProps & { remote: RemoteKey }) {
  const { remote, ...appProps } = props;
  const [attempt, setAttempt] = useState(0);
  const App = useMemo(() => lazyRemote(remote, attempt), [remote, attempt]);
  return (
    <div data-remote-area={remote}>
      <RemoteErrorBoundary
        key={`${remote}-${attempt}`}
        label={LABEL[remote]}
        onRetry={() => setAttempt((n) => n + 1)}
      >
        <Suspense
          fallback={
            <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
              <Spinner label={`Loading ${LABEL[remote]}…`} />
            </div>
          }
        >
          <App {...appProps} />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}

/**
 * The App itself when this page already loaded it (the boot does, under a prerendered first
 * screen, so the static screen is replaced by the live one without a spinner in between);
 * otherwise a new lazy component per attempt: React keeps a rejected lazy rejected for good.
 */
function lazyRemote(remote: RemoteKey, attempt: number): ComponentType<RemoteAppProps> {
  const ready = attempt === 0 ? loadedRemoteApp(remote) : undefined;
  return ready ?? lazy(() => loadRemoteApp(remote));
}
