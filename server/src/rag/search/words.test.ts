import { describe, expect, it } from 'vitest';
import { questionWords } from './words.ts';

describe('questionWords', () => {
  it('marks words written as code: capitals, backticks, quotes', () => {
    const words = questionWords('How do WHERE and `as` differ from "on" here?');
    const code = Object.fromEntries(words.map((w) => [w.text, w.code]));
    expect(code).toMatchObject({ how: false, where: true, as: true, on: true, differ: false });
  });

  it('does not take a question written in capitals for code', () => {
    expect(questionWords('WHAT IS ENTROPY').some((w) => w.code)).toBe(false);
  });

  it('drops what is left of a contraction', () => {
    expect(
      questionWords("Why aren't they equal, and isn't it odd? It's fine.").map((w) => w.text),
    ).toEqual(['why', 'they', 'equal', 'and', 'it', 'odd', 'fine']);
  });

  it('tells "one" standing for a noun from the number', () => {
    const pronoun = (q: string) => questionWords(q).find((w) => w.text === 'one')?.pronoun === true;
    expect(pronoun('How do I make an empty one?')).toBe(true);
    expect(pronoun('How do I make one whose levels have an order?')).toBe(true);
    expect(pronoun('Why does the Earth turn more in one solar day?')).toBe(false);
  });

  it('tells a French object pronoun before an infinitive from an article', () => {
    const pronouns = (q: string) =>
      questionWords(q)
        .filter((w) => w.pronoun)
        .map((w) => w.text);
    expect(pronouns('Comment le créer ?')).toEqual(['le']);
    expect(pronouns('Comment en sortir ?')).toEqual(['en']);
    expect(pronouns("Puis-je l'ouvrir ?")).toEqual(['l']);
    expect(pronouns('Que fait le fichier vimrc ?')).toEqual([]);
    expect(pronouns('Comment passer en mode Insertion ?')).toEqual([]);
  });

  it('reads a capital letter alone as a key or a name, not the article or the pronoun', () => {
    const words = questionWords('What is the difference between u and U?');
    expect(words.find((w) => w.text === 'u')?.code).toBe(true);
    expect(questionWords('A question: can I use A?').map((w) => [w.text, w.code])).toEqual([
      ['a', true],
      ['question', false],
      ['can', false],
      ['i', false],
      ['use', false],
    ]);
  });

  it('reads the first word of each sentence as no name and no key', () => {
    const words = questionWords('How do I open the help in Vim? And how do I close it? ¿Y ahora?');
    const of = (text: string) => words.find((w) => w.text === text);
    expect(of('vim')).toMatchObject({ code: false, name: true });
    expect(of('and')).toEqual({ text: 'and', code: false });
    expect(of('y')).toEqual({ text: 'y', code: false });
  });

  it('marks the measure "how" asks for as part of the form, not the topic', () => {
    const words = questionWords('How long does a long exposure take?');
    expect(words.find((w) => w.text === 'long')?.form).toBe(true);
    expect(questionWords('Is a long exposure better?')[2]).toEqual({ text: 'long', code: false });
  });

  it('lists each word once, lower case, in order', () => {
    expect(questionWords('Entropy, entropy and ENTROPY').map((w) => w.text)).toEqual([
      'entropy',
      'and',
    ]);
  });
});
