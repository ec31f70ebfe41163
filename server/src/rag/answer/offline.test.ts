import { describe, expect, it } from 'vitest';
import type { RetrievedChunk } from '../retrieve.ts';
import { checkReply, toSources } from './citations.ts';
import { OFFLINE_INTRO, OFFLINE_NOTE_INTRO, OFFLINE_NOTHING, offlineAnswer } from './offline.ts';
import { stem } from './stem.ts';
import { unitsOf } from './units.ts';

function passage(text: string, heading: string | null = null): RetrievedChunk {
  return {
    chunkId: text.slice(0, 8),
    fileId: 'f',
    fileName: 'notes.md',
    page: null,
    heading,
    text,
    score: 1,
    coverage: 1,
    legs: { bm25: 1, misspelling: null, vector: null },
    note: false,
    answersQuestion: false,
  };
}

const thermo = passage(
  'The zeroth law says that two systems in equilibrium with a third are in equilibrium with each other. ' +
    'The first law of thermodynamics says that energy is conserved: ΔU = Q − W, the change in internal energy equals the heat added minus the work done. ' +
    'The second law says that the entropy of an isolated system never decreases.',
  'The laws of thermodynamics',
);

const sql = passage(
  'WHERE filters rows before grouping; HAVING filters groups after it. For example:\n\n' +
    'SELECT city, max(temp_lo)\n    FROM weather\n    GROUP BY city\n    HAVING max(temp_lo) < 40;\n\n' +
    'This lists cities whose lowest temperature was below 40.',
  'Aggregate functions',
);

describe('offlineAnswer', () => {
  it('quotes the sentence that answers, not its neighbours', () => {
    const answer = offlineAnswer('What does the first law of thermodynamics say?', [thermo]);
    expect(answer.split('\n')[0]).toBe(OFFLINE_INTRO);
    expect(answer).toContain('ΔU = Q − W');
    expect(answer).not.toContain('zeroth');
  });

  it('keeps a query whole after the sentence that introduces it', () => {
    const answer = offlineAnswer('How do WHERE and HAVING differ? Show the SQL.', [sql]);
    expect(answer).toContain(
      '> SELECT city, max(temp_lo)\n>     FROM weather\n>     GROUP BY city\n>     HAVING max(temp_lo) < 40;',
    );
  });

  it('quotes a sentence that writes a question mark as a symbol, not as a question', () => {
    const search = passage(
      'Type / followed by a phrase to search forward for it. It is the quickest way to find a ' +
        'word you remember, and it works in every mode of the editor.\n\n' +
        'To search for a phrase in the backward direction, use ? instead of / .',
    );
    const answer = offlineAnswer('How do I search backward?', [search]);
    expect(answer).toContain('use ? instead of /');
    expect(answer).not.toContain('forward');
  });

  it('reads a verb as the student conjugates it as its action', () => {
    const replace = passage(
      'El modo Reemplazar es como el modo Insertar, pero cada carácter escrito elimina un ' +
        'carácter existente.\n\nPulse <ESC> para abandonar el modo Reemplazar.',
    );
    const answer = offlineAnswer('¿Cómo salgo del modo Reemplazar?', [replace], {
      stopWords: ['cómo', 'del'],
    });
    expect(answer).toContain('Pulse <ESC> para abandonar el modo Reemplazar.');
    expect(answer).not.toContain('Insertar');
  });

  it('finds the infinitive the material writes for the verb the student conjugates', () => {
    const help = passage(
      'Escriba :help para abrir la ventana de ayuda.\n\nEscriba :q para cerrar la ventana de ayuda.',
    );
    const answer = offlineAnswer('¿Cómo cierro la ventana de ayuda?', [help], {
      stopWords: ['cómo', 'la', 'de'],
    });
    expect(answer).toContain('Escriba :q para cerrar la ventana de ayuda.');
    expect(answer).not.toContain(':help');
  });

  it('quotes only what stands word for word in the cited passage', () => {
    const chunks = [thermo, sql];
    const answer = offlineAnswer('What is entropy and what does HAVING filter?', chunks);
    expect(answer).toMatch(/\[1\]/);
    expect(answer).toMatch(/\[2\]/);
    expect(checkReply(answer, toSources(chunks)).unverifiedQuotes).toEqual([]);
  });

  it('says nothing was found when no passage holds the question’s words', () => {
    expect(offlineAnswer('Who painted the Sistine Chapel?', [thermo])).toBe(OFFLINE_NOTHING);
    expect(offlineAnswer('What is entropy?', [])).toBe(OFFLINE_NOTHING);
  });

  it('is deterministic', () => {
    const ask = () => offlineAnswer('What does the second law say about entropy?', [thermo, sql]);
    expect(ask()).toBe(ask());
  });
});

