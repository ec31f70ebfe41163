import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { randomId } from './random-id.ts';

describe('randomId', () => {
  it('makes version 4 UUIDs the server accepts, a new one each time', () => {
    const ids = Array.from({ length: 200 }, randomId);
    for (const id of ids) expect(z.uuid().safeParse(id).success, id).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
