import { expect, it } from 'vitest';
import { groupByTerms, type TermHit } from './group-by-terms.ts';

const hit = (item: string, term: string, df = 1): TermHit => ({ item, term, df });

it('groups questions under the word most of them share, each question once', () => {
  const hits = [
    hit('q1', 'hash'),
    hit('q1', 'collis', 2),
    hit('q2', 'hash'),
    hit('q3', 'collis', 2),
    hit('q3', 'hash'),
    hit('q4', 'collis', 2),
    hit('q5', 'pivot'),
  ];
  const { groups, ungrouped } = groupByTerms(['q1', 'q2', 'q3', 'q4', 'q5'], hits, {
    maxGroups: 5,
    minSize: 2,
  });
  // "hash" is in three questions; of the rest, q4 alone is left with "collis".
  expect(groups).toEqual([{ term: 'hash', items: ['q1', 'q2', 'q3'] }]);
  expect(ungrouped).toEqual(['q4', 'q5']);
});

it('breaks ties by the rarer word in the material, and stops at the most groups asked for', () => {
  const hits = [
    hit('q1', 'array', 5),
    hit('q1', 'pivot', 1),
    hit('q2', 'array', 5),
    hit('q2', 'pivot', 1),
    hit('q3', 'sort', 3),
    hit('q4', 'sort', 3),
  ];
  const { groups, ungrouped } = groupByTerms(['q1', 'q2', 'q3', 'q4'], hits, {
    maxGroups: 1,
    minSize: 2,
  });
  expect(groups).toEqual([{ term: 'pivot', items: ['q1', 'q2'] }]);
  expect(ungrouped).toEqual(['q3', 'q4']);
});
