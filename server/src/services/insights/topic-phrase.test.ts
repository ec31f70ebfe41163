import { describe, expect, it } from 'vitest';
import { topicPhrase } from './topic-phrase.ts';

const binary = { term: 'binari', label: 'binary' };

describe('a topic named as a phrase', () => {
  it('takes the two words students wrote together in several questions', () => {
    expect(
      topicPhrase(
        binary,
        [
          'How does binary search halve the list?',
          'Is binary search faster than linear search?',
          'What is a binary tree?',
        ],
        [],
      ),
    ).toBe('binary search');
  });

  it('passes over filler words and a pair seen in one question only', () => {
    const collision = { term: 'collis', label: 'collision' };
    const questions = ['What happens on a collision?', 'Why do collisions slow the lookups down?'];
    expect(topicPhrase(collision, questions, [])).toBe('collision');
    expect(
      topicPhrase(collision, questions, ['Hash tables', 'Collisions and chaining', 'Collisions']),
    ).toBe('Collisions');
  });

  it('keeps the word when neither questions nor headings give a phrase', () => {
    expect(topicPhrase(binary, ['binary?', 'Binary, again'], ['Sorting'])).toBe('binary');
  });
});