describe('offlineAnswer: the answering window', () => {
  const words = (answer: string) =>
    answer
      .split('\n')
      .slice(1)
      .join(' ')
      .replace(/[>[\]\d]/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;

  it('answers "what is X" with the sentence that defines X, not one that repeats its words', () => {
    const recursion = passage(
      'Recursion is rarely needed in everyday scripts, and a base case is easy to forget. ' +
        'A base case is the input for which a recursive function returns without calling itself. ' +
        'Every recursive function needs at least one.',
      'Recursion',
    );
    const answer = offlineAnswer('What is a base case?', [recursion]);
    expect(answer).toContain('A base case is the input for which a recursive function returns');
    expect(answer).not.toContain('rarely needed');
  });

  it('takes for a definition only a sentence that opens with its subject', () => {
    const julian = passage(
      'An example Julian Day is JD 2440588, which corresponds to 1 Jan 1970. ' +
        'Note that the Julian Day is always determined from Universal Time. ' +
        'Julian Days are a way of reckoning the date by a simple count of the days since a remote date.',
    );
    const answer = offlineAnswer('What is a Julian Day?', [julian]);
    expect(answer).toContain('Julian Days are a way of reckoning the date');
    expect(answer).not.toContain('An example Julian Day');

    const zones = passage(
      'The local time is the same within any given zone. ' +
        'This localization of time is accomplished by dividing the globe into 24 vertical slices called Time Zones.',
    );
    expect(offlineAnswer('What are time zones?', [zones])).toContain('slices called Time Zones');

    const sums = passage(
      'A Fibonacci number is the sum of the two numbers before it in the sequence.',
    );
    const fib = passage('The tenth Fibonacci number, fib(10), is 55.');
    expect(offlineAnswer('What is the tenth Fibonacci number?', [sums, fib])).toContain(
      'The tenth Fibonacci number, fib(10), is 55.',
    );
  });

  it('takes a definition naming the first word and half of a qualified subject', () => {
    const telescopes = passage(
      'The focal ratio is usually denoted as "f/n", where n is the ratio of the focal length to the aperture. ' +
        'The ratio of the focal length f to the aperture D of a telescope is defined as the focal ratio.',
    );
    const [, first] = offlineAnswer('What is the focal ratio of a telescope?', [telescopes]).split(
      '\n\n',
    );
    expect(first).toMatch(/^> The ratio of the focal length f to the aperture D/);
    const epochs = passage(
      'One widely-used epoch is called J2000; it is the Julian Day for 1 Jan, 2000 at noon. ' +
        'This number of days is called the Julian Day, abbreviated as JD.',
    );
    expect(offlineAnswer('What is a Julian Day?', [epochs])).toContain(
      'This number of days is called the Julian Day',
    );
  });

  it('reads a superlative as its adjective: "biggest" is answered by "largest"', () => {
    const telescopes = passage(
      'Refracting telescopes use two lenses to create an image. ' +
        'The largest refracting telescope in the world is at the Yerkes Observatory.',
    );
    expect(offlineAnswer('Where is the biggest refracting telescope?', [telescopes])).toContain(
      'The largest refracting telescope in the world is at the Yerkes Observatory.',
    );
  });

  it('reads "in R" as where the subject lives, not as part of what is defined', () => {
    const factors = passage(
      'R provides both ordered and unordered factors. ' +
        'A factor is a vector object used to specify a discrete classification of the components of other vectors.',
      'Ordered and unordered factors',
    );
    const [, first] = offlineAnswer('What is a factor in R?', [factors]).split('\n\n');
    expect(first).toMatch(/^> A factor is a vector object/);

    const lists = passage('An R list is an object consisting of an ordered collection of objects.');
    expect(offlineAnswer('What is a list in R?', [lists])).toContain('An R list is an object');
  });

  it('takes neither another name holding the subject nor "X and Y are" for a definition', () => {
    const missing = passage(
      'In summary, is.na(xx) is TRUE both for NA and NaN values. ' +
        'NA and zero values are allowed in an index matrix. ' +
        'NA is a marker for a quantity that is not available.',
    );
    expect(offlineAnswer('What is NA?', [missing])).toContain('NA is a marker');
  });

  it('reads a one-letter name written as a call as that call, not the letter', () => {
    const plots = passage(
      'If c is a factor, the coplot function draws a against b for every level of c.',
    );
    const vectors = passage(
      'Arrays keep their dimensions. Vectors are often made with the c() function, which joins its arguments end to end.',
    );
    const answer = offlineAnswer('What does the c() function do?', [plots, vectors]);
    expect(answer).toContain('joins its arguments end to end');
    expect(answer).not.toContain('coplot');
  });

  it('weighs a one-letter name and the digits of a number', () => {
    const r = passage(
      'A language is a set of rules. R is an integrated suite of software facilities for data manipulation.',
    );
    expect(offlineAnswer('What is R?', [r])).toContain('R is an integrated suite');
    const angle = passage(
      'The hour angle grows through the night. An hour angle of 2.5 hours means the star crossed the meridian 2.5 hours ago.',
    );
    expect(offlineAnswer('What does an hour angle of 2.5 hours mean?', [angle])).toContain(
      'crossed the meridian 2.5 hours ago',
    );
  });

  it('reads two words the passage writes as one as that word', () => {
    const radiation = passage(
      'Stefan showed that the luminosity of a black body grows with the fourth power of its temperature.',
    );
    const definition = passage(
      'A blackbody refers to an opaque object that emits thermal radiation.',
    );
    const answer = offlineAnswer('What is a black body?', [radiation, definition]);
    expect(answer).toContain('A blackbody refers to an opaque object');
  });

  it('takes a definition by what X provides or consists of', () => {
    const listcomp = passage(
      'The nested form below is harder to read than a plain loop over list items. ' +
        'List comprehensions provide a concise way to create lists from other sequences. ' +
        'They are common in idiomatic code.',
    );
    const answer = offlineAnswer('What is a list comprehension?', [listcomp]);
    expect(answer).toContain('List comprehensions provide a concise way');
    expect(answer).not.toContain('harder to read');
  });

  it('takes "X, a Y that…" for a definition of X', () => {
    const venv = passage(
      'A common location for a virtual environment is .venv. ' +
        'The solution is to create a virtual environment, a self-contained directory tree that holds one Python.',
    );
    const answer = offlineAnswer('What is a virtual environment?', [venv]);
    expect(answer).toContain('a self-contained directory tree');
    expect(answer).not.toContain('common location');
    // A clause that holds the subject before its comma does not name it.
    const blackbody = passage(
      'As the temperature of a blackbody increases, the total amount of light grows.\n\n' +
        'A blackbody is an opaque object that emits thermal radiation.',
    );
    expect(offlineAnswer('What is a blackbody?', [blackbody])).not.toContain('increases');
    // Nor does a place: "… to the Sun, a …".
    const nearer = passage(
      'The shift is largest for stars close to the Sun, a fact used since 1838.\n\n' +
        'The Sun is a star.',
    );
    expect(offlineAnswer('Is the Sun a star?', [nearer])).not.toContain('shift');
  });

  it('takes a sentence that sets the term in emphasis, or marks it defined, for its definition', () => {
    const raw = passage(
      'There is one subtle aspect to raw strings: a raw string may not end in an odd number of backslashes. ' +
        'If you want backslashes taken as they are, you can use *raw strings* by adding an r before the first quote.',
    );
    expect(offlineAnswer('What is a raw string?', [raw])).toContain(
      'you can use *raw strings* by adding an r',
    );
    const doc = passage(
      'Class attributes can be assigned to; __doc__ is an attribute returning the docstring of the class. ' +
        "The first statement of a function body can be a string literal; this string literal is the function's documentation string, or :dfn:`docstring`.",
    );
    expect(offlineAnswer('What is a docstring?', [doc])).toContain(
      "this string literal is the function's documentation string",
    );
  });

  it('takes "By X we mean" for a definition of X', () => {
    const attributes = passage(
      'Because of this, mode and length are also called "intrinsic attributes" of an object.',
    );
    const modes = passage(
      'By the mode of an object we mean the basic type of its fundamental constituents.',
    );
    const answer = offlineAnswer('What does the mode of an object mean?', [attributes, modes]);
    expect(answer).toContain('By the mode of an object we mean the basic type');
    expect(answer).not.toContain('intrinsic attributes');
  });

  it('reads verbs of the same action as one: make is answered by create', () => {
    const sets = passage(
      'You can use an empty file to set the package variable when it is imported. ' +
        'Curly braces or the set() function can be used to create sets. ' +
        'To create an empty set you have to use set(), not {}.',
    );
    const answer = offlineAnswer('How do I make an empty set?', [sets]);
    expect(answer).toContain('To create an empty set you have to use set()');
    expect(answer).not.toContain('package variable');
  });

  it('gives the reason a "why" asks for', () => {
    const fib = passage(
      'Plain fib calls itself twice for every number. ' +
        'It is slow because it computes the same values again and again, an exponential number of calls. ' +
        'Memoisation stores each value once.',
    );
    const answer = offlineAnswer('Why is plain fib slow?', [fib]);
    expect(answer).toContain('because it computes the same values again and again');
  });

  it('quotes a list whole with its one-line lead-in', () => {
    const steps = passage(
      'Some other remark about the tools.\n\nTo make a commit:\n1. Stage the changes with add.\n2. Write a message.\n3. Run commit.',
    );
    const answer = offlineAnswer('What are the steps to make a commit?', [steps]);
    expect(answer).toContain(
      '> To make a commit:\n> 1. Stage the changes with add.\n> 2. Write a message.\n> 3. Run commit.',
    );
    expect(answer).not.toContain('other remark');
  });

  it('quotes of a list nothing leads into only the items that answer', () => {
    const summary = passage(
      '1. Type o to open a line below the cursor.\n2. The e command moves to the end of a word.\n' +
        '3. Typing :set ic makes searches ignore case.\n4. Prepend no to switch an option off: :set noic\n' +
        '5. Type :r FILENAME to retrieve a file.',
      'Lesson 6 summary',
    );
    const answer = offlineAnswer('How do I make a search ignore case?', [summary]);
    expect(answer).toContain('> 3. Typing :set ic makes searches ignore case.');
    expect(answer).not.toContain('open a line');
    expect(answer).not.toContain('retrieve a file');
  });

  it('answers what a thing is for with what it lets one do', () => {
    const vimrc = passage(
      'Vim has many more features than Vi. To start using more features you should create a "vimrc" file.\n\n' +
        '1. Start editing the "vimrc" file.\n2. Write the file with :w\n\n' +
        'The next time you start Vim it will use syntax highlighting. You can add all your preferred settings to this "vimrc" file.',
    );
    for (const question of [
      'What is the vimrc file for?',
      '¿Para qué sirve el archivo vimrc?',
      'À quoi sert le fichier vimrc ?',
    ]) {
      const answer = offlineAnswer(question, [vimrc]);
      expect(answer).toContain('You can add all your preferred settings');
      expect(answer).not.toContain('you should create');
    }
  });

  it('keeps code with its indentation, fenced so it shows as code', () => {
    const code = passage(
      'A function is defined with def:\n\ndef fib(n):\n    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)',
    );
    const answer = offlineAnswer('How do I define a function?', [code]);
    expect(answer).toContain('> ```\n> def fib(n):\n>     if n < 2:\n>         return n\n');
    expect(checkReply(answer, toSources([code])).unverifiedQuotes).toEqual([]);
  });

  it('answers both sides of a comparison', () => {
    const linear = passage(
      'Linear search checks every item in turn, so it needs n comparisons at most.',
    );
    const binary = passage(
      'Binary search halves the sorted list at each step, so it needs about log2(n) comparisons.',
    );
    const answer = offlineAnswer(
      'What is the difference between binary search and linear search?',
      [binary, linear],
    );
    expect(answer).toContain('Linear search checks every item');
    expect(answer).toContain('Binary search halves');
  });

  it('never quotes a sentence twice, nor a heading alone', () => {
    const one = passage(
      'Parallax\n\nParallax is the apparent shift of a star against the background as the Earth orbits the Sun.',
    );
    const overlap = passage(
      'Parallax is the apparent shift of a star against the background as the Earth orbits the Sun. It gives the distance.',
    );
    const answer = offlineAnswer('What is parallax?', [one, overlap]);
    expect(answer.match(/apparent shift/g)).toHaveLength(1);
    expect(answer).not.toMatch(/^> Parallax$/m);
  });

  it('never quotes a sentence cut from the code it finishes alone', () => {
    const unclass = passage(
      'Printing a data frame shows its table.\n\n> unclass(df)\n\nwill print it as an ordinary list.',
    );
    const answer = offlineAnswer('How do I print a data frame as an ordinary list?', [unclass]);
    expect(answer).toContain('unclass(df)');
    expect(answer).toContain('will print it as an ordinary list.');
  });

  it('never reads on into a sentence stating a protected answer, but quotes it when asked', () => {
    const fib = passage(
      'Plain fib calls itself twice. The tenth Fibonacci number, fib(10), is 55. ' +
        'It is slow because it computes the same values again and again.',
    );
    const forbidden = (text: string) => /\b55\b/.test(text);
    const why = offlineAnswer('Why is plain fib slow?', [fib], { forbidden });
    expect(why).toContain('because it computes');
    expect(why).not.toContain('55');
    expect(offlineAnswer('What is the tenth Fibonacci number?', [fib], { forbidden })).toContain(
      'is 55',
    );
  });

  it('leaves out the start of a sentence the chunk cut at its end', () => {
    const intro = passage(
      'R is an environment in which many statistical techniques have been implemented. A few of these are built',
    );
    const answer = offlineAnswer('Which statistical techniques are implemented in R?', [intro]);
    expect(answer).toContain('many statistical techniques have been implemented. [1]');
    expect(answer).not.toContain('A few of these are built');
  });

  it('prefers a whole sentence to the rest of one that a chunk cut', () => {
    const cut = passage('solves the system of equations and returns x. Other text follows here.');
    const whole = passage('The function solve(A, b) solves the system of equations and returns x.');
    const answer = offlineAnswer('How do I solve a system of equations?', [cut, whole]);
    expect(answer).toContain('The function solve(A, b)');
  });

  it('quotes code with the sentence that introduces it', () => {
    const rep = passage(
      'Other remarks come first.\n\nTo repeat a vector, use rep\n\n> s5 <- rep(x, times=5)',
    );
    const answer = offlineAnswer('How do I repeat a vector five times with rep?', [rep]);
    expect(answer).toContain('To repeat a vector, use rep');
    expect(answer).toContain('s5 <- rep(x, times=5)');
  });

  it('quotes code without a piece of a sentence that a line cut before it', () => {
    const drop = passage('respectively.\n\n```\nx[-(1:5)]  # drops the first five elements\n```');
    const answer = offlineAnswer('How do I drop the first five elements?', [drop]);
    expect(answer).toContain('x[-(1:5)]');
    expect(answer).not.toContain('respectively.');
  });

  it('answers from the text, not from a footnote, an index entry or code naming the term', () => {
    const index = passage('rep . . . . . . . . . . . . . . . . 33');
    const footnote = passage('² Note that rep may be slow on long vectors.');
    const code = passage('> rep(c(1, 2), times = 4)');
    const text = passage('The function rep() repeats an object in various ways.');
    const answer = offlineAnswer('What does rep() do?', [index, footnote, code, text]);
    expect(answer).toContain('The function rep() repeats an object');
    expect(answer).not.toMatch(/\. \. \.|² Note/);
  });

  it('answers with a line the material stresses whole, and the steps it opens', () => {
    const lesson = passage(
      '** To save part of the file, type v motion :w FILENAME **\n\n' +
        '1. Move the cursor to this line.\n2. Press v and move the cursor to the fifth item below.\n3. Press the : character.',
    );
    const other = passage('Saving the file writes all of it: type :w and a name for the copy.');
    const answer = offlineAnswer('How do I save only part of the file?', [lesson, other]);
    expect(answer).toContain('** To save part of the file, type v motion :w FILENAME **');
    expect(answer).toContain('3. Press the : character.');
    expect(answer).not.toContain('Saving the file writes all of it');
  });

  it('quotes the stressed line that opens the steps when a step answers', () => {
    const lesson = passage(
      '** Type / followed by a phrase to search for the phrase. **\n\n' +
        '1. In Normal mode type the / character.\n' +
        "2. Now type 'errroor' <ENTER>. This is the word you want to search for.\n" +
        '3. To search for the same phrase again, simply type n .',
    );
    const answer = offlineAnswer('How do I search for a word in the text?', [lesson]);
    expect(answer).toContain('** Type / followed by a phrase to search for the phrase. **');
    expect(answer).toContain('3. To search for the same phrase again, simply type n .');
  });

  it('answers a how-to with a sentence that does what it asks, not one naming its words', () => {
    const joins = passage(
      'Duplicate rows in a result table come from a join; use a key to find duplicate rows.',
    );
    const distinct = passage('To remove duplicate rows, write SELECT DISTINCT.');
    const answer = offlineAnswer('How do I remove duplicate rows from a table?', [joins, distinct]);
    expect(answer).toContain('To remove duplicate rows, write SELECT DISTINCT.');
    expect(answer).not.toContain('come from a join');
  });

  it('answers a how-to with the steps that follow its answering sentence', () => {
    const vimrc = passage(
      'To use more features you should create a vimrc file.\n\n1. Start editing the vimrc file.\n2. Write it with :w.',
    );
    const answer = offlineAnswer('How do I create a vimrc file?', [vimrc]);
    expect(answer).toContain('1. Start editing the vimrc file.');
    expect(answer).toContain('2. Write it with :w.');
    // A question of another form keeps to the sentence.
    expect(offlineAnswer('What is a vimrc file?', [vimrc])).not.toContain('2. Write it');
  });

  it('leaves out of a second window a step the first already quotes', () => {
    const replace = passage(
      '** Type R to replace many characters. **\n\n1. Move the cursor to the line below. Put it on the first x.\n2. Press R and type the new text.',
    );
    const change = passage(
      '** Type ce to change a word. **\n\n1. Move the cursor to the line below.\n2. Type ce and the new word.',
    );
    const answer = offlineAnswer('What is the difference between R and ce?', [replace, change]);
    expect(answer).toContain('Type R to replace');
    expect(answer).toContain('Type ce to change a word.');
    expect(answer.match(/Move the cursor to the line below/g)).toHaveLength(1);
  });

  it('ends the window before a step that says the stressed line again', () => {
    const lesson = passage(
      '** Type d$ to delete to the end of the line. **\n\n' +
        '1. Move the cursor to the line below.\n2. Type d$ to delete to the end of the line.\n3. Go on to the next lesson.',
    );
    const answer = offlineAnswer('How do I delete to the end of the line?', [lesson]);
    expect(answer).toContain('1. Move the cursor to the line below.');
    expect(answer.match(/Type d\$ to delete/g)).toHaveLength(1);
  });

  it('prefers the line the material stresses to another holding the same words', () => {
    const lesson = passage(
      'Try it:\n1. Type d2w to delete the two words.\n\n** Type dw to delete a word. **',
    );
    const answer = offlineAnswer('How do I delete a word?', [lesson]);
    expect(answer).toContain('** Type dw to delete a word. **');
    expect(answer).not.toContain('d2w');
  });

  it('does not answer "without X" with a sentence that does X', () => {
    const save = passage('Save the file with your changes and exit Vim with :wq.');
    const discard = passage('Type :q! to exit Vim, discarding any changes you have made.');
    const answer = offlineAnswer('How do I exit Vim without saving my changes?', [save, discard]);
    expect(answer).toContain('Type :q! to exit Vim');
    expect(answer).not.toContain(':wq');
    // A sentence that says "without" too answers it.
    const motion = passage(
      'An operator and a motion make a command. Pressing just the motion without an operator moves the cursor.',
    );
    expect(offlineAnswer('What does a motion do without an operator?', [motion])).toContain(
      'Pressing just the motion without an operator',
    );
  });

  it('answers with the text, not with a sentence that only points to it', () => {
    const pointer = passage('See Section 6.2.1 [Concatenating lists], page 30.');
    const text = passage(
      'When c() is given list arguments, the result is a list whose components are those of the lists joined together.',
    );
    const answer = offlineAnswer('How do I concatenate lists?', [pointer, text]);
    expect(answer).toContain('the result is a list whose components');
    expect(answer).not.toContain('See Section');
    // One that opens the code after it is a lead-in, not a pointer.
    const example = passage('See how c() joins two lists:\n\n```\nc(list(1), list(2))\n```');
    expect(offlineAnswer('How do I join two lists?', [example])).toContain(
      'See how c() joins two lists:',
    );
  });

  it('never quotes an index entry, even when nothing else holds the word', () => {
    const index = passage('rep . . . . . . . . . . . . . . . . 33');
    const other = passage('Vectors can be combined with c().');
    expect(offlineAnswer('What does rep() do?', [index, other])).toBe(OFFLINE_NOTHING);
  });

  it('does not take a list item that opens with a condition for a definition', () => {
    const rules = passage(
      '- If array structures are present, the result is an array structure with the common dim attribute.',
    );
    const arrays = passage(
      'An array can be considered as a multiply subscripted collection of data entries.',
    );
    const answer = offlineAnswer('What is an array?', [rules, arrays]);
    expect(answer).toContain('An array can be considered as a multiply subscripted collection');
    expect(answer).not.toContain('If array structures');
  });

  it('quotes the list a lead-in opens with "namely" too', () => {
    const frames = passage(
      'A data frame is a list with class data.frame. There are restrictions on such lists, namely\n- the components must be vectors\n- the vectors must have the same length',
    );
    const answer = offlineAnswer('What is a data frame?', [frames]);
    expect(answer).toContain('- the vectors must have the same length');
  });

  it('quotes a loose list whole, though blank lines part its items', () => {
    const candles = passage(
      'Common standard candles are:\n\n- Cepheid variables, whose period gives their luminosity\n\n- Type Ia supernovae, all of one luminosity',
    );
    const answer = offlineAnswer('What are some standard candles?', [candles]);
    expect(answer).toContain('- Cepheid variables');
    expect(answer).toContain('- Type Ia supernovae');
  });

  it('keeps the quoted prose within about 120 words', () => {
    const long = passage(
      Array.from(
        { length: 30 },
        (_, i) => `Entropy fact number ${i} says entropy grows in isolated systems.`,
      ).join(' '),
    );
    expect(
      words(offlineAnswer('What does entropy do in isolated systems?', [long])),
    ).toBeLessThanOrEqual(130);
  });

  it('does not repeat the previous reply for a follow-up', () => {
    const fib = passage(
      'Plain fib is the textbook recursive definition of the Fibonacci numbers, and it is slow.\n\n' +
        'Each call makes two more calls. It is slow because it computes the same values again and again.',
    );
    const first = offlineAnswer('Is plain fib slow?', [fib]);
    const followUp = offlineAnswer('Is plain fib slow? why is that?', [fib], {
      asked: 'why is that?',
      previousReply: first,
    });
    expect(first).toContain('textbook recursive definition');
    expect(followUp).not.toBe(first);
    expect(followUp).toContain('because it computes');
  });
});

describe('offlineAnswer for a follow-up', () => {
  const sets = passage(
    'A set is an unordered collection with no duplicate elements. Curly braces or the set() function can be used to create sets. ' +
      'Note: to create an empty set you have to use set(), not {}; the latter creates an empty dictionary.',
    'Sets',
  );
  const tuples = passage(
    'Empty tuples are constructed by an empty pair of parentheses; a tuple with one item is constructed by following a value with a comma.',
    'Tuples',
  );

  it('points to the part of the previous reply that answers, rather than quoting another topic', () => {
    const first = offlineAnswer('What is a set?', [sets]);
    const followUp = offlineAnswer('What is a set? How do I make an empty one?', [sets, tuples], {
      asked: 'How do I make an empty one?',
      carried: ['set'],
      pointing: true,
      previousReply: first,
    });
    expect(first).toContain('to create an empty set');
    expect(followUp).not.toBe(first);
    expect(followUp).toContain('to create an empty set you have to use set()');
    expect(followUp).not.toContain('tuple');
  });

  it('points back at the one item of the previous reply that answers, not at all of it', () => {
    const summary = passage(
      '1. Type :help or press <F1> or <HELP> to open a help window.\n2. Type :help cmd to find help on cmd .\n' +
        '3. Type CTRL-W CTRL-W to jump to another window.\n4. Type :q to close the help window.\n' +
        '5. Create a vimrc startup script to keep your preferred settings.',
      'Lesson 7 summary',
    );
    const help = passage(
      'Vim has a comprehensive on-line help system. To get started, try one of these three: press the <HELP> key, ' +
        'press the <F1> key, or type :help <ENTER>. Read the text in the help window to find out how the help works. ' +
        'Type CTRL-W CTRL-W to jump from one window to another.',
      'Getting help',
    );
    const first = offlineAnswer("How do I open Vim's help?", [summary, help]);
    const followUp = offlineAnswer(
      "How do I open Vim's help? And how do I close it?",
      [summary, help],
      {
        asked: 'And how do I close it?',
        carried: ['open', 'vim', 'help'],
        pointing: true,
        previousReply: first,
      },
    );
    expect(first).toContain('1. Type :help or press <F1>');
    expect(followUp).toContain('4. Type :q to close the help window.');
    expect(followUp).not.toContain('open a help window');
  });

  it('answers what a follow-up asks of the topic, with the code its sentence opens', () => {
    const attach = passage(
      'The attach() function takes a list or data frame as its argument. ' +
        'You can alter the attached values via assign, but the original data frame is unchanged.\n\n' +
        'To detach a data frame, use the function\n\n```\n> detach()\n```\n\n' +
        'More precisely, this statement detaches the entity at position 2.',
    );
    const answer = offlineAnswer(
      'How do I attach a data frame? And how do I detach that?',
      [attach],
      {
        asked: 'And how do I undo that?',
        carried: ['attach', 'data', 'frame'],
        pointing: true,
      },
    );
    expect(answer).toContain('> To detach a data frame, use the function\n> ```\n> > detach()');
    expect(answer).not.toContain('alter the attached values');
  });

  it("takes the words of a follow-up's form for no part of what it asks", () => {
    const sky = passage(
      'Light pollution causes faint stars to vanish from city skies. ' +
        'Precession is a slow change in the direction of the spin axis. ' +
        'The reason for precession is the pull of the Moon and Sun on the flattened Earth.',
    );
    const answer = offlineAnswer('What is precession? What causes it?', [sky], {
      asked: 'What causes it?',
      carried: ['precession'],
      pointing: true,
    });
    expect(answer).toContain('The reason for precession is the pull of the Moon');
    expect(answer).not.toContain('Light pollution');
  });

  it('keeps an example to the whole topic, not to one of its words', () => {
    const doctest = passage(
      'This improves the documentation by providing the user with an example of a list of numbers:\n\n' +
        '```\n>>> print(average([20, 30, 70]))\n40.0\n```',
    );
    const comprehensions = passage(
      'List comprehensions provide a concise way to create lists. For example:\n\n' +
        '```\n>>> squares = [x**2 for x in range(10)]\n```',
    );
    const answer = offlineAnswer(
      'What is a list comprehension? Can you show me an example?',
      [doctest, comprehensions],
      { asked: 'Can you show me an example?', carried: ['list', 'comprehension'], pointing: true },
    );
    expect(answer).toContain('squares = [x**2 for x in range(10)]');
    expect(answer).not.toContain('average');
  });

  it('reads "and a whole line?" after "how do I delete a word?" as the line in place of the word', () => {
    const lines = passage(
      '** Type dd to delete a whole line. **\n\n' +
        "Due to the frequency of whole line deletion, the designers of Vi decided it would be easier to simply type two d's to delete a line.",
    );
    const summary = passage(
      '1. To change a word, type cw; to change a whole line, type cc.\n' +
        '2. To put back text that has just been deleted, type p.',
    );
    const answer = offlineAnswer('How do I delete a word? And a whole line?', [lines, summary], {
      asked: 'And a whole line?',
      carried: ['delete', 'word'],
    });
    expect(answer).toContain('Type dd to delete a whole line.');
    expect(answer).not.toContain('type ce');
  });

  it('reads an item of a list with the items before it: "what about X?" after one of them', () => {
    const inheritance = passage(
      'Python has two built-in functions that work with inheritance:\n\n' +
        '* Use isinstance() to check an instance type: isinstance(obj, int) is True only if obj is an int.\n\n' +
        '* Use issubclass() to check class inheritance: issubclass(bool, int) is True.',
    );
    const listing = passage(
      "```\n'abs', 'all', 'any', 'bin', 'bool', 'dict', 'dir', 'eval', 'exec', 'float', 'hash', 'id', 'int', 'isinstance', 'issubclass', 'iter', 'len', 'list'\n```",
    );
    const answer = offlineAnswer(
      'What does isinstance do? What about issubclass?',
      [listing, inheritance],
      { asked: 'What about issubclass?', carried: ['isinstance'] },
    );
    expect(answer).toContain('Use issubclass() to check class inheritance');
    expect(answer).not.toContain("'abs'");
  });
});

describe('offlineAnswer for operators', () => {
  it('weighs an operator the question writes like a word', () => {
    const numbers = passage(
      'Division (/) always returns a float. To do floor division and get an integer result you can use the // operator; to calculate the remainder you can use %.',
    );
    const logic = passage(
      'The Boolean operators and and or are so-called short-circuit operators: their arguments are evaluated from left to right.',
    );
    expect(offlineAnswer('What does the // operator do?', [logic, numbers])).toContain(
      'you can use the // operator',
    );
  });
});

describe("offlineAnswer with a teacher's note", () => {
  const note = {
    ...passage(
      'It is O(log n), not O(n).\n\nEach step halves what is left.',
      'Binary search cost?',
    ),
    note: true,
  };

  it("quotes the teacher's note that answers the question whole, and nothing else", () => {
    const answer = offlineAnswer('How fast is binary search?', [
      { ...note, answersQuestion: true },
      thermo,
    ]);
    expect(answer).toBe(
      `${OFFLINE_NOTE_INTRO}\n\n> It is O(log n), not O(n).\n>\n> Each step halves what is left. [1]`,
    );
    expect(toSources([{ ...note, answersQuestion: true }])[0]).toMatchObject({
      fileName: "Teacher's note",
      page: null,
      note: true,
    });
  });

  it('quotes a note that does not answer the question like any passage', () => {
    const answer = offlineAnswer('What does the first law of thermodynamics say?', [note, thermo]);
    expect(answer.split('\n')[0]).toBe(OFFLINE_INTRO);
    expect(answer).toContain('ΔU = Q − W');
  });
});

describe('unitsOf', () => {
  it('cuts prose into sentences and keeps lists and code as written', () => {
    expect(
      unitsOf('Steps:\n1. Boil water.\n2. Add tea.\n\nx = 1;\ny = 2;\n\nOne. Two is here.').map(
        (u) => [u.kind, u.text],
      ),
    ).toEqual([
      ['sentence', 'Steps:'],
      ['item', '1. Boil water.'],
      ['item', '2. Add tea.'],
      ['code', 'x = 1;\ny = 2;'],
      ['sentence', 'One.'],
      ['sentence', 'Two is here.'],
    ]);
  });

  it('starts a sentence at an opening quote or question mark of any language', () => {
    expect(
      unitsOf(
        'Tell them apart. ‘[[...]]’ selects one element. ¿Y el otro? «[...]» selects many.',
      ).map((u) => u.text),
    ).toEqual([
      'Tell them apart.',
      '‘[[...]]’ selects one element.',
      '¿Y el otro?',
      '«[...]» selects many.',
    ]);
  });

  it('starts a sentence where a label opens one, though no full stop ends the last', () => {
    expect(
      unitsOf('NOTE: To clear the marks enter: :noh NOTE: Case counts in searches.').map(
        (u) => u.text,
      ),
    ).toEqual(['NOTE: To clear the marks enter: :noh', 'NOTE: Case counts in searches.']);
  });

  it('reads a key named in angle brackets as prose, not code', () => {
    expect(unitsOf('Press <ESC> to leave Insert mode.').map((u) => u.kind)).toEqual(['sentence']);
    expect(unitsOf('x = <ESC>;').map((u) => u.kind)).toEqual(['code']);
  });
});

describe('stem', () => {
  it('matches the forms of a word', () => {
    expect(new Set(['differ', 'different', 'difference', 'differences'].map(stem)).size).toBe(1);
    expect(stem('tables')).toBe(stem('table'));
    expect(stem('class')).toBe('class');
    expect(new Set(['galaxy', 'galaxies', 'galaxys'].map(stem)).size).toBe(1);
    expect(stem('studied')).toBe(stem('study'));
    // A verb's doubled last consonant: "running" is "run", "openning" is "open".
    expect(new Set(['run', 'running', 'runs'].map(stem)).size).toBe(1);
    expect(new Set(['stop', 'stopped', 'stopping'].map(stem)).size).toBe(1);
    expect(stem('openning')).toBe(stem('open'));
    expect(stem('added')).toBe(stem('add'));
    expect(stem('called')).toBe(stem('call'));
  });
});
