import WebSocket from 'ws';
import type { TestApp } from './test-app.ts';

/**
 * tRPC spoken by hand, over HTTP and the websocket, so a test can send what no typed client
 * would: any JSON, broken JSON, bodies outside superjson's `{json, meta}` shape.
 */

/** What the server answered: its status (on the websocket, the error's httpStatus). */
export interface Outcome {
  /** 200 accepted, 4xx/5xx refused, 0 answered nothing (garbage quietly dropped). */
  status: number;
  /** The human-readable parts of the answer: the error message and any field messages. */
  messages: string[];
  /** The answer, cut short, for failure reports. */
  raw: string;
}

/**
 * JSON text of a plain value, as JSON.stringify writes it (own keys such as `__proto__`
 * included), without recursion: inputs nested thousands deep would overflow the stack.
 */
export function jsonText(value: unknown): string {
  const out: string[] = [];
  const work: ({ text: string } | { value: unknown })[] = [{ value }];
  for (let item = work.pop(); item; item = work.pop()) {
    if ('text' in item) {
      out.push(item.text);
      continue;
    }
    const v = item.value;
    if (Array.isArray(v)) {
      const parts = v.flatMap((e, i) => [...(i ? [{ text: ',' }] : []), { value: e ?? null }]);
      work.push({ text: ']' }, ...parts.reverse(), { text: '[' });
    } else if (v && typeof v === 'object') {
      const entries = Object.entries(v).filter(([, e]) => e !== undefined);
      const parts = entries.flatMap(([k, e], i) => [
        { text: `${i ? ',' : ''}${JSON.stringify(k)}:` },
        { value: e },
      ]);
      work.push({ text: '}' }, ...parts.reverse(), { text: '{' });
    } else out.push(JSON.stringify(v) ?? 'null');
  }
  return out.join('');
}

/** `{"json": value}` as JSON text: superjson's shape for a plain value. */
export function superjsonText(value: unknown): string | undefined {
  return value === undefined ? undefined : `{"json":${jsonText(value)}}`;
}

interface ErrorShape {
  message?: unknown;
  statusCode?: unknown;
  data?: {
    httpStatus?: unknown;
    zodError?: { formErrors?: unknown[]; fieldErrors?: Record<string, unknown[]> } | null;
  };
}

/** Statuses and messages of tRPC errors (single, batched, websocket) and fastify errors. */
export function readErrors(body: unknown): { statuses: number[]; messages: string[] } {
  const statuses: number[] = [];
  const messages: string[] = [];
  const visit = (item: unknown) => {
    if (!item || typeof item !== 'object') return;
    const wrapper = (item as { error?: unknown }).error;
    const err = (
      wrapper && typeof wrapper === 'object'
        ? ((wrapper as { json?: unknown }).json ?? wrapper)
        : 'statusCode' in item
          ? item
          : null
    ) as ErrorShape | null;
    if (!err) return;
    if (typeof err.message === 'string') messages.push(err.message);
    const status = err.data?.httpStatus ?? err.statusCode;
    if (typeof status === 'number') statuses.push(status);
    const zod = err.data?.zodError;
    for (const m of [...(zod?.formErrors ?? []), ...Object.values(zod?.fieldErrors ?? {}).flat()])
      if (typeof m === 'string') messages.push(m);
  };
  if (Array.isArray(body)) body.forEach(visit);
  else visit(body);
  return { statuses, messages };
}

export interface HttpRequest {
  method: 'GET' | 'POST';
  /** The path after /trpc/ (a batch is `a,b`). */
  path: string;
  /** The query string, without `?`. */
  query?: string;
  body?: string | Uint8Array;
  contentType?: string;
}

export async function httpCall(app: TestApp, req: HttpRequest, cookie?: string): Promise<Outcome> {
  const res = await fetch(`${app.url}/trpc/${req.path}${req.query ? `?${req.query}` : ''}`, {
    method: req.method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(req.method === 'POST' ? { 'content-type': req.contentType ?? 'application/json' } : {}),
    },
    body: req.body,
  });
  const text = await res.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: only the status tells.
  }
  const { statuses, messages } = readErrors(body);
  return { status: Math.max(res.status, ...statuses), messages, raw: text.slice(0, 600) };
}

type Frame = Record<string, unknown> & { id?: unknown };

