import { describe, expect, it } from 'vitest';
import { plainMarkdown } from './markdown-inline.ts';

describe('plainMarkdown', () => {
  it('shows emphasis without its marks', () => {
    expect(plainMarkdown('A *stack* is **last in**, _first_ __out__; ***both***.')).toBe(
      'A stack is last in, first out; both.',
    );
    expect(plainMarkdown('It is ~~slow~~ fast.')).toBe('It is slow fast.');
  });

  it('keeps stars and underscores that are not emphasis', () => {
    const text = '- item with 2*x*y and 3 * 4 * 5\n* another, my_var_name and __init__ too';
    expect(plainMarkdown(text)).toBe(text.replace('__init__', 'init'));
    expect(plainMarkdown(String.raw`a \*literal\* star`)).toBe('a *literal* star');
  });

  it('reads links and images as their text', () => {
    expect(
      plainMarkdown(
        'See [the guide](https://x.org/a_(b) "Guide") and ![a diagram](d.png), [ref][1], <https://x.org>.',
      ),
    ).toBe('See the guide and a diagram, ref, https://x.org.');
  });

  it('leaves code spans and fenced code exactly as written', () => {
    const text =
      'Call `f(*args, **kw)` with _care_.\n\n```\nx = y * z * w  # *not* emphasis\n[a](b)\n```';
    expect(plainMarkdown(text)).toBe(
      'Call `f(*args, **kw)` with care.\n\n```\nx = y * z * w  # *not* emphasis\n[a](b)\n```',
    );
  });

  it('writes HTML superscripts and subscripts as characters', () => {
    expect(plainMarkdown('O(n<sup>2</sup>) and x<sub>i</sub>')).toBe('O(n²) and xᵢ');
  });
});
