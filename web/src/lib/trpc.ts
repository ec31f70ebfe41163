import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import {
  TRPCClientError,
  createTRPCClient,
  createWSClient,
  httpBatchLink,
  httpLink,
  splitLink,
  wsLink,
} from '@trpc/client';
import { createTRPCContext, createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import superjson from 'superjson';
import type { AppRouter } from '@teachchat/server';

export type { AppRouter };

/** The websocket endpoint shares the page's origin: ws(s)://host/trpc. */
export function trpcWebSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/trpc`;
}

/** A 4xx answer will not change on retry; network failures and 5xx may. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
    if (status !== undefined && status < 500) return false;
  }
  return failureCount < 2;
}

export function isUnauthorized(error: unknown): boolean {
  return (
    error instanceof TRPCClientError &&
    (error.data as { code?: string } | undefined)?.code === 'UNAUTHORIZED'
  );
}

// A call refused for want of a session means the session ended (expired, or signed out in
// another tab): re-read it, and the signed-in layouts send the user to /auth.
const onError = (error: unknown) => {
  if (isUnauthorized(error)) void queryClient.invalidateQueries(trpc.public.session.queryFilter());
};

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError }),
  mutationCache: new MutationCache({ onError }),
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry },
  },
});

// Lazy: the socket opens with the first subscription (signed-in layouts only), so anonymous
// visitors never open one, and it closes 10 s after the last subscription ends.
// The address is read when the socket opens, so the module also loads where there is no
// window (the landing page's prerender, web/prerender.ts).
const wsClient = createWSClient({
  url: () => trpcWebSocketUrl(window.location),
  lazy: { enabled: true, closeMs: 10_000 },
  keepAlive: { enabled: true },
});

const http = {
  url: '/trpc',
  transformer: superjson,
  fetch: (url: URL | RequestInfo, init?: RequestInit) =>
    fetch(url, { ...init, credentials: 'same-origin' }),
};

/**
 * Calls that go over the websocket besides subscriptions: a chat message, sent over the
 * socket its page holds open for the reply. A class sends one a turn each, and over HTTP it
 * cost the server a fifth more CPU a turn (docs/benchmarks.md, turn.ts). The server checks
 * who sends it as it checks an HTTP request (server/src/trpc/init.ts).
 */
const SOCKET_CALLS: ReadonlySet<string> = new Set(['student.chat.send']);

/**
 * Whether a call goes over the websocket: subscriptions always; SOCKET_CALLS while the
 * socket is open, and over HTTP otherwise rather than waiting for a socket that may not
 * come back (a network that refuses websockets).
 */
export function goesOverSocket(op: { type: string; path: string }, socketOpen: boolean) {
  return op.type === 'subscription' || (socketOpen && SOCKET_CALLS.has(op.path));
}

// Queries a page makes together go in one request; a mutation (a click) goes at once, not
// after the batch's wait for company it seldom has.
export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      // 'pending': the socket is open and answering.
      condition: (op) => goesOverSocket(op, wsClient.connectionState.get().state === 'pending'),
      true: wsLink({ client: wsClient, transformer: superjson }),
      false: splitLink({
        condition: (op) => op.type === 'mutation',
        true: httpLink(http),
        false: httpBatchLink({ ...http, maxURLLength: 2083 }),
      }),
    }),
  ],
});

/** For loaders and other code outside React; components use `useTRPC()`. */
export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
export type Trpc = typeof trpc;

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();
