import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadedToDraw } from '../../lib/drawn-on-server.ts';
import { SafeMarkdown } from './SafeMarkdown.tsx';

function render(markdown: string): string {
  return renderToStaticMarkup(
    createElement(MantineProvider, null, createElement(SafeMarkdown, null, markdown)),
  );
}

describe('SafeMarkdown', () => {
  it('renders Markdown and GFM tables', () => {
    const html = render('**bold** and `code`\n\n| a | b |\n| - | - |\n| 1 | 2 |');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<table>');
  });

  it('shows raw HTML as text instead of markup', () => {
    const html = render('Hi <script>alert(1)</script> <b onclick="x()">there</b>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b ');
    expect(html).toContain('&lt;script&gt;');
  });

  it('opens safe links in a new tab and drops unsafe ones', () => {
    const html = render('[ok](https://example.org) [bad](javascript:alert(1)) [rel](/auth)');
    expect(html).toMatch(/<a [^>]*href="https:\/\/example.org\/"[^>]*>ok<\/a>/);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('href="/auth"');
    expect(html).toContain('<span>bad</span>');
  });

  it('never loads images, showing their alt text', () => {
    const html = render('![a diagram](https://tracker.example/pixel.png)');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('tracker.example');
    expect(html).toContain('a diagram');
  });
});

describe('SafeMarkdown with math and code', () => {
  // Without a document (as on the server), the math and code renderers are needed to draw.
  const ready = () => loadedToDraw();

  it('renders inline and displayed math with KaTeX, however it is delimited', async () => {
    await ready();
    for (const inline of ['$a^2 + b^2$', '\\(a^2 + b^2\\)']) {
      const html = render(`Pythagoras: ${inline} holds.`);
      expect(html).toContain('class="katex"');
      expect(html).not.toContain('katex-display');
      expect(html).not.toContain('\\(');
    }
    for (const display of [
      '$$\\int_0^1 x\\,dx$$',
      '\\[\\int_0^1 x\\,dx\\]',
      '$$\n\\int_0^1 x\\,dx\n$$',
    ]) {
      const html = render(`The area:\n\n${display}\n\nis a half.`);
      expect(html).toContain('katex-display');
      expect(html).toContain('is a half.');
    }
  });

  it('shows a formula KaTeX cannot read as written, not an error', async () => {
    await ready();
    expect(render('$\\frac{1}{$')).toContain('katex-error');
  });

  it('highlights code blocks of a known language and leaves math signs in code alone', async () => {
    await ready();
    const html = render('```python\ndef cost(x):\n    return f"$ {x}"  # \\(not math\\)\n```');
    expect(html).toContain('hljs-keyword');
    expect(html).toContain('hljs-string');
    expect(html).not.toContain('katex');
    expect(html).toContain('\\(not math\\)');
    const plain = render('```\nno language given\n```');
    expect(plain).not.toContain('hljs-');
  });
});
