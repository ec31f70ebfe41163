/**
 * A documentation page's HTML as Markdown-like text, as a teacher would paste it: headings
 * as `#` lines, code blocks kept line for line, everything else paragraphs. Only for the
 * benchmark's corpus (DocBook pages that a Debian package installs), not for uploads.
 */
const ENTITIES: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X'))
      return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return ENTITIES[code] ?? whole;
  });
}

const stripTags = (html: string) => html.replace(/<[^>]+>/g, '');

export function htmlToText(html: string): string {
  const body = html
    .replace(/^[\s\S]*?<body[^>]*>/i, '')
    .replace(/<div class="navheader">[\s\S]*?<\/div>/g, '')
    .replace(/<div class="navfooter">[\s\S]*?$/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '');
  const blocks: string[] = [];
  // Code blocks keep their lines; the rest is reflowed.
  const parts = body.split(/(<pre\b[^>]*>[\s\S]*?<\/pre>)/i);
  for (const part of parts) {
    if (/^<pre\b/i.test(part)) {
      blocks.push(`\n\n${decode(stripTags(part)).replace(/^\n+|\n+$/g, '')}\n\n`);
      continue;
    }
    blocks.push(
      decode(
        stripTags(
          part
            .replace(
              /<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi,
              (_m, level: string, inner: string) =>
                `\n\n${'#'.repeat(Number(level))} ${stripTags(inner).replace(/\s+/g, ' ').trim()}\n\n`,
            )
            .replace(/<\/?(p|div|dl|dd|ul|ol|table|tr|blockquote)\b[^>]*>/gi, '\n\n')
            .replace(/<(li|dt)\b[^>]*>/gi, '\n\n')
            .replace(/<\/t[dh]>/gi, ' | ')
            .replace(/<br\s*\/?>/gi, '\n'),
        ),
      )
        .split(/\n\s*\n/)
        .map((p) => p.replace(/\s+/g, ' ').trim())
        .join('\n\n'),
    );
  }
  return blocks
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
