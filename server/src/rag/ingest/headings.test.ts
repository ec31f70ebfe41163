import { describe, expect, it } from 'vitest';
import { splitByHeadings } from './headings.ts';
import { parsePdf } from './parse-pdf.ts';
import { writePdf } from './pdf-writer.ts';

const markdown = { hashMarks: true, plainLines: false };
const pdf = { hashMarks: false, plainLines: true };

describe('splitByHeadings', () => {
  it('takes reStructuredText titles (with or without an overline) out of the text', () => {
    const rst = '*****\nFAQ\n*****\n\nIntro.\n\nWhy GIL?\n--------\n\nOne thread at a time.';
    expect(splitByHeadings(rst, markdown)).toEqual([
      { heading: 'FAQ', text: 'Intro.' },
      { heading: 'Why GIL?', text: 'One thread at a time.' },
    ]);
  });

  it('lets a title with no text under it give way to the next', () => {
    expect(splitByHeadings('# Part 1\n\n## Energy\n\nIt is conserved.', markdown)).toEqual([
      { heading: 'Energy', text: 'It is conserved.' },
    ]);
  });

  it('never reads a title inside a code block', () => {
    const md = '# Shell\n\n```\n# a comment\nls\n```';
    expect(splitByHeadings(md, markdown)).toEqual([
      { heading: 'Shell', text: '```\n# a comment\nls\n```' },
    ]);
  });

  it('finds title lines in PDF text, not wrapped prose, formulas or list items', () => {
    const page = [
      'The first law',
      'The first law of thermodynamics states that the change in internal energy is',
      'Heat added minus the work done by the system.',
      'ΔU = Q − W',
      'The state variables are:',
      'Pressure',
      'Volume and temperature of the gas in the container.',
    ].join('\n');
    expect(splitByHeadings(page, pdf)).toEqual([
      { heading: 'The first law', text: page.split('\n').slice(1).join('\n') },
    ]);
  });
});

describe('numbered titles in PDF text', () => {
  const titlesOf = (page: string) => splitByHeadings(page, pdf).map((part) => part.heading);

  it('are titles after any line, with dotted, chapter and appendix numbers', () => {
    for (const title of [
      '2.1 Vectors and assignment',
      '3.4.2 The class of an object',
      'Chapter 3 Ordered and unordered factors',
      'Appendix A: A sample session',
      'B.1 Invoking R from the command line',
      '2 Simple manipulations; numbers and vectors',
    ]) {
      const page = `the value of the expression, use the R command\n${title}\nR operates on named data structures, the simplest being the numeric vector.`;
      expect(titlesOf(page), title).toEqual([null, title]);
    }
  });

  it('are not list items, sentences or counts', () => {
    const page = [
      'Further R sessions are simple.',
      '1. Make work the working directory and start the program as before:',
      '2. Use the R program, terminating with the q() command at the end.',
      '3 of the students failed',
      'Then the rest of the class passed the test without any further trouble at all.',
    ].join('\n');
    expect(titlesOf(page)).toEqual([null]);
  });

  it('are judged by the paragraph after them when a blank line sets them apart', () => {
    const page =
      'Done.\n\n1.6 An introductory session\n\nReaders wishing to get a feel for R should work through it.';
    expect(splitByHeadings(page, pdf)).toEqual([
      { heading: null, text: 'Done.' },
      {
        heading: '1.6 An introductory session',
        text: 'Readers wishing to get a feel for R should work through it.',
      },
    ]);
  });
});

describe('PDF titles', () => {
  it('name the passages under them, across pages', async () => {
    const doc = await parsePdf(
      writePdf([
        'Entropy\nEntropy measures how many microscopic states match the macroscopic one.',
        'It never decreases in an isolated system, which is the second law.',
      ]),
      'thermo.pdf',
    );
    expect(doc.sections.map((s) => [s.page, s.heading])).toEqual([
      [1, 'Entropy'],
      [2, 'Entropy'],
    ]);
  });
});
