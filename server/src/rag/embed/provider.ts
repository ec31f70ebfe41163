import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createMistral } from '@ai-sdk/mistral';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { embedMany, type EmbeddingModel } from 'ai';
import type { Config } from '../../config.ts';
import type { Embedder } from '../types.ts';
import { createHashingEmbedder } from './hashing.ts';

type Providers = Config['ai']['providers'];

function embeddingModel(providers: Providers, route: string): EmbeddingModel | undefined {
  const [provider, ...rest] = route.split(':');
  const id = rest.join(':');
  switch (provider) {
    case 'openai':
      return providers.openai && createOpenAI(providers.openai).embeddingModel(id);
    case 'google':
      return providers.google && createGoogleGenerativeAI(providers.google).embeddingModel(id);
    case 'mistral':
      return providers.mistral && createMistral(providers.mistral).embeddingModel(id);
    case 'compatible':
      return (
        providers.compatible &&
        createOpenAICompatible({ name: 'compatible', ...providers.compatible }).embeddingModel(id)
      );
    default:
      return undefined;
  }
}

/**
 * The configured embedding provider (EMBEDDINGS=provider:model), or the offline hashing
 * embedder when none is set or its provider has no key.
 */
export function createEmbedder(config: Config): Embedder {
  const route = config.ai.embeddings;
  const model =
    route === 'hashing' || route === 'off' ? undefined : embeddingModel(config.ai.providers, route);
  if (!model) return createHashingEmbedder();
  let dimensions = 0;
  return {
    name: route,
    get dimensions() {
      return dimensions;
    },
    async embed(texts, signal) {
      if (texts.length === 0) return [];
      const { embeddings } = await embedMany({
        model,
        values: texts,
        maxParallelCalls: 2,
        abortSignal: signal,
      });
      const vectors = embeddings.map((e) => Float32Array.from(e));
      dimensions = vectors[0]?.length ?? dimensions;
      return vectors;
    },
  };
}

/** Embeddings travel and rest as little-endian Float32 bytes. */
export function vectorToBytes(vector: Float32Array): Buffer {
  return Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);
}

export function bytesToVector(bytes: Uint8Array): Float32Array {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return new Float32Array(copy.buffer);
}
