import { describe, expect, it } from 'vitest';
import { closestTerms, editDistance, oneEditFrom } from './typos.ts';

describe('editDistance', () => {
  it('counts a swapped pair of letters as one edit', () => {
    expect(editDistance('waht', 'what', 2)).toBe(1);
    expect(editDistance('pyhton', 'python', 2)).toBe(1);
  });

  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('entrpy', 'entropy', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
  });

  it('can count a doubled letter missed or added as less than an edit', () => {
    expect(editDistance('precesion', 'precession', 2, 0.5)).toBe(0.5);
    expect(editDistance('precesion', 'precision', 2, 0.5)).toBe(1);
    expect(editDistance('occurred', 'ocurred', 2, 0.5)).toBe(0.5);
    expect(editDistance('precesion', 'precession', 2)).toBe(1);
  });

  it('can count a letter put for one that sounds alike as less than an edit', () => {
    expect(editDistance('parsek', 'parsec', 2, 1, 0.75)).toBe(0.75);
    expect(editDistance('parsek', 'parser', 2, 1, 0.75)).toBe(1);
    expect(editDistance('siderial', 'sidereal', 2, 1, 0.75)).toBe(0.75);
    expect(editDistance('parsek', 'parsec', 2)).toBe(1);
  });

  it('can count two letters swapped as much as a letter that sounds alike', () => {
    expect(editDistance('fiel', 'file', 2, 0.5, 0.75, 0.75)).toBe(0.75);
    expect(editDistance('fiel', 'feel', 2, 0.5, 0.75, 0.75)).toBe(0.75);
    expect(editDistance('waht', 'what', 2, 0.5, 0.75, 0.75)).toBe(0.75);
    expect(editDistance('waht', 'want', 2, 0.5, 0.75, 0.75)).toBe(1);
  });

  it('stops counting past the limit', () => {
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});

describe('closestTerms', () => {
  const vocabulary = [
    { lexeme: 'propos', df: 40 },
    { lexeme: 'propag', df: 3 },
    { lexeme: 'thermodynam', df: 5 },
    { lexeme: 'entropi', df: 8 },
  ];

  it('finds the stem one or two letters away', () => {
    expect(closestTerms('entrpy', 'entrpi', vocabulary).map((t) => t.lexeme)).toEqual(['entropi']);
  });

  it('matches a misspelt ending that stemming leaves on', () => {
    expect(
      closestTerms('thermodinamycs', 'thermodinamyc', vocabulary).map((t) => t.lexeme),
    ).toEqual(['thermodynam']);
  });

  it('keeps every stem at the smallest distance, for the spelling to decide', () => {
    expect(closestTerms('propogate', 'propog', vocabulary).map((t) => t.lexeme)).toEqual([
      'propos',
      'propag',
    ]);
  });

  it('corrects nothing in words of one or two letters', () => {
    expect(closestTerms('ab', 'ab', [{ lexeme: 'a', df: 1 }])).toEqual([]);
  });
});

describe('oneEditFrom', () => {
  it('spells a word every way one edit away, accents folded', () => {
    const edits = oneEditFrom('desago');
    expect(edits).toContain('deshago');
    expect(edits).toContain('desag');
    expect(edits).toContain('edsago');
    expect(edits).not.toContain('desago');
    expect(oneEditFrom('aïuda')).toContain('ayuda');
  });
});
