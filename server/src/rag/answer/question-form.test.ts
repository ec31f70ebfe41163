import { describe, expect, it } from 'vitest';
import { fitsForm, questionForm } from './question-form.ts';

describe('questionForm', () => {
  it.each([
    ['What is a base case?', 'define'],
    ['what does recursion mean', 'define'],
    ['How do I undo a commit?', 'how'],
    ['Why is plain fib slow?', 'why'],
    ['What is the difference between binary search and linear search?', 'compare'],
    ['When was the telescope invented?', 'when'],
    ['How many comparisons does binary search need?', 'quantity'],
    ['Who discovered parallax?', 'who'],
    ['What are the steps of the method?', 'list'],
    ['What classes of elliptical galaxies are there?', 'list'],
    ['Can you give me an example of a list comprehension?', 'example'],
    ['Is Pluto a planet?', 'define'],
    ['Does the Moon spin?', 'other'],
    ['What is the vimrc file for?', 'purpose'],
    ['What would you use ecliptic coordinates for?', 'purpose'],
    ["What's the point of a virtual environment?", 'purpose'],
    ["What's a virtual environment for?", 'purpose'],
  ])('reads %s as %s', (question, kind) => {
    expect(questionForm(question).kind).toBe(kind);
  });

  it.each([
    ['¿Qué es el modo Reemplazar?', 'define'],
    ['¿Y cómo la cierro?', 'how'],
    ['¿Por qué se borra una línea con dd?', 'why'],
    ['¿Quién escribió este tutorial?', 'who'],
    ['¿Cuántas lecciones tiene el tutor?', 'quantity'],
    ['¿Qué diferencia hay entre w y e?', 'compare'],
    ["Qu'est-ce que le mode Remplacement ?", 'define'],
    ['Comment effacer un mot ?', 'how'],
    ['Pourquoi tape-t-on deux fois d ?', 'why'],
    ['Quand a-t-il été écrit ?', 'when'],
    ['Pouvez-vous me donner un exemple ?', 'example'],
    ['¿Para qué sirve el archivo vimrc?', 'purpose'],
    ['À quoi sert le fichier vimrc ?', 'purpose'],
  ])('reads %s, in Spanish or French, as %s', (question, kind) => {
    expect(questionForm(question).kind).toBe(kind);
  });

  it.each([
    ['How do I remove the highlighting of matches?', 'remove'],
    ['¿Y cómo la cierro?', 'cerrar'],
    ["Comment l'effacer ?", 'effacer'],
  ])('reads the action %s asks for as %s', (question, verb) => {
    expect(questionForm(question).action).toContain(verb);
  });

  it('reads no action in a verb that leaves it to its object', () => {
    expect(questionForm('How do I make a search ignore case?').action).toBeUndefined();
    expect(questionForm('How do I undo that?').action).toBeUndefined();
    expect(questionForm('What is a base case?').action).toBeUndefined();
  });

  it('finds the subject of a Spanish or French definition after its article', () => {
    expect(questionForm('¿Qué es el modo Reemplazar?').subjects).toEqual(['modo reemplazar']);
    expect(questionForm("Qu'est-ce que l'opérateur c ?").subjects).toEqual(['opérateur c']);
    expect(questionForm('Que fait la commande ce ?')).toMatchObject({
      subjects: ['commande ce'],
      asksWhatItDoes: true,
    });
    expect(questionForm('¿Qué diferencia hay entre los movimientos w y e?').subjects).toEqual([
      'movimientos w',
      'e',
    ]);
  });

  it('finds the two sides of a comparison, however it is asked', () => {
    expect(questionForm('What is the difference between a list and a tuple?').subjects).toEqual([
      'list',
      'tuple',
    ]);
    expect(
      questionForm('How does the ecliptic differ from the celestial equator?').subjects,
    ).toEqual(['ecliptic', 'celestial equator']);
    expect(questionForm('mean vs median').subjects).toEqual(['mean', 'median']);
  });

  it('reads a closing "in X" as where the subject lives', () => {
    expect(questionForm('What is a factor in R?')).toEqual({
      kind: 'define',
      subjects: ['factor'],
      setting: 'r',
    });
    expect(questionForm('How do I write a comment in the shell?').setting).toBe('shell');
  });

  it('reads the subject of a definition after polite openings', () => {
    expect(questionForm('Can you tell me what is a blackbody?')).toEqual({
      kind: 'define',
      subjects: ['blackbody'],
    });
  });

  it('reads "Is X a Y?" as asking what X is', () => {
    expect(questionForm('Is the Sun a star?')).toEqual({ kind: 'define', subjects: ['sun'] });
  });

  it('reads what a question asks a thing to be for, and the shape that answers it', () => {
    expect(questionForm('What are tuples used for?').subjects).toEqual(['tuples']);
    expect(questionForm('¿Para qué sirve el archivo vimrc?').subjects).toEqual(['archivo vimrc']);
    expect(questionForm('À quoi sert le fichier vimrc ?').subjects).toEqual(['fichier vimrc']);
    expect(fitsForm('purpose', 'You can add all your preferred settings to this file.')).toBe(true);
    expect(fitsForm('purpose', 'The __init__.py files are required to make it a package.')).toBe(
      true,
    );
    expect(fitsForm('purpose', 'To start, you should create a vimrc file.')).toBe(false);
  });

  it('reads "X may be used to do Y" as the shape of a how-to answer', () => {
    expect(
      fitsForm('how', 'The construction 30:1 may be used to generate a sequence backwards.'),
    ).toBe(true);
    expect(fitsForm('how', 'Sequences are vectors.')).toBe(false);
  });
});
