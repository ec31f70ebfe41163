import type { StructuredTextItem } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { linesOf } from './pdf-lines.ts';

function item(str: string, x: number, y: number, size = 10, family = 'serif'): StructuredTextItem {
  return {
    str,
    x,
    y,
    width: str.length * size * 0.5,
    height: size,
    fontSize: size,
    fontFamily: family,
    dir: 'ltr',
    hasEOL: false,
  };
}

describe('linesOf', () => {
  it('groups items into lines by baseline, with where each line starts and ends', () => {
    const lines = linesOf([
      item('The first', 72, 700),
      item(' ', 117, 700),
      item('line', 120, 700),
      item('', 72, 686),
      item('Second line', 80, 686),
    ]);
    expect(lines.map((l) => [l.text, l.x, l.right, l.y, l.size])).toEqual([
      ['The first line', 72, 140, 700, 10],
      ['Second line', 80, 135, 686, 10],
    ]);
  });

  it('reads a small raised run as superscript and a lowered one as subscript', () => {
    const [line] = linesOf([
      item('O(n', 72, 700),
      item('2', 90, 704, 7),
      item(') and x', 94, 700),
      item('i', 125, 698, 7),
      item('. Note', 128, 700),
      item('*', 160, 704, 7),
    ]);
    expect(line?.text).toBe('O(n²) and xᵢ. Note*');
  });

  it('keeps a footnote line whose mark comes first on one baseline', () => {
    const lines = linesOf([item('3', 96, 93.5, 7), item('Rounding errors.', 105, 89.7, 9)]);
    expect(lines.map((l) => [l.text, l.y, l.size])).toEqual([['³Rounding errors.', 89.7, 9]]);
  });

  it('marks a line of code: every visible run in a monospace font', () => {
    const lines = linesOf([
      item('x <- 1', 100, 700, 10, 'monospace'),
      item('call ', 72, 686),
      item('c()', 95, 686, 10, 'monospace'),
    ]);
    expect(lines.map((l) => l.mono)).toEqual([true, false]);
  });
});
