import { describe, expect, it } from 'vitest';
import { otherLanguageThan } from './question-language.ts';
import { questionWords } from './words.ts';

const other = (question: string, languages: string[]) =>
  otherLanguageThan(questionWords(question), languages);

describe('otherLanguageThan', () => {
  it("names the material's language for a question in another", async () => {
    expect(await other('How do I delete a whole line?', ['es'])).toBe('es');
    expect(await other('¿Cómo borro una línea entera?', ['en'])).toBe('en');
    expect(await other('Comment supprimer une ligne entière ?', ['es', 'en'])).toBe('es');
    expect(await other('How do I delete a whole line?', ['de'])).toBe('de');
  });

  it('reads a question in the material’s language as such, misspellings and commands too', async () => {
    expect(await other('¿Cómo borro una línea entera?', ['es'])).toBeNull();
    expect(await other('¿como elimino una linea entera?', ['es'])).toBeNull();
    expect(await other('Comment anuler la dernière commande ?', ['fr'])).toBeNull();
    expect(await other('What does `dd` do in Vim?', ['en'])).toBeNull();
    expect(await other('How do I delete a whole line?', ['es', 'en'])).toBeNull();
    expect(await other('Wie lösche ich eine ganze Zeile?', ['de'])).toBeNull();
    expect(await other('Come cancello una riga intera?', ['it'])).toBeNull();
    expect(await other('Como apago uma linha inteira?', ['pt'])).toBeNull();
    expect(await other('Hoe verwijder ik een hele regel?', ['nl'])).toBeNull();
  });

  it('cannot tell a short question, nor in a language without a word list', async () => {
    expect(await other('Vim :wq?', ['en'])).toBeNull();
    expect(await other('How do I delete a whole line?', ['ru'])).toBeNull();
  });
});
