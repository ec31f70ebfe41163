import { describe, expect, it } from 'vitest';
import { answerKeyMatcher } from './answer-keys.ts';

const matcher = answerKeyMatcher([
  '0.4',
  '42',
  'mitochondria',
  'law of demand',
  '-3',
  'cat',
  '420',
  '5',
]);

describe('protected answers are found in every form a reader would take for them', () => {
  it.each([
    ['The answer is 0.4.', '0.4'],
    ['It is 40%.', '0.4'],
    ['Forty percent of the marbles', '0.4'],
    ['2/5 of them', '0.4'],
    ['two fifths', '0.4'],
    ['zero point four', '0.4'],
    ['it is 0,4', '0.4'],
    ['.4', '0.4'],
    ['forty-two', '42'],
    ['Forty two', '42'],
    ['4 2', '42'],
    ['4-2', '42'],
    ['M I T O C H O N D R I A', 'mitochondria'],
    ['m.i.t.o.c.h.o.n.d.r.i.a', 'mitochondria'],
    ['MITO chondria', 'mitochondria'],
    ['the Law  of Demand', 'law of demand'],
    ['x = -3', '-3'],
    ['four hundred and twenty', '420'],
    ['C-A-T', 'cat'],
  ])('%j gives away %j', (text, key) => {
    expect(matcher.revealed(text)).toBe(key);
  });

  it.each([
    'Count the red marbles, then divide by the total number of marbles.',
    'There are 4 steps and 2 tricks.',
    'Forty apples and 24 pears',
    'Education matters: concatenate the strings.',
    '0.45 is close, but check your rounding.',
    'Add two and four, then subtract one.',
  ])('%j gives none away', (text) => {
    expect(matcher.revealed(text)).toBeUndefined();
  });

  it('ignores blank keys', () => {
    expect(answerKeyMatcher(['', '  ']).revealed('anything at all')).toBeUndefined();
  });
});
