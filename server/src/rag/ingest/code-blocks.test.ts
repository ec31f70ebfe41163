import { describe, expect, it } from 'vitest';
import { fenceCode, looksLikeCode } from './code-blocks.ts';

const text = { markdown: false };
const markdown = { markdown: true };

describe('fenceCode', () => {
  it("fences a reStructuredText literal block after '::', keeping its indentation", () => {
    const rst = 'A loop::\n\n    for x in xs:\n        print(x)\n\nAfter it.';
    expect(fenceCode(rst, text)).toBe(
      'A loop:\n\n```\nfor x in xs:\n    print(x)\n```\n\nAfter it.',
    );
  });

  it("drops a lone '::' and the one after a space, as reStructuredText shows them", () => {
    expect(fenceCode('Run it ::\n\n  make\n', text)).toBe('Run it\n\n```\nmake\n```\n');
    expect(fenceCode('::\n\n  make', text)).toBe('\n```\nmake\n```');
  });

  it("ends a list item's literal block where the item's text goes on", () => {
    const rst = '- Fails; e.g.::\n\n     d = {[1]: 2}\n\n  would raise an error.';
    expect(fenceCode(rst, text)).toBe(
      '- Fails; e.g.:\n\n```\nd = {[1]: 2}\n```\n\n  would raise an error.',
    );
  });

  it('fences code directives with their language, without their options', () => {
    const rst =
      'Example:\n\n.. code-block:: python\n   :linenos:\n\n   def f():\n\n       return 1\n\nDone.';
    expect(fenceCode(rst, text)).toBe(
      'Example:\n\n```python\ndef f():\n\n    return 1\n```\n\nDone.',
    );
  });

  it('fences a doctest block', () => {
    expect(fenceCode('See:\n\n>>> 1 + 1\n2\n\nSo.', text)).toBe(
      'See:\n\n```pycon\n>>> 1 + 1\n2\n```\n\nSo.',
    );
  });

  it("fences Markdown's indented code, but not an indented list item's lines", () => {
    expect(fenceCode('Text.\n\n    x = 1\n      y = 2\n\nMore.', markdown)).toBe(
      'Text.\n\n```\nx = 1\n  y = 2\n```\n\nMore.',
    );
    const list = '- item\n\n    more about the item\n';
    expect(fenceCode(list, markdown)).toBe(list);
  });

  it('leaves indented prose in plain text alone (licences indent their paragraphs)', () => {
    const licence =
      '      "Licensor" shall mean the copyright owner or entity authorized by\n      the copyright owner that is granting the License.';
    expect(fenceCode(licence, text)).toBe(licence);
  });

  it('fences unmarked code that reads as code, blank lines in a function included', () => {
    const notes =
      'Binary search:\n\ndef search(xs, x):\n    low = 0\n\n    while low < len(xs):\n        low += 1\n\nIt halves the range.';
    expect(fenceCode(notes, text)).toBe(
      'Binary search:\n\n```\ndef search(xs, x):\n    low = 0\n\n    while low < len(xs):\n        low += 1\n```\n\nIt halves the range.',
    );
  });

  it('leaves fenced blocks as they are', () => {
    const md = '```\n    x = 1\n```';
    expect(fenceCode(md, markdown)).toBe(md);
    // Indented code that shows a fence gets a longer fence of its own.
    expect(fenceCode('Text.\n\n    ```', markdown)).toBe('Text.\n\n````\n```\n````');
  });
});

describe('looksLikeCode', () => {
  it('tells code from prose', () => {
    expect(looksLikeCode(['x = compute(y)', 'print(x)'])).toBe(true);
    expect(looksLikeCode(['SELECT name FROM t;'])).toBe(true);
    expect(looksLikeCode(['The function returns the value of x = 2 when it is called.'])).toBe(
      false,
    );
    expect(looksLikeCode(['Pressure', 'Volume and temperature'])).toBe(false);
  });
});
