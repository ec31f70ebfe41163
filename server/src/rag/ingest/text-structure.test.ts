import { describe, expect, it } from 'vitest';
import { structureOf } from './text-structure.ts';

describe('structureOf', () => {
  it('finds fenced blocks, fences included', () => {
    const text = 'Run:\n\n```\nls\n```\n\nDone.';
    const { code, codeLeadInEnds } = structureOf(text);
    expect(code.map((r) => text.slice(r.start, r.end))).toEqual(['```\nls\n```']);
    expect(codeLeadInEnds).toEqual([4]);
  });
});
