import { describe, expect, it } from 'vitest';
import {
  asksInLanguages,
  detectLanguage,
  goesOnInLanguages,
  languageOfPassages,
  pointsBackInLanguages,
  searchLanguage,
} from './languages.ts';

describe('detectLanguage', () => {
  it('names the language of course text, commands and all', () => {
    expect(
      detectLanguage(
        'Una clave primaria identifica cada fila de una tabla. Ninguna fila puede repetir el valor de su clave primaria, y ese valor nunca puede quedar vacío.',
      ),
    ).toBe('es');
    expect(
      detectLanguage(
        "Une clé primaire identifie chaque ligne d'une table. Aucune ligne ne peut répéter la valeur de sa clé primaire.",
      ),
    ).toBe('fr');
    expect(
      detectLanguage(
        'Die Zelle ist die kleinste Einheit des Lebens. Sie wird von einer Membran umgeben.',
      ),
    ).toBe('de');
    // tinyld's light model took this for Russian.
    expect(
      detectLanguage(
        '1. Asegúrese de que Vim no está en el modo compatible: :set nocp 2. Vea qué archivos existen en el directorio con: :!ls o :!dir 3. Escriba el inicio de un comando: :e 4. Pulse CTRL-D y Vim mostrará una lista de comandos que empiezan con "e".',
      ),
    ).toBe('es');
  });

  it('names a language the search has no configuration for, and nothing for no prose', () => {
    expect(detectLanguage('Привет, как дела? Это тест русского языка и ещё немного текста.')).toBe(
      'rus',
    );
    expect(searchLanguage('rus')).toBe('en');
    expect(detectLanguage('12 34 56 78')).toBeNull();
    expect(detectLanguage('n: 1, x: 1200; n: 2, x: 5400; n: 3, x: 7')).toBeNull();
  });

  it("reads a file's first passages", () => {
    const passages = [
      'La célula es la unidad básica de la vida.',
      'Todas las células proceden de otras células y contienen el material hereditario.',
    ];
    expect(languageOfPassages(passages)).toBe('es');
  });
});

describe('questions in the material languages', () => {
  it('reads asking words with or without their accents', () => {
    expect(asksInLanguages('Qué', ['es'])).toBe(true);
    expect(asksInLanguages('explica', ['es', 'en'])).toBe(true);
    expect(asksInLanguages('cette', ['fr'])).toBe(true);
    expect(asksInLanguages('cette', ['es'])).toBe(false);
    expect(asksInLanguages('clave', ['es'])).toBe(false);
  });

  it('reads every form of an asking verb as asking, and no noun spelt like one', () => {
    expect(asksInLanguages('diferencian', ['es'])).toBe(true);
    expect(asksInLanguages('sirvo', ['es'])).toBe(true);
    expect(asksInLanguages('différencient', ['fr'])).toBe(true);
    expect(asksInLanguages('viens', ['fr'])).toBe(true);
    // "¿Cuánto se tarda…?" asks how long it takes, as English "take" does.
    expect(asksInLanguages('tarda', ['es'])).toBe(true);
    expect(asksInLanguages('prend', ['fr'])).toBe(true);
    expect(asksInLanguages('funciones', ['es'])).toBe(false);
    expect(asksInLanguages('abro', ['es'])).toBe(false);
  });

  it('knows how a follow-up opens and what points back', () => {
    expect(goesOnInLanguages('¿Y una línea entera?')).toBe(true);
    expect(goesOnInLanguages('Et dans tout le fichier ?')).toBe(true);
    expect(goesOnInLanguages('¿En qué se diferencian?')).toBe(false);
    expect(pointsBackInLanguages('lo')).toBe(true);
    expect(pointsBackInLanguages('la')).toBe(false);
  });
});
