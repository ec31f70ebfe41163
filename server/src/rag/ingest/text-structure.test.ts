import { describe, expect, it } from 'vitest';
import { structureOf } from './text-structure.ts';

describe('structureOf', () => {
  it('finds fenced blocks, fences included', () => {
    const text = 'Run:\n\n```\nls\n```\n\nDone.';
    const { code, codeLeadInEnds } = structureOf(text);
    expect(code.map((r) => text.slice(r.start, r.end))).toEqual(['```\nls\n```']);
    expect(codeLeadInEnds).toEqual([4]);
  });

  it('finds a list with the last sentence of its lead-in', () => {
    const text = 'Sorting is common. The steps are:\n\n1. split\n2. sort\n   each half\n\nAfter.';
    const [list] = structureOf(text).lists;
    expect(list?.leadIn).toBe('The steps are:');
    expect(text.slice(list?.start, list?.end)).toBe('1. split\n2. sort\n   each half');
    expect(text.slice(0, list?.leadInEnd)).toBe('Sorting is common. The steps are:');
  });

  it('keeps a loose list (blank lines between items) together', () => {
    const text = 'Choose:\n- one\n\n- two\n\nNext paragraph.';
    const [list] = structureOf(text).lists;
    expect(text.slice(list?.start, list?.end)).toBe('- one\n\n- two');
  });

  it('needs a lead-in ending in a colon', () => {
    expect(structureOf('Items.\n- one\n- two').lists).toEqual([]);
  });
});
