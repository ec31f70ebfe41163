import { expect, it } from 'vitest';
import { groupByTerms, type TermHit } from './group-by-terms.ts';

const hit = (item: string, word: string, df = 1): TermHit => ({
  item,
  term: word.replace(/(ing|es|s)$/, ''),
  word,
  df,
});

it('groups questions under the word most of them share, each question once', () => {
  const hits = [
    hit('q1', 'hashing'),
    hit('q1', 'collisions', 2),
    hit('q2', 'hashes'),
    hit('q3', 'collision', 2),
    hit('q3', 'hash'),
    hit('q4', 'collisions', 2),
    hit('q5', 'pivot'),
  ];
  const { groups, ungrouped } = groupByTerms(['q1', 'q2', 'q3', 'q4', 'q5'], hits, {
    maxGroups: 5,
    minSize: 2,
  });
  // "hash" is in three questions; of the rest, q4 alone is left with "collision".
  expect(groups).toEqual([{ term: 'hash', label: 'hash', items: ['q1', 'q2', 'q3'] }]);
  expect(ungrouped).toEqual(['q4', 'q5']);
});

it('breaks ties by the rarer word in the material, and labels with the commonest spelling', () => {
  const hits = [
    hit('q1', 'arrays', 5),
    hit('q1', 'pivots', 1),
    hit('q2', 'arrays', 5),
    hit('q2', 'pivots', 1),
    hit('q3', 'pivot', 1),
    hit('q3', 'arrays', 5),
    hit('q4', 'arrays', 5),
  ];
  const { groups } = groupByTerms(['q1', 'q2', 'q3', 'q4'], hits, { maxGroups: 1, minSize: 2 });
  expect(groups).toEqual([{ term: 'array', label: 'arrays', items: ['q1', 'q2', 'q3', 'q4'] }]);
  const tied = groupByTerms(['q1', 'q2'], hits, { maxGroups: 1, minSize: 2 });
  expect(tied.groups[0]).toMatchObject({ term: 'pivot', label: 'pivots' });
});
