import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The cache a first screen renders with on the server (docs/frontend.md, "First screen"): a
 * page rendered per request gets a fresh one holding that request's answers, never the
 * bundle's shared client, which would carry one visitor's answers into the next render.
 * Kept apart from render.tsx, which the browser never loads.
 */
export const FirstScreenQueryClient = createContext<QueryClient | null>(null);
