import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * TEST DOUBLE of a paid LLM API: a local HTTP server speaking the OpenAI Chat Completions
 * streaming protocol (server-sent events), as OpenAI, vLLM, llama.cpp and Ollama do. Tests
 * choose how it behaves and read what it was sent.
 */
export type LlmBehaviour =
  /** `rewrite`: the reply to a request to rewrite a follow-up as a standalone question. */
  /** `chunks`: the reply's exact pieces, as one delta each (by default a word each). */
  | { kind: 'reply'; text: string; chunkDelayMs?: number; rewrite?: string; chunks?: string[] }
  /** `then`: refuses once (with `retry-after-ms: 10`), then replies with this text. */
  | { kind: 'error-before'; status: number; then?: string }
  | { kind: 'error-during'; after: string }
  | { kind: 'stall'; after: string }
  /**
   * A model that does whatever the student asks: replies with what `write` makes of the
   * student's last message, and rewrites a follow-up as itself.
   */
  | { kind: 'obey'; write: (question: string) => string };

export interface LlmRequest {
  body: {
    model: string;
    temperature?: number;
    max_tokens?: number;
    stream?: boolean;
    messages: { role: string; content: string }[];
  };
  /** True once the client hung up before the reply ended (an upstream cancel). */
  aborted: boolean;
}

export const FAKE_EMBEDDING_DIMENSIONS = 16;

/** Deterministic 16-dimension vectors from letter counts: enough to tell topics apart. */
function fakeEmbedding(text: string): number[] {
  const v = new Array<number>(FAKE_EMBEDDING_DIMENSIONS).fill(0);
  for (const ch of text.toLowerCase()) {
    const code = ch.charCodeAt(0);
    if (code >= 97 && code <= 122)
      v[code % FAKE_EMBEDDING_DIMENSIONS] = (v[code % FAKE_EMBEDDING_DIMENSIONS] ?? 0) + 1;
  }
  const norm = Math.sqrt(v.reduce((s, x) => s + x * x, 0)) || 1;
  return v.map((x) => x / norm);
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

export async function startLlmDouble() {
  let behaviour: LlmBehaviour = { kind: 'reply', text: 'Binary search halves the list [1].' };
  const requests: LlmRequest[] = [];
  const embeddingCalls: number[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      if (req.method === 'POST' && req.url?.endsWith('/embeddings')) {
        const { input, model } = JSON.parse(await readBody(req)) as {
          input: string[];
          model: string;
        };
        embeddingCalls.push(input.length);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            object: 'list',
            model,
            data: input.map((text, index) => ({
              object: 'embedding',
              index,
              embedding: fakeEmbedding(text),
            })),
            usage: { prompt_tokens: 0, total_tokens: 0 },
          }),
        );
        return;
      }
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const record: LlmRequest = { body: JSON.parse(await readBody(req)), aborted: false };
      requests.push(record);
      res.on('close', () => {
        if (!res.writableFinished) record.aborted = true;
      });
      if (behaviour.kind === 'error-before') {
        res.writeHead(behaviour.status, {
          'content-type': 'application/json',
          ...(behaviour.then === undefined ? {} : { 'retry-after-ms': '10' }),
        });
        res.end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error' } }));
        if (behaviour.then !== undefined) behaviour = { kind: 'reply', text: behaviour.then };
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const send = (content: string) =>
        res.write(
          `data: ${JSON.stringify({
            id: 'chatcmpl-double',
            object: 'chat.completion.chunk',
            created: Math.floor(Date.now() / 1000),
            model: record.body.model,
            choices: [{ index: 0, delta: { content }, finish_reason: null }],
          })}\n\n`,
        );
      const rewriting =
        behaviour.kind === 'reply' &&
        behaviour.rewrite !== undefined &&
        /standalone question/i.test(record.body.messages[0]?.content ?? '');
      const asked = record.body.messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
      const text =
        behaviour.kind === 'obey'
          ? /standalone question/i.test(record.body.messages[0]?.content ?? '')
            ? asked
            : behaviour.write(asked)
          : behaviour.kind === 'reply'
            ? rewriting
              ? (behaviour.rewrite ?? '')
              : behaviour.text
            : behaviour.after;
      const pieces =
        behaviour.kind === 'reply' && behaviour.chunks && !rewriting
          ? behaviour.chunks
          : (text.match(/\S+\s*/g) ?? []);
      for (const piece of pieces) {
        send(piece);
        if (behaviour.kind === 'reply' && behaviour.chunkDelayMs) {
          await new Promise((r) =>
            setTimeout(r, behaviour.kind === 'reply' ? behaviour.chunkDelayMs : 0),
          );
        }
      }
      if (behaviour.kind === 'error-during') {
        res.destroy();
        return;
      }
      if (behaviour.kind === 'stall') return; // never ends; the client must time out
      res.write(
        `data: ${JSON.stringify({
          id: 'chatcmpl-double',
          object: 'chat.completion.chunk',
          created: Math.floor(Date.now() / 1000),
          model: record.body.model,
          choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
        })}\n\n`,
      );
      res.end('data: [DONE]\n\n');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    /** How many texts each embeddings call carried. */
    embeddingCalls,
    behave(next: LlmBehaviour) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
