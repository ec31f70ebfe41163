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

describe('a topic named in another language than English', () => {
  const fillers = new Set(['qué', 'es', 'una', 'para', 'la', 'cómo', 'un', 'los']);

  const spanish = { fillers, languages: ['es', 'en'] };

  it("passes over that language's stop and asking words, not English's", () => {
    const questions = [
      '¿Qué es una clave primaria?',
      '¿Para qué sirve la clave primaria?',
      '¿Cómo creo una clave foránea?',
    ];
    const clave = { term: 'clav', label: 'clave' };
    expect(topicPhrase(clave, questions, [], spanish)).toBe('clave primaria');
    // "una clave" twice would name it, were "una" not filler.
    expect(topicPhrase(clave, questions.slice(0, 1).concat(questions[2] ?? ''), [], spanish)).toBe(
      'clave',
    );
  });

  it('finds the unaccented stem in accented words and headings', () => {
    const indice = { term: 'indic', label: 'índice' };
    expect(
      topicPhrase(indice, ['¿Qué es un índice?', '¿Para qué sirven los índices?'], ['Índices'], {
        ...spanish,
      }),
    ).toBe('Índices');
  });
});
