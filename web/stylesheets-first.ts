import type { Plugin } from 'vite';

const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * Moves the build's stylesheets ahead of its scripts in each HTML entry's head. They block
 * the first paint, which needs none of the scripts (the landing page is prerendered); behind
 * the module preloads they shared a slow line with them: the landing page painted 190 ms
 * later when throttled (docs/benchmarks.md).
 */
export function stylesheetsFirst(): Plugin {
  return {
    name: 'teachchat-stylesheets-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = html.match(STYLESHEET);
        if (!sheets) return html;
        const rest = html.replace(STYLESHEET, '');
        const at = rest.indexOf('<script type="module"');
        if (at === -1) return html;
        const indent = rest.slice(rest.lastIndexOf('\n', at) + 1, at);
        return `${rest.slice(0, at)}${sheets.map((sheet) => `${sheet.trim()}\n${indent}`).join('')}${rest.slice(at)}`;
      },
    },
  };
}
