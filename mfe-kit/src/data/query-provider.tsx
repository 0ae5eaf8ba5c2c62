import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { productQueryClient } from './query-client.ts';

/** Wraps a micro-frontend's root so its views share one cache (see query-client.ts). */
export function ApiQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={productQueryClient()}>{children}</QueryClientProvider>;
}
