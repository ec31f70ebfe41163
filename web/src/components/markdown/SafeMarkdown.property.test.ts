import { MantineProvider } from '@mantine/core';
import fc from 'fast-check';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadedToDraw } from '../../lib/drawn-on-server.ts';
import { SafeMarkdown } from './SafeMarkdown.tsx';

/**
 * Model output and course material are rendered as Markdown. Whatever the model writes,
 * mixed with Markdown syntax in any order, the page must never get a script, an event
 * handler, a frame, a remote image or a link to anything but http(s) and mailto.
 */

/** The Markdown's own markup, without the <style> elements MantineProvider adds. */
function render(markdown: string): string {
  const html = renderToStaticMarkup(
    createElement(MantineProvider, null, createElement(SafeMarkdown, null, markdown)),
  );
  return html.replace(/<style data-mantine-styles="[a-z]+">[^<]*<\/style>/g, '');
}

const payloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<style>body{display:none}</style>',
  '<object data="x.swf"></object>',
  '<div onclick="alert(1)">x</div>',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](java\tscript:alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](data:text/html,<script>alert(1)</script>)',
  '[x](vbscript:msgbox(1))',
  '<javascript:alert(1)>',
  '[x][r]\n\n[r]: javascript:alert(1)',
  '![pixel](https://tracker.example/p.png)',
  '![pixel][i]\n\n[i]: https://tracker.example/p.png',
  '[![img](https://tracker.example/p.png)](https://ok.example)',
  '<https://ok.example>',
  '[ok](https://ok.example "title")',
  '[mail](mailto:teacher@example.org)',
  // Math goes through KaTeX, which must not be a way around the rules either.
  '$\\href{javascript:alert(1)}{x}$',
  '$$\\url{javascript:alert(1)}$$',
  '\\(\\htmlData{onload=alert(1)}{x}\\)',
  '\\[\\includegraphics{https://tracker.example/p.png}\\]',
  '$\\sqrt{x}$',
  '```html\n<script>alert(1)</script>\n```',
];
const syntax = [
  '\n',
  '\n\n',
  '> ',
  '- ',
  '1. ',
  '`',
  '```\n',
  '**',
  '_',
  '|',
  '| - |',
  '#',
  '\\',
  ' ',
  '$',
  '$$\n',
  '\\(',
  '\\]',
];

const markdown = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...payloads) },
      { weight: 3, arbitrary: fc.constantFrom(...syntax) },
      { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 10 }) },
    ),
    { maxLength: 30 },
  )
  .map((parts) => parts.join(''));

/** Every tag the renderer produced, with its attributes (escaped text is not a tag). */
function tags(html: string) {
  return [...html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)].map(([, name, attrs]) => ({
    name: (name ?? '').toLowerCase(),
    attrs: [...(attrs ?? '').matchAll(/([^\s=]+)(?:="([^"]*)")?/g)].map(([, key, value]) => ({
      key: (key ?? '').toLowerCase(),
      value: value ?? '',
    })),
  }));
}

// No <svg> can come from the text (raw HTML stays text); KaTeX draws some signs (a root,
// long arrows) as inline SVG paths, whose attributes are checked like any other.
const FORBIDDEN_TAGS = new Set([
  'script',
  'img',
  'iframe',
  'style',
  'object',
  'embed',
  'image',
  'use',
  'foreignobject',
]);

describe('SafeMarkdown with any mix of hostile input', () => {
  // With the math and code renderers in, as the server draws (no document here).
  beforeAll(() => loadedToDraw());

  it('runs with KaTeX and code colouring in', () => {
    expect(render('$\\sqrt{x}$')).toContain('katex');
    expect(render('```html\n<b>x</b>\n```')).toContain('hljs');
  });

  // 300 renders, with KaTeX and highlighting: longer than the default 5 s on a busy machine.
  it('never renders a script, handler, frame, image or unsafe link', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(markdown, (source) => {
        for (const tag of tags(render(source))) {
          expect(FORBIDDEN_TAGS.has(tag.name), `<${tag.name}> from ${source}`).toBe(false);
          for (const { key, value } of tag.attrs) {
            expect(key.startsWith('on'), `${key} on <${tag.name}>`).toBe(false);
            expect(key, `a ${key} attribute on <${tag.name}>`).not.toMatch(
              /^(src|srcset|action|formaction)$/,
            );
            if (key === 'href') {
              const decoded = value.replaceAll('&amp;', '&');
              expect(new URL(decoded).protocol, `href ${value}`).toMatch(/^(https?|mailto):$/);
            }
          }
        }
      }),
      { numRuns: 300, seed: 20261121 },
    );
  });
});
