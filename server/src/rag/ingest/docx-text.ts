import { fenced } from './fences.ts';
import { lowered, raised } from './script-forms.ts';

/**
 * Mammoth's HTML as Markdown-like text: headings keep their `#` marks and list items their
 * dashes, because those cues help retrieval; code paragraphs become fenced blocks and code
 * runs `code spans`; raised and lowered runs become superscript and subscript characters;
 * everything else is paragraphs. Mammoth writes simple, well-formed HTML (it escapes only
 * &, <, > and "), so patterns suffice here.
 */
export function docxHtmlToText(html: string): string {
  return (
    html
      // Footnote and comment back-links render as a bare arrow.
      .replace(/<a href="#[^"]*"[^>]*>↑<\/a>/g, '')
      .replace(/<img[^>]*>/g, '')
      .replace(/<pre>([\s\S]*?)<\/pre>/g, (_pre, code: string) => `\n\n${fenced(code)}\n\n`)
      .replace(/<code>([\s\S]*?)<\/code>/g, '`$1`')
      // A footnote reference is a raised link ("[1]"): it stays as it reads.
      .replace(/<(sup|sub)>([\s\S]*?)<\/\1>/g, (_tag, tag: string, inner: string) => {
        if (/<a\b/.test(inner)) return inner;
        const text = inner.replace(/<[^>]+>/g, '');
        return tag === 'sup' ? raised(text) : lowered(text);
      })
      // Paragraphs inside a table cell are the cell's lines, not paragraphs of the page.
      .replace(
        /<(td|th)\b[^>]*>([\s\S]*?)<\/\1>/g,
        (_cell, _tag, inner: string) => `${inner.replace(/<\/?p\b[^>]*>/g, ' ')} | `,
      )
      .replace(/<\/tr>/g, '\n')
      .replace(/<\/?table\b[^>]*>/g, '\n\n')
      .replace(/<h([1-6])\b[^>]*>/g, (_tag, level: string) => `\n\n${'#'.repeat(Number(level))} `)
      .replace(/<\/h[1-6]>|<\/?p\b[^>]*>|<\/?(ul|ol)\b[^>]*>/g, '\n\n')
      .replace(/<li\b[^>]*>/g, '\n- ')
      .replace(/<br\s*\/?>/g, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/&(lt|gt|quot|amp);/g, (_entity, code: string) => ENTITIES[code] ?? '')
  );
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', amp: '&' };
