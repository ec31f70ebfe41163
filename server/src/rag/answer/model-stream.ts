import { setTimeout as sleep } from 'node:timers/promises';
import type { LanguageModelV4, LanguageModelV4Prompt } from '@ai-sdk/provider';
import { APICallError } from 'ai';

/** A message of the conversation as the model reads it. */
export interface PromptMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ModelRequest {
  model: LanguageModelV4;
  system: string;
  messages: PromptMessage[];
  temperature: number;
  maxOutputTokens: number;
  /** The whole reply's time limit. */
  totalMs: number;
  /** The longest wait for the next piece; the total by default. */
  chunkMs?: number;
  signal?: AbortSignal | undefined;
}

/** The model took longer than the request's time limits allow. */
export class ModelTimeout extends Error {
  override name = 'ModelTimeout';
}

// One more try of a request the provider refused for a passing reason (a rate limit, an
// overloaded server), after this long or what its retry-after header asks, up to the max.
const RETRY_MS = 2_000;
const RETRY_MAX_MS = 10_000;

/**
 * A model's reply in text pieces as they arrive, read straight from the provider's stream
 * (the AI SDK's LanguageModelV4 `doStream`). `streamText` wraps that stream in several
 * more web streams per reply and costs three to five times the CPU of a reply for its
 * features (tools, steps, telemetry), none used here (docs/benchmarks.md). Throws the
 * provider's APICallError, a ModelTimeout, or the abort reason when `signal` aborts.
 */
export async function* streamModel(request: ModelRequest): AsyncGenerator<string> {
  const timedOut = new AbortController();
  let chunkTimer: NodeJS.Timeout | undefined;
  const waitForChunk = () => {
    clearTimeout(chunkTimer);
    chunkTimer = setTimeout(
      () => timedOut.abort(new ModelTimeout('The model took too long to answer.')),
      request.chunkMs ?? request.totalMs,
    );
  };
  const total = setTimeout(
    () => timedOut.abort(new ModelTimeout('The model took too long to answer.')),
    request.totalMs,
  );
  const signal = request.signal
    ? AbortSignal.any([request.signal, timedOut.signal])
    : timedOut.signal;
  const call = () =>
    request.model.doStream({
      prompt: toPrompt(request.system, request.messages),
      temperature: request.temperature,
      maxOutputTokens: request.maxOutputTokens,
      abortSignal: signal,
    });
  try {
    waitForChunk();
    const { stream } = await call().then(undefined, async (err: unknown) => {
      if (!APICallError.isInstance(err) || !err.isRetryable || signal.aborted) throw err;
      await sleep(retryDelay(err), undefined, { signal });
      return call();
    });
    for await (const part of stream) {
      waitForChunk();
      if (part.type === 'text-delta') yield part.delta;
      else if (part.type === 'error') throw part.error;
    }
  } catch (err) {
    // Whatever the provider's client made of it, a stop we asked for says why.
    throw signal.aborted ? signal.reason : err;
  } finally {
    clearTimeout(chunkTimer);
    clearTimeout(total);
  }
}

function toPrompt(system: string, messages: PromptMessage[]): LanguageModelV4Prompt {
  return [
    { role: 'system', content: system },
    ...messages.map((m) => ({
      role: m.role,
      content: [{ type: 'text' as const, text: m.content }],
    })),
  ];
}

function retryDelay(err: APICallError): number {
  const headers = err.responseHeaders ?? {};
  const ms = Number(headers['retry-after-ms']);
  if (ms >= 0) return Math.min(ms, RETRY_MAX_MS);
  const seconds = Number(headers['retry-after']);
  if (seconds >= 0) return Math.min(seconds * 1000, RETRY_MAX_MS);
  return RETRY_MS;
}
