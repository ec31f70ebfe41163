/**
 * Mammoth's HTML as Markdown-like text: headings keep their `#` marks and list items their
 * dashes, because those cues help retrieval; everything else is paragraphs. Mammoth writes
 * simple, well-formed HTML (it escapes only &, <, > and "), so patterns suffice here.
 */
export function docxHtmlToText(html: string): string {
  return (
    html
      // Footnote and comment back-links render as a bare arrow.
      .replace(/<a href="#[^"]*"[^>]*>↑<\/a>/g, '')
      .replace(/<img[^>]*>/g, '')
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
