import { describe, expect, it } from 'vitest';
import { namedOperators, operatorWords } from './operators.ts';

describe('operatorWords', () => {
  it('reads each run of operator characters as one word, once', () => {
    expect(
      operatorWords("What's the difference between & and &&? And &&?").map((w) => w.text),
    ).toEqual(['zopa', 'zopaa']);
    expect(operatorWords('What does %*% do?').map((w) => w.text)).toEqual(['zoppkp']);
  });

  it('searches them as written, never as a misspelling', () => {
    expect(operatorWords('What does the ~ operator do?')).toEqual([
      { text: 'zopt', code: true, exact: true, written: '~' },
    ]);
  });

  it('reads angle brackets as spaces, as the chunks are read, and finds none in plain words', () => {
    expect(operatorWords('Is x <= y?').map((w) => w.text)).toEqual(['zopq']);
    expect(operatorWords('What is a set?')).toEqual([]);
  });

  it('reads an operator named in words as the operator, as the material spells it too', () => {
    const words = [
      { text: 'tilda', code: false },
      { text: 'operator', code: false },
    ];
    expect(namedOperators(words)).toEqual([]);
    const known = new Map([
      [
        'tilda',
        {
          text: 'tilda',
          code: false,
          lexeme: null,
          stop: false,
          df: null,
          fixes: [],
          spelling: 'tilde',
        },
      ],
    ]);
    expect(namedOperators(words, known).map((w) => w.written)).toEqual(['~']);
  });

  it('reads no operator in a word that names a property of every object', () => {
    expect(namedOperators([{ text: '__proto__', code: false }])).toEqual([]);
    expect(namedOperators([{ text: 'constructor', code: false }])).toEqual([]);
  });
});
