import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './trpc.ts';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}
