import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';
import { FirstScreenQueryClient } from '../first-screen/data.ts';
import { productQueryClient } from './query-client.ts';

/** Wraps a micro-frontend's root so its views share one cache (see query-client.ts). */
export function ApiQueryProvider({ children }: { children: ReactNode }) {
  // A server render of a first screen brings its own cache (first-screen/data.ts).
  const client = useContext(FirstScreenQueryClient) ?? productQueryClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
