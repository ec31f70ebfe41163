import { hash } from 'node:crypto';
import type { Embedder } from '../types.ts';

const DIMENSIONS = 384;
const TOKEN = /[\p{L}\p{N}]+/gu;

/** Lower-case word tokens; shared by the hashing embedder and lexical scoring. */
export function tokenize(text: string): string[] {
  return text.toLowerCase().normalize('NFKC').match(TOKEN) ?? [];
}

function bucket(feature: string): { index: number; sign: number } {
  const digest = hash('md5', feature, 'buffer');
  return {
    index: digest.readUInt32LE(0) % DIMENSIONS,
    sign: digest[4] !== undefined && digest[4] & 1 ? 1 : -1,
  };
}

/**
 * The offline embedder: words and word pairs hashed into a fixed-size vector (signed
 * feature hashing, sub-linear term weights, unit length). Lexical, deterministic, needs no
 * model; a configured embedding provider replaces it.
 */
export function createHashingEmbedder(): Embedder {
  return {
    name: 'hashing (offline)',
    dimensions: DIMENSIONS,
    async embed(texts) {
      return texts.map((text) => {
        const vector = new Float32Array(DIMENSIONS);
        const words = tokenize(text);
        const counts = new Map<string, number>();
        words.forEach((w, i) => {
          counts.set(w, (counts.get(w) ?? 0) + 1);
          const next = words[i + 1];
          if (next) counts.set(`${w} ${next}`, (counts.get(`${w} ${next}`) ?? 0) + 0.5);
        });
        for (const [feature, count] of counts) {
          const { index, sign } = bucket(feature);
          vector[index] = (vector[index] ?? 0) + sign * (1 + Math.log(count));
        }
        let norm = 0;
        for (const v of vector) norm += v * v;
        norm = Math.sqrt(norm) || 1;
        for (let i = 0; i < DIMENSIONS; i++) vector[i] = (vector[i] ?? 0) / norm;
        return vector;
      });
    },
  };
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}
