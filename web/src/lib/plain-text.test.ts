import { describe, expect, it } from 'vitest';
import { markdownAsPlainText } from './plain-text.ts';

describe('a reply as plain text', () => {
  it('drops quote markers, keeping the quoted lines and citation marks', () => {
    expect(
      markdownAsPlainText(
        'From the course material:\n\n> Binary search halves the list.\n> It needs a sorted list. [1]\n>\n> > Nested too. [2]',
      ),
    ).toBe(
      'From the course material:\n\nBinary search halves the list.\nIt needs a sorted list. [1]\n\nNested too. [2]',
    );
  });

  it('keeps code as written without its fence, and math as LaTeX', () => {
    expect(
      markdownAsPlainText(
        'Try:\n\n```python\ndef f(x):\n    return x ** 2  # *not* emphasis\n```\n\nso $f(x) = x^2$ and $$\\int_0^1 x\\,dx$$',
      ),
    ).toBe(
      'Try:\n\ndef f(x):\n    return x ** 2  # *not* emphasis\n\nso $f(x) = x^2$ and $$\\int_0^1 x\\,dx$$',
    );
  });

  it('takes marks off headings, emphasis, inline code and links, but not off lists', () => {
    expect(
      markdownAsPlainText(
        '## Steps\n\n- **Sort** the list\n- Call `search(xs, 3)` on *it*\n\nSee [the notes](https://example.edu/n) and snake_case_name, 2*3*4.',
      ),
    ).toBe(
      'Steps\n\n- Sort the list\n- Call search(xs, 3) on it\n\nSee the notes and snake_case_name, 2*3*4.',
    );
  });
});
