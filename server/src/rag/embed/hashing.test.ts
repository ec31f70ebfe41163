import { describe, expect, it } from 'vitest';
import { createHashingEmbedder } from './hashing.ts';

describe('the hashing embedder', () => {
  it('gives a text the vector it has always given it: stored material stays searchable', async () => {
    const [vector] = await createHashingEmbedder().embed(['Binary search halves the list']);
    const used: [number, number][] = [];
    vector?.forEach((v, i) => {
      if (v !== 0) used.push([i, Math.round(v * 1e4) / 1e4]);
    });
    // Five words at 1 and four word pairs at 1 + ln 0.5, signed into 384 dimensions, unit length.
    expect(used).toEqual([
      [15, 0.4313],
      [66, 0.1323],
      [87, 0.1323],
      [91, -0.1323],
      [148, 0.4313],
      [262, 0.4313],
      [272, -0.4313],
      [284, -0.1323],
      [285, -0.4313],
    ]);
  });
});
