import {
  createTRPCClient,
  createWSClient,
  httpBatchLink,
  httpLink,
  splitLink,
  type TRPCClient,
  wsLink,
} from '@trpc/client';
import superjson from 'superjson';
import WebSocket from 'ws';
import type { ChatEvent } from '@teachchat/shared';
import type { AppRouter } from '@teachchat/server/bench-api';

export type Auth = { cookie?: string; token?: string };

export interface LiveClient {
  trpc: TRPCClient<AppRouter>;
  /** Completes the subscriptions on this side and closes the socket. */
  close(): Promise<void>;
}

/**
 * One browser tab's websocket, as the web app opens it (same-origin, the session cookie on
 * the upgrade), or a script's (an API token in connectionParams). `onDrop` hears of closes
 * the benchmark did not ask for. `origin` is the site's address when `url` is one node of
 * several behind it.
 */
export function liveClient(
  url: string,
  auth: Auth,
  onDrop?: (code: number) => void,
  origin = url,
): LiveClient {
  const headers: Record<string, string> = { origin };
  if (auth.cookie) headers.cookie = auth.cookie;
  let closing = false;
  const client = createWSClient({
    url: `${url.replace(/^http/, 'ws')}/trpc`,
    WebSocket: class extends WebSocket {
      constructor(u: string | URL) {
        super(u, { headers });
      }
    } as unknown as typeof globalThis.WebSocket,
    connectionParams: auth.token ? { token: auth.token } : undefined,
    onClose: (cause) => {
      if (!closing) onDrop?.(cause?.code ?? 0);
    },
  });
  return {
    trpc: createTRPCClient<AppRouter>({ links: [wsLink({ client, transformer: superjson })] }),
    close: async () => {
      closing = true;
      await client.close();
    },
  };
}

/** Queries and mutations over HTTP as the web app sends them (web/src/lib/trpc.ts): queries
 * batched, mutations at once, with the cookie. */
export function httpClient(url: string, auth: Auth): TRPCClient<AppRouter> {
  const http = {
    url: `${url}/trpc`,
    transformer: superjson,
    headers: {
      ...(auth.cookie ? { cookie: auth.cookie } : {}),
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
    },
  };
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'mutation',
        true: httpLink(http),
        false: httpBatchLink(http),
      }),
    ],
  });
}

export interface ActivityPage {
  /** Both subscriptions started and the conversation's status arrived. */
  ready: Promise<void>;
  /** Unsubscribes, as leaving the page does. */
  stop(): void;
}

/**
 * What a student's activity page holds open on its websocket: the notifications menu's
 * subscription and the conversation's live events. `onEvent` sees every chat event.
 */
export function openActivityPage(
  live: LiveClient,
  activityId: string,
  onEvent?: (event: ChatEvent) => void,
): ActivityPage {
  let waiting = 2;
  let settle: { resolve(): void; reject(err: unknown): void } | undefined;
  let timer: NodeJS.Timeout | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
    timer = setTimeout(() => reject(new Error('a subscription did not start in 30 s')), 30_000);
  }).finally(() => clearTimeout(timer));
  const started = () => {
    if (--waiting === 0) settle?.resolve();
  };
  const notifications = live.trpc.me.onNotification.subscribe(undefined, {
    onStarted: started,
    onError: (err) => settle?.reject(err),
  });
  let sawStatus = false;
  const chat = live.trpc.student.chat.onEvents.subscribe(
    { activityId },
    {
      onData: ({ data }) => {
        if (data.type === 'status' && !sawStatus) {
          sawStatus = true;
          started();
        }
        onEvent?.(data);
      },
      onError: (err) => settle?.reject(err),
    },
  );
  return {
    ready,
    stop: () => {
      notifications.unsubscribe();
      chat.unsubscribe();
    },
  };
}
