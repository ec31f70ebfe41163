import { describe, expect, it } from 'vitest';
import type { PdfLine } from './pdf-lines.ts';
import { bodyStyle, pageText } from './pdf-paragraphs.ts';

const SIZE = 10;
const CHAR = 5;

interface Options {
  size?: number;
  mono?: boolean;
  /** Set justified: the line reaches the right edge, 80 characters from the left margin. */
  full?: boolean;
  gap?: number;
}

/** A line set at (x, y) as one run. */
function line(text: string, x: number, y: number, options: Options = {}) {
  const size = options.size ?? SIZE;
  const mono = options.mono ?? false;
  const width = options.full ? 72 + 80 * CHAR - x : text.length * CHAR * (size / SIZE);
  const runs = [{ text, x, y, width, size, mono }];
  return { runs, text, x, right: x + width, y, size, mono } satisfies PdfLine;
}

/** Lines of a page 80 characters wide, 12 points apart, from the top. */
function page(...specs: [string, number, Options?][]) {
  let y = 700;
  return specs.map(([text, x, options = {}]) => {
    y -= options.gap ?? 12;
    return line(text, x, y, options);
  });
}

const F = { full: true };
const textOf = (lines: PdfLine[]) => pageText(lines, bodyStyle([lines]));

describe('pageText', () => {
  it('joins wrapped lines into one paragraph, and rejoins a hyphenated word', () => {
    const lines = page(
      ['Vectors can be used in arithmetic expressions, in which case the opera-', 72, F],
      ['tions are performed element by element and the results are', 72, F],
      ['stored in a new vector.', 72],
    );
    expect(textOf(lines)).toBe(
      `Vectors can be used in arithmetic expressions, in which case the operations are performed element by element and the results are stored in a new vector.`,
    );
  });

  it('breaks paragraphs at a short sentence end, a first-line indent and a wider gap', () => {
    const lines = page(
      ['The first paragraph runs across the full width of the text and on', 72, F],
      ['to the end here.', 72],
      ['The second starts with an indent like a book sets it and goes', 87, F],
      ['on across the width and after this line there is more space', 72, F],
      ['A third paragraph after the wider gap starts here and keeps going', 72, { ...F, gap: 24 }],
    );
    expect(
      textOf(lines)
        .split('\n\n')
        .map((p) => p.slice(0, 12)),
    ).toEqual(['The first pa', 'The second s', 'A third para']);
  });

  it('keeps list items on their own lines, with their wrapped lines', () => {
    const lines = page(
      ['A full line of prose so the page has a measure, it says the steps are:', 72, F],
      ['1. Create a separate sub-directory, say work, to hold the data files', 78],
      ['for this problem.', 90],
      ['2. Start the program.', 78],
    );
    expect(textOf(lines).split('\n\n')[1]).toBe(
      '1. Create a separate sub-directory, say work, to hold the data files for this problem.\n2. Start the program.',
    );
  });

  it('keeps code in a monospace font as a fenced block, indented by position', () => {
    const mono = { mono: true };
    const code = [
      line('> f <- function(x) {', 100, 676, mono),
      line('x + 1', 100 + 4 * CHAR, 664, mono),
      line('}', 100, 628, mono),
    ];
    const lines = [
      ...page(['The function is defined as a full line of prose that ends with:', 72, F]),
      ...code,
      line('That is all.', 72, 610),
    ];
    expect(textOf(lines)).toBe(
      `The function is defined as a full line of prose that ends with:\n\n\`\`\`\n> f <- function(x) {\n    x + 1\n\n\n}\n\`\`\`\n\nThat is all.`,
    );
  });

  it('writes a line in a larger font as a title, and dot-leader lines as entries', () => {
    const lines = page(
      ['2.1 Vectors and assignment', 72, { size: 14 }],
      ['R operates on named data structures, the simplest is the numeric vector', 72, F],
      ['1 Introduction . . . . . . . 2', 72],
      ['2 Vectors . . . . . . . . . . 8', 72],
    );
    expect(textOf(lines)).toBe(
      `# 2.1 Vectors and assignment\n\nR operates on named data structures, the simplest is the numeric vector\n\n1 Introduction . . . . . . . 2\n2 Vectors . . . . . . . . . . 8`,
    );
  });

  it('keeps short code-like lines in the text font together as code', () => {
    const lines = page(
      ['Linear search looks at each item in turn until it finds the target.', 72, F],
      ['def find(items, target):', 72, { gap: 24 }],
      ['for i, item in enumerate(items):', 72],
      ['if item == target:', 72],
      ['return i', 72],
    );
    expect(textOf(lines).split('\n\n')[1]).toBe(
      '```\ndef find(items, target):\nfor i, item in enumerate(items):\nif item == target:\nreturn i\n```',
    );
  });
});
