import { describe, expect, it } from 'vitest';
import { termLabels } from './terms.ts';

describe("a group's word as the questions wrote it", () => {
  const spellings = [
    { item: 'q1', term: 'indic', word: 'índice', n: 1 },
    { item: 'q2', term: 'indic', word: 'índices', n: 1 },
    { item: 'q3', term: 'indic', word: 'índices', n: 1 },
    { item: 'q3', term: 'clav', word: 'clave', n: 2 },
  ];

  it("is the commonest spelling among the group's given questions, accents kept", () => {
    const groups = [{ term: 'indic', items: ['q1', 'q2', 'q3'] }];
    expect(termLabels(groups, spellings)).toEqual(new Map([['indic', 'índices']]));
  });

  it('is the first alphabetically on a tie, and the stem when none is found', () => {
    const groups = [
      { term: 'indic', items: ['q1', 'q2'] },
      { term: 'transaccion', items: ['q1'] },
    ];
    expect(termLabels(groups, spellings)).toEqual(
      new Map([
        ['indic', 'índice'],
        ['transaccion', 'transaccion'],
      ]),
    );
  });
});
