import type { RemoteAppProps } from '@mindmark/mfe-kit/remote-app.ts';
import { useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { captureReferral } from '@mindmark/mfe-kit/referral.ts';
import { RemoteArea } from './remote-area.tsx';

export type ShellProps = Omit<RemoteAppProps, 'basename'>;

/** Whether this page has asked for the creator session (the boot skips it on /admin). */
let sessionRequested = !window.location.pathname.startsWith('/admin');

/** Top-level routes (docs/frontend.md): each area belongs to one remote; anything else goes home. */
export function ShellApp(props: ShellProps) {
  const location = useLocation();
  useEffect(() => {
    captureReferral(location.search);
  }, [location.search]);
  // Leaving the admin area for a creator page: load the creator session the boot skipped.
  const inAdmin = location.pathname.startsWith('/admin');
  useEffect(() => {
    const state = props.store.getState();
    if (!inAdmin && state.loading && !state.user && !sessionRequested) {
      sessionRequested = true;
      void state.fetchUser();
    }
  }, [inAdmin, props.store]);

  return (
    <Routes>
      <Route path="/" element={<RemoteArea remote="onboarding" basename="" {...props} />} />
      <Route path="/social-card" element={<RemoteArea remote="onboarding" basename="" {...props} />} />
      <Route path="/beta/*" element={<RemoteArea remote="beta" basename="/beta" {...props} />} />
      <Route path="/admin/*" element={<RemoteArea remote="admin" basename="/admin" {...props} />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
