import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { WalletLinkProps } from './wallet-link-props.ts';

/**
 * The connect-and-prove flow as pages use it. wagmi, viem, @tanstack/react-query and the
 * Solana wallet adapter are behind this dynamic import, so they load only when a wallet
 * step or dialog opens, never with `/` or `/beta` (measured in bench/RESULTS.md).
 */
const WalletLinkPanel = lazy(() => import('./wallet-link-panel.tsx'));

export function WalletLink(props: WalletLinkProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} title={false} />}>
      <WalletLinkPanel {...props} />
    </Suspense>
  );
}
