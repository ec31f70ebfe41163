import { describe, expect, it } from 'vitest';
import { dropRunningLines } from './running-lines.ts';

interface Line {
  text: string;
  y: number;
}

/** A page: its header (if any) at the top, body lines, its footer (if any) at the bottom. */
function page(body: string[], header?: string, footer?: string): Line[] {
  return [
    ...(header === undefined ? [] : [{ text: header, y: 750 }]),
    ...body.map((text, i) => ({ text, y: 700 - 14 * i })),
    ...(footer === undefined ? [] : [{ text: footer, y: 40 }]),
  ];
}

const texts = (pages: Line[][]) => pages.map((lines) => lines.map((l) => l.text));
const TOPICS = ['cells', 'tissues', 'organs', 'systems', 'membranes', 'enzymes', 'genes'];
const topic = (n: number) => TOPICS[n % TOPICS.length] ?? 'cells';
const body = (n: number) => [
  `This page is about ${topic(n)} and more.`,
  `The next one is about ${topic(n + 1)}.`,
];

describe('dropRunningLines', () => {
  it('drops a header and footer that repeat once numbers are masked', () => {
    const pages = [1, 2, 3, 4, 5].map((n) =>
      page(body(n), `Chapter 2: Vectors ${n + 6}`, `© 2024 School of Data — ${n}`),
    );
    expect(texts(dropRunningLines(pages))).toEqual([1, 2, 3, 4, 5].map(body));
  });

  it('drops bare page numbers, arabic and roman, at the very top or bottom', () => {
    const pages = [
      page(body(1), 'iii'),
      page(body(2), undefined, '- 4 -'),
      page(body(3), undefined, 'Page 5 of 9'),
    ];
    expect(texts(dropRunningLines(pages))).toEqual([body(1), body(2), body(3)]);
  });

  it("drops a header seen on one page only when it carries the page's printed number", () => {
    // Printed numbers run six behind the page index, as most pages' edge lines agree.
    const pages = [1, 2, 3, 4, 5, 6].map((n) =>
      page(body(n), n === 4 ? 'Chapter 9: Loops 10' : `${n + 6}`),
    );
    expect(texts(dropRunningLines(pages))).toEqual([1, 2, 3, 4, 5, 6].map(body));
  });

  it('keeps a title that starts pages chapters apart, and long repeated lines', () => {
    const pages = Array.from({ length: 12 }, (_, i) =>
      page(i % 5 === 0 ? ['Exercises', ...body(i)] : body(i)),
    );
    expect(texts(dropRunningLines(pages))).toEqual(texts(pages));
    const prose = 'Sorting networks compare and swap pairs of values in a fixed order, always.';
    const repeated = [1, 2, 3, 4].map((n) => page([prose, ...body(n)]));
    expect(texts(dropRunningLines(repeated))).toEqual(texts(repeated));
  });

  it('keeps repeated short lines that sit with the body, not apart from it', () => {
    const pages = [1, 2, 3, 4].map((n) => page(['Loops repeat work.', ...body(n), 'That is all.']));
    expect(texts(dropRunningLines(pages))).toEqual(texts(pages));
  });

  it('keeps a page that is nothing but a number', () => {
    expect(texts(dropRunningLines([page(['42'])]))).toEqual([['42']]);
  });
});
