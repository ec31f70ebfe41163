import { randomUUID } from 'node:crypto';
import type { ChatEvent } from '@teachchat/shared';
import type { TRPCClient } from '@trpc/client';
import type { AppRouter } from '@teachchat/server/bench-api';
import {
  type ActivityPage,
  httpClient,
  type LiveClient,
  liveClient,
  openActivityPage,
} from './live-client.ts';
import type { BenchUser } from './population.ts';

/** One turn as the student's tab saw it. */
export interface TurnResult {
  /** From sending to the first streamed text on the socket. */
  firstDeltaMs: number | null;
  /** From sending to the send's answer. */
  sendMs: number;
  /** From sending to the saved reply on the socket. */
  totalMs: number;
  /** The conversation's live events the tab received meanwhile (its question's included). */
  events: number;
  status: 'complete' | 'error';
}

interface Waiting {
  sentAt: number;
  firstDeltaMs: number | null;
  sendMs: number | null;
  events: number;
  done(status: TurnResult['status']): void;
}

export interface ChatStudent {
  busy(): boolean;
  /** Sends a question and resolves once its reply is saved (rejects if the send fails). */
  ask(question: string): Promise<TurnResult>;
  close(): Promise<void>;
}

/** Where a student's requests go when the app runs as several nodes behind one address. */
export interface StudentRoute {
  /** The node its websocket lives on. */
  live: string;
  /** The node its sends go to over HTTP; by default they go over its websocket. */
  send?: string;
  /** The site's address, the Origin of its websocket. */
  origin: string;
}

/**
 * A signed-in student with the activity page open (its websocket holds the notifications and
 * the conversation's live events) who sends questions over that websocket as the web app
 * does (web/src/lib/trpc.ts, SOCKET_CALLS), each with a new clientMessageId, one at a time.
 * `to` is the app's URL, or a route over nodes.
 */
export async function openChatStudent(
  to: string | StudentRoute,
  user: BenchUser,
  activityId: string,
): Promise<ChatStudent> {
  const route: StudentRoute = typeof to === 'string' ? { live: to, origin: to } : to;
  const auth = { cookie: user.cookie };
  const live: LiveClient = liveClient(route.live, auth, undefined, route.origin);
  const http: TRPCClient<AppRouter> | undefined = route.send
    ? httpClient(route.send, auth)
    : undefined;
  let waiting: Waiting | undefined;
  const onEvent = (event: ChatEvent) => {
    if (!waiting) return;
    waiting.events++;
    if (event.type === 'delta' && waiting.firstDeltaMs === null) {
      waiting.firstDeltaMs = performance.now() - waiting.sentAt;
    }
    // One reply at a time: the assistant's saved message ends the turn.
    if (event.type === 'message' && event.message.sender === 'assistant') {
      waiting.done(event.message.status === 'error' ? 'error' : 'complete');
    }
  };
  const page: ActivityPage = openActivityPage(live, activityId, onEvent);
  await page.ready;
  return {
    busy: () => waiting !== undefined,
    ask(question) {
      return new Promise<TurnResult>((resolve, reject) => {
        const current: Waiting = {
          sentAt: performance.now(),
          firstDeltaMs: null,
          sendMs: null,
          events: 0,
          done: (status) => {
            waiting = undefined;
            resolve({
              firstDeltaMs: current.firstDeltaMs,
              sendMs: current.sendMs ?? Number.NaN,
              totalMs: performance.now() - current.sentAt,
              events: current.events,
              status,
            });
          },
        };
        waiting = current;
        (http ?? live.trpc).student.chat.send
          .mutate({ activityId, content: question, clientMessageId: randomUUID() })
          .then(
            () => (current.sendMs = performance.now() - current.sentAt),
            (err: unknown) => {
              waiting = undefined;
              reject(err instanceof Error ? err : new Error(String(err)));
            },
          );
      });
    },
    async close() {
      page.stop();
      await live.close();
    },
  };
}
