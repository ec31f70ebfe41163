import { describe, expect, it } from 'vitest';
import { hasCodeBlock, mathForRemark, mayHaveMath } from './math-and-code.ts';

describe('math as remark-math reads it', () => {
  it('rewrites LaTeX delimiters and a one-line $$…$$ outside code only', () => {
    expect(mathForRemark('so \\(x^2\\) and')).toBe('so $x^2$ and');
    expect(mathForRemark('area \\[ \\pi r^2 \\] here')).toBe('area \n\n$$\n\\pi r^2\n$$\n\n here');
    expect(mathForRemark('$$E = mc^2$$')).toBe('$$\nE = mc^2\n$$');
    expect(mathForRemark('`\\(kept\\)` and\n```\n\\[kept\\]\n```')).toBe(
      '`\\(kept\\)` and\n```\n\\[kept\\]\n```',
    );
  });

  it('loads KaTeX only for math, and the code colours only for a code block', () => {
    expect(mayHaveMath('Binary search halves the list. [1]')).toBe(false);
    expect(mayHaveMath('It costs $O(\\log n)$')).toBe(true);
    expect(mayHaveMath('\\(x\\)')).toBe(true);
    expect(mayHaveMath('```js\nx\n```')).toBe(false);
    expect(hasCodeBlock('```js\nx\n```')).toBe(true);
    expect(hasCodeBlock('a `span` only')).toBe(false);
  });
});