/** One websocket with the app, reading frames in order. */
export class RawSocket {
  private frames: (Frame | 'PONG')[] = [];
  private wake: (() => void) | undefined;
  private readonly ws: WebSocket;
  closed = false;

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (data: Buffer) => {
      const text = data.toString();
      if (text === 'PONG') this.frames.push('PONG');
      else if (text !== 'PING') this.frames.push(JSON.parse(text) as Frame);
      this.wake?.();
    });
    ws.on('close', () => {
      this.closed = true;
      this.wake?.();
    });
  }

  static open(app: TestApp, cookie?: string): Promise<RawSocket> {
    const ws = new WebSocket(`${app.url.replace(/^http/, 'ws')}/trpc`, {
      headers: { origin: app.url, ...(cookie ? { cookie } : {}) },
    });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new RawSocket(ws)));
      ws.once('error', reject);
    });
  }

  send(frame: string | Buffer, opts: { binary?: boolean } = {}) {
    if (!this.closed) this.ws.send(frame, { binary: opts.binary ?? typeof frame !== 'string' });
  }

  /** The first frame matching `match` (taken out of the queue), or undefined at the deadline. */
  async next(match: (f: Frame | 'PONG') => boolean, waitMs: number) {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const at = this.frames.findIndex(match);
      if (at >= 0) return this.frames.splice(at, 1)[0];
      if (this.closed || Date.now() >= deadline) return undefined;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, deadline - Date.now());
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Drops queued frames, such as the data of a subscription already stopped. */
  discard(match: (f: Frame | 'PONG') => boolean) {
    this.frames = this.frames.filter((f) => !match(f));
  }

  close() {
    this.ws.close();
  }
}

const errorOutcome = (frame: Frame): Outcome => {
  const { statuses, messages } = readErrors(frame);
  return { status: Math.max(0, ...statuses), messages, raw: JSON.stringify(frame).slice(0, 600) };
};

/**
 * Sends one subscription request (`frame`, carrying `id`) and stops it again if it
 * started. A started subscription gets `settleMs` to fail on what it looks up (an unknown
 * activity, …); an error that comes later, while it stops, still counts.
 */
export async function wsSubscribe(
  socket: RawSocket,
  id: number,
  frame: string,
  opts: { settleMs: number },
): Promise<Outcome> {
  socket.send(frame);
  // Unparsable requests are answered with id null: the server could not read the id.
  const mine = (f: Frame | 'PONG') => f !== 'PONG' && (f.id === id || f.id === null);
  try {
    const first = await socket.next(mine, 10_000);
    if (!first || first === 'PONG')
      return { status: socket.closed ? 0 : 504, messages: [], raw: 'no answer' };
    if ('error' in first) return errorOutcome(first);
    const early = opts.settleMs ? await socket.next(mine, opts.settleMs) : undefined;
    if (early && early !== 'PONG' && 'error' in early) return errorOutcome(early);
    socket.send(JSON.stringify({ id, method: 'subscription.stop' }));
    const stopped = (f: Frame | 'PONG') =>
      mine(f) &&
      f !== 'PONG' &&
      ('error' in f || (f.result as { type?: string } | undefined)?.type === 'stopped');
    const end = await socket.next(stopped, 5_000);
    if (end && end !== 'PONG' && 'error' in end) return errorOutcome(end);
    return { status: 200, messages: [], raw: JSON.stringify(first).slice(0, 600) };
  } finally {
    socket.discard(mine);
  }
}

/** Sends a frame that starts nothing, then PING: whatever comes before PONG is its answer. */
export async function wsGarbage(
  socket: RawSocket,
  frame: string | Buffer,
  binary: boolean,
): Promise<Outcome> {
  socket.send(frame, { binary });
  socket.send('PING');
  const answers: Frame[] = [];
  for (;;) {
    const f = await socket.next(() => true, 10_000);
    if (!f || f === 'PONG') break;
    answers.push(f);
  }
  const errors = answers.filter((f) => 'error' in f).map(errorOutcome);
  if (!errors.length) return { status: 0, messages: [], raw: JSON.stringify(answers) };
  return {
    status: Math.max(...errors.map((e) => e.status)),
    messages: errors.flatMap((e) => e.messages),
    raw: errors.map((e) => e.raw).join('\n'),
  };
}
