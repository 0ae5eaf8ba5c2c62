import { antdLazy } from '@mindmark/mfe-kit/antd-lazy.tsx';
import { type ComponentProps, Suspense, useEffect, useState } from 'react';
import type { KolProfileDialog } from './kol-profile-dialog.tsx';

const Dialog = antdLazy(() =>
  import('./kol-profile-dialog.tsx').then((m) => ({ default: m.KolProfileDialog })),
);

/**
 * The KOL profile dialog, fetched on the first row click instead of with the page: its code,
 * antd's and the score receipt's are not needed to paint the leaderboard (docs/frontend.md,
 * first-load budget). Once opened it stays mounted, so closing keeps its animation.
 */
export function KolProfileDialogLazy(props: ComponentProps<typeof KolProfileDialog>) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (props.kol) setWanted(true);
  }, [props.kol]);
  if (!wanted && !props.kol) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
