import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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
