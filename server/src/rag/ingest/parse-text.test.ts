import { describe, expect, it } from 'vitest';
import { parseText } from './parse-text.ts';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('parseText', () => {
  it('reads UTF-8 without its BOM and with unified line ends', () => {
    const doc = parseText(
      bytes('\uFEFFFirst line\r\nsecond line\r\n\r\nNext paragraph.\r\n'),
      'text',
      'a.txt',
    );
    expect(doc).toEqual({
      kind: 'text',
      sections: [{ heading: null, text: 'First line\nsecond line\n\nNext paragraph.' }],
    });
  });

  it('makes Markdown headings the titles of their sections', () => {
    const md = '# Cells\n\nThey divide.\n\n## Membranes\n\n- water\n- ions\n';
    expect(parseText(bytes(md), 'markdown', 'a.md').sections).toEqual([
      { heading: 'Cells', text: 'They divide.' },
      { heading: 'Membranes', text: '- water\n- ions' },
    ]);
  });

  it('reads underlined titles in plain text, but not a # line', () => {
    const text = 'Entropy\n=======\n\nDisorder grows.\n\n# not a title here\n';
    expect(parseText(bytes(text), 'text', 'a.txt').sections).toEqual([
      { heading: 'Entropy', text: 'Disorder grows.\n\n# not a title here' },
    ]);
  });

  it('drops reStructuredText link targets, which never show', () => {
    const text =
      'There are two kinds of errors: syntax errors and exceptions.\n\n.. _tut-syntaxerrors:\n\n' +
      'Syntax Errors\n=============\n\nParsing errors are common.\n';
    expect(parseText(bytes(text), 'text', 'errors.rst').sections).toEqual([
      { heading: null, text: 'There are two kinds of errors: syntax errors and exceptions.' },
      { heading: 'Syntax Errors', text: 'Parsing errors are common.' },
    ]);
  });

  it('drops reStructuredText comments and page directives, with the lines under them', () => {
    const text =
      '.. sectionauthor:: Georg Brandl <georg@python.org>\n.. index:: pair: coding; style\n' +
      '   single: PEP 8\n\n.. A note to editors,\n   over two lines.\n\n' +
      'Use 4-space indentation.\n\n.. note::\n\n   Tabs confuse.\n';
    expect(parseText(bytes(text), 'text', 'style.rst').sections).toEqual([
      { heading: null, text: 'Use 4-space indentation.\n\n.. note::\n\nTabs confuse.' },
    ]);
  });

  it('keeps the indentation of fenced code', () => {
    const md = '# Loops\n\nTry:\n```python\nfor x in xs:\n    if x:\n        print(x)\n```\n';
    expect(parseText(bytes(md), 'markdown', 'a.md').sections).toEqual([
      {
        heading: 'Loops',
        text: 'Try:\n\n```python\nfor x in xs:\n    if x:\n        print(x)\n```',
      },
    ]);
  });

  it('fences code that plain text shows by indentation, keeping its indentation', () => {
    const rst = 'A function::\n\n    def twice(x):\n        return 2 * x\n\nThat is all.\n';
    expect(parseText(bytes(rst), 'text', 'a.txt').sections).toEqual([
      {
        heading: null,
        text: 'A function:\n\n```\ndef twice(x):\n    return 2 * x\n```\n\nThat is all.',
      },
    ]);
  });

  it('reads Markdown emphasis and links as they render, in prose only', () => {
    const md = '# *Big* O\n\nIt is **O(n²)**, see [notes](n.md).\n\n```\nx = a*b*c\n```\n';
    expect(parseText(bytes(md), 'markdown', 'a.md').sections).toEqual([
      { heading: 'Big O', text: 'It is O(n²), see notes.\n\n```\nx = a*b*c\n```' },
    ]);
  });

  it('refuses empty and non-UTF-8 files', () => {
    expect(() => parseText(bytes(' \n\n '), 'text', 'a.txt')).toThrow('a.txt: the file is empty.');
    expect(() => parseText(new Uint8Array([0xff, 0xfe, 0x41, 0]), 'text', 'b.txt')).toThrow(
      'b.txt: unsupported file type.',
    );
  });
});
