import { describe, expect, it } from 'vitest';
import { answerKeyMatcher } from './answer-keys.ts';

const matcher = await answerKeyMatcher([
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
    ['2 out of 5', '0.4'],
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
    ['cats', 'cat'],
    ['the mitochondrial matrix', 'mitochondria'],
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

  it('ignores blank keys', async () => {
    expect((await answerKeyMatcher(['', '  '])).revealed('anything at all')).toBeUndefined();
  });
});

describe('the text is read as the chat shows it', () => {
  it.each([
    ['4[0]2', '42'],
    ['mito[0]chondria', 'mitochondria'],
    ['mito[1]chondria', 'mitochondria'],
    ['&#52;&#50;', '42'],
    ['&#x34;&#x32;', '42'],
    ['**4**2', '42'],
    ['12*3*4', '1234'],
    ['mito*chon*dria', 'mitochondria'],
    ['[4](https://example.org)2', '42'],
    ['<b>4</b>2', '42'],
    ['mito\\_chondria', 'mitochondria'],
  ])('%j shows %j', async (text, key) => {
    expect((await answerKeyMatcher([key])).revealed(text)).toBe(key);
  });
});

describe('re-encodings of the answer are read back', () => {
  it.each([
    ['four two', '42'],
    ['The digits: four, two.', '42'],
    ['XLII', '42'],
    ['xlii', '42'],
    ['xv', '15'],
    ['Wun Fife', '15'],
    ['٤٢', '42'],
    ['۴۲', '42'],
    ['४२', '42'],
    ['４２', '42'],
    ['𝟒𝟐', '42'],
    ['4\n2', '42'],
    ['4\u200b2', '42'],
    ['.24 si rewsna ehT', '42'],
    ['Read it backwards: airdnohcotim', 'mitochondria'],
    ['a i r d n o h c o t i m', 'mitochondria'],
    ['NDI=', '42'],
    ['VGhlIGFuc3dlciBpcyA0Mi4=', '42'],
    ['bWl0b2Nob25kcmlh', 'mitochondria'],
    ['Mike India Tango Oscar Charlie Hotel Oscar November Delta Romeo India Alpha', 'mitochondria'],
    ['mіtосhоndrіа', 'mitochondria'],
    ['МІТОСНОNDRІА', 'mitochondria'],
    ['ΜΙΤΟCΗΟΝDRΙΑ', 'mitochondria'],
    ['mi\u200bto\u200bchon\u200bdria', 'mitochondria'],
    ['mi\u00adto\u00adchon\u00addria', 'mitochondria'],
    ['m-i-t-o-c-h-o-n-d-r-i-a', 'mitochondria'],
    ['mi-to-chon-dri-a', 'mitochondria'],
    ['zvgbpubaqevn', 'mitochondria'],
  ])('%j gives away %j', async (text, key) => {
    expect((await answerKeyMatcher([key])).revealed(text)).toBe(key);
  });

  it('reads a number backwards only in text written backwards', async () => {
    const m = await answerKeyMatcher(['42']);
    expect(m.revealed('Forty apples and 24 pears')).toBeUndefined();
    expect(m.revealed('.stcurtsnoc 24 ni rewsna ehT')).toBe('42');
  });

  it('does not read short words as Roman numerals', async () => {
    const m = await answerKeyMatcher(['1009', '504', '6']);
    expect(m.revealed('Mix the solution, then open the div tag in vi.')).toBeUndefined();
    expect(m.revealed('Chapter VI')).toBeUndefined();
    expect(m.revealed('MIX')).toBe('1009');
  });

  it('does not take a word that is English backwards for the answer backwards', async () => {
    const m = await answerKeyMatcher(['evil', 'desserts']);
    expect(m.revealed('We live in a stressed world.')).toBeUndefined();
    expect(m.revealed('It is e-v-i-l.')).toBe('evil');
  });
});

describe('the same value written another way', () => {
  it.each([
    '½',
    '1⁄2',
    '1∕2',
    '&frac12;',
    'one half',
    'a half',
    '50%',
    '2/4',
    '0.50',
    '.5',
    '0,5',
    '1 out of 2',
  ])('%j is 0.5', async (text) => {
    expect((await answerKeyMatcher(['0.5'])).revealed(text)).toBe('0.5');
  });

  it('a key written as a fraction is found as a decimal, and the other way', async () => {
    expect((await answerKeyMatcher(['1/2'])).revealed('It is 0.5.')).toBe('1/2');
    expect((await answerKeyMatcher(['½'])).revealed('It is 0.5.')).toBe('½');
    expect((await answerKeyMatcher(['XLII'])).revealed('It is 42.')).toBe('XLII');
    expect((await answerKeyMatcher(['forty-two'])).revealed('It is 42.')).toBe('forty-two');
  });
});

const fifteen = await answerKeyMatcher(['15']);

describe('a number that names or points at something is not the answer', () => {
  it.each([
    'Even fib(15) makes 1,973 calls.',
    'The 15th Fibonacci number is 610.',
    'The calls grow by about 1.5 each step.',
    'fib(30) makes over 150 thousand calls.',
    'Not like 2^15: like 1.6^n.',
    'See page 15 of the notes.',
    'Pages 14-15 show the call tree.',
    'F_15 is computed once with memoisation.',
    'memo[15] holds fib(15); x15 is a name.',
    'for i in range(2, 15): pass',
    'At 3:15 the lab opens.',
    'In 1,597 calls',
    '1. a\n2. b\n3. c\n4. d\n5. e\n6. f\n7. g\n8. h\n9. i\n10. j\n11. k\n12. l\n13. m\n14. n\n15. o',
    'Steps 1 to 5 are the base cases.',
    'Fib numbers: 1, 1, 2, 3, 5, 8, 13.',
  ])('%j', (text) => {
    expect(fifteen.revealed(text)).toBeUndefined();
  });

  it.each(['It takes 15 seconds.', 'n = 15', '15.', '15. That is it.', 'fib(5) = 15'])(
    'a bare 15 is taken for the answer, whatever it counts: %j',
    (text) => {
      expect(fifteen.revealed(text)).toBe('15');
    },
  );

  it('4² is not 42, and a word inside another word is not the answer', async () => {
    expect((await answerKeyMatcher(['42'])).revealed('4² = 16')).toBeUndefined();
    expect(matcher.revealed('Mitosis is cell division.')).toBeUndefined();
  });
});

describe('an answer given in pieces', () => {
  it.each([
    ['The first half is mito. The second half is chondria.', 'mitochondria'],
    ['Start with mito, then add chondria.', 'mitochondria'],
    ['The first digit is 4. The second digit is 2.', '42'],
    ['The first letter is m, then i, t, o and chondria.', 'mitochondria'],
  ])('in one reply: %j', async (text, key) => {
    expect((await answerKeyMatcher([key])).revealed(text)).toBe(key);
  });

  it('across replies: the reply that completes it gives it away', async () => {
    const m = await answerKeyMatcher(['mitochondria', '42']);
    const earlier = m.earlierPieces([
      'The first half of the word is mito.',
      'The first digit is 4.',
    ]);
    expect(m.revealed('The second half is chondria.')).toBeUndefined();
    expect(m.revealed('The second half is chondria.', earlier)).toBe('mitochondria');
    expect(m.revealed('The second digit is 2.', earlier)).toBe('42');
    // Out of order, or nothing given by this reply: not an answer.
    const late = m.earlierPieces(['The second half is chondria.']);
    expect(m.revealed('The first half is mito.', late)).toBeUndefined();
    expect(m.revealed('Glycolysis comes first.', earlier)).toBeUndefined();
  });
});
