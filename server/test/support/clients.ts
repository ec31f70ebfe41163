import {
  createTRPCClient,
  createWSClient,
  TRPCClientError,
  httpLink,
  type TRPCClient,
  wsLink,
} from '@trpc/client';
import superjson from 'superjson';
import WebSocket from 'ws';
import type { AppRouter } from '../../src/index.ts';
import type { TestApp } from './test-app.ts';

export type Client = TRPCClient<AppRouter>;

/** The HTTP status a failed call answered with. */
export function httpStatusOf(error: unknown): number | undefined {
  return error instanceof TRPCClientError
    ? (error as TRPCClientError<AppRouter>).data?.httpStatus
    : undefined;
}

/** A tRPC client over HTTP sending the given cookie or bearer token, and any more headers. */
export function httpClient(
  app: TestApp,
  auth: { cookie?: string; token?: string; headers?: Record<string, string> } = {},
): Client {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${app.url}/trpc`,
        transformer: superjson,
        headers: () => ({
          ...auth.headers,
          ...(auth.cookie ? { cookie: auth.cookie } : {}),
          ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
        }),
      }),
    ],
  });
}

/** A tRPC client over the websocket, as a browser on `origin` (default: the app's). */
export function wsClient(
  app: TestApp,
  opts: {
    cookie?: string;
    token?: string;
    origin?: string | null;
    /** More headers on the upgrade (a proxy's X-Forwarded-For, say). */
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  const origin = opts.origin === undefined ? app.url : opts.origin;
  if (origin) headers.origin = origin;
  const closes: { code: number }[] = [];
  const client = createWSClient({
    url: `${app.url.replace(/^http/, 'ws')}/trpc`,
    WebSocket: class extends WebSocket {
      constructor(url: string | URL) {
        super(url, { headers });
      }
    } as unknown as typeof globalThis.WebSocket,
    connectionParams: opts.token ? { token: opts.token } : undefined,
    retryDelayMs: () => 200,
    onClose: (cause) => closes.push({ code: cause?.code ?? 0 }),
  });
  const trpc = createTRPCClient<AppRouter>({ links: [wsLink({ client, transformer: superjson })] });
  return { trpc, client, closes, close: () => client.close() };
}

/**
 * Subscribes to the procedure at a dotted `path` ('teacher.onResponses'), for tests that
 * are generated from the router and so know procedures only by name.
 */
export function subscribeByPath(
  ws: ReturnType<typeof wsClient>,
  path: string,
  input: unknown,
  handlers: {
    onStarted?: () => void;
    onData?: (data: unknown) => void;
    onError?: (err: { message: string; data?: { httpStatus?: number } }) => void;
  },
): { unsubscribe(): void } {
  let node = ws.trpc as unknown as Record<string, unknown>;
  for (const part of path.split('.')) node = node[part] as Record<string, unknown>;
  const procedure = node as unknown as {
    subscribe: (input: unknown, handlers: object) => { unsubscribe(): void };
  };
  return procedure.subscribe(input, handlers);
}
