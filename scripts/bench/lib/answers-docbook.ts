import { writeDocx, type DocxBlock } from '../../../server/test/support/docx-writer.ts';

/**
 * A DocBook article (the KStars handbook's AstroInfo pages) as a teacher would retype it:
 * headings, paragraphs and list items, inline markup as plain text. Only the elements those
 * pages use; not a general DocBook reader.
 */
export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'item'; marker: string; text: string };

// KDE's documentation entities that the AstroInfo pages use, and XML's own.
const ENTITIES: Record<string, string> = {
  kstars: 'KStars',
  Ctrl: 'Ctrl+',
  Up: 'Up',
  ie: 'i.e.',
  eg: 'e.g.',
  etc: 'etc.',
  pi: 'π',
  ndash: '–',
  FAQ: 'FAQ',
  kde: 'KDE',
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (/^#x/i.test(code)) return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
    return ENTITIES[code] ?? whole;
  });
}

// Elements dropped with everything inside them: metadata, index entries and images.
const DROPPED = /<(sect1info|indexterm|mediaobject|inlinemediaobject|author)\b[\s\S]*?<\/\1>/g;
// Elements whose start or end ends the text before them.
const BLOCKS = new Set([
  'para',
  'title',
  'listitem',
  'question',
  'answer',
  'tip',
  'note',
  'footnote',
  'itemizedlist',
  'orderedlist',
  'variablelist',
  'sect1',
  'sect2',
  'sect3',
]);

export function docbookToBlocks(xml: string): Block[] {
  const source = xml
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(DROPPED, '')
    // A definition list's term starts its item's first paragraph.
    .replace(/<term>([\s\S]*?)<\/term>\s*<listitem>\s*<para>/g, '<listitem><para>$1 ');
  const blocks: Block[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  const footnotes: string[][] = [];
  let inFootnote = false;
  let depth = 0;
  let marker: string | null = null;
  let question = false;
  let text: string[] = [];

  const flush = () => {
    const line = text.join('').replace(/\s+/g, ' ').trim();
    text = [];
    if (line === '') return;
    if (marker !== null) blocks.push({ kind: 'item', marker, text: line });
    else if (question) blocks.push({ kind: 'heading', level: 2, text: line });
    else blocks.push({ kind: 'paragraph', text: line });
    marker = null;
  };
  const tag = /<(\/?)([a-zA-Z0-9]+)[^>]*?(\/?)>|([^<]+)/g;
  for (const [, closing, name = '', empty, chars] of source.matchAll(tag)) {
    if (chars !== undefined) {
      ((inFootnote && footnotes.at(-1)) || text).push(decode(chars));
      continue;
    }
    if (empty) continue;
    if (name === 'footnote') {
      // A footnote interrupts its sentence: it follows its paragraph as one of its own.
      inFootnote = !closing;
      if (!closing) footnotes.push([]);
      continue;
    }
    if (inFootnote) continue;
    if (name === 'superscript' && !closing) text.push('^');
    if (name === 'quote') text.push('"');
    if (name === 'title') {
      if (closing) {
        const line = text.join('').replace(/\s+/g, ' ').trim();
        text = [];
        blocks.push({
          kind: 'heading',
          level: Math.min(Math.max(depth, 1), 3) as 1 | 2 | 3,
          text: line,
        });
      } else flush();
      continue;
    }
    if (!BLOCKS.has(name)) continue;
    flush();
    if (/^sect\d$/.test(name)) depth += closing ? -1 : 1;
    if (name === 'question') question = !closing;
    if (name === 'itemizedlist' || name === 'variablelist' || name === 'orderedlist') {
      if (closing) lists.pop();
      else lists.push({ ordered: name === 'orderedlist', count: 0 });
    }
    const list = lists.at(-1);
    if (name === 'listitem' && !closing && list) {
      list.count++;
      marker = list.ordered ? `${list.count}.` : '-';
    }
    if (name === 'para' && closing) {
      for (const note of footnotes.splice(0)) {
        const line = note.join('').replace(/\s+/g, ' ').trim();
        if (line) blocks.push({ kind: 'paragraph', text: line });
      }
    }
  }
  flush();
  return blocks;
}

export function blocksToMarkdown(blocks: Block[]): string {
  return blocks
    .map((b) =>
      b.kind === 'heading'
        ? `${'#'.repeat(b.level)} ${b.text}`
        : b.kind === 'item'
          ? `${b.marker} ${b.text}`
          : b.text,
    )
    .join('\n\n');
}

/** Plain text as typed in an editor: headings are lines of their own, lists keep markers. */
export function blocksToText(blocks: Block[]): string {
  return blocks.map((b) => (b.kind === 'item' ? `${b.marker} ${b.text}` : b.text)).join('\n\n');
}

/** A Word file: headings as Word headings; a bullet's text alone, a numbered item's number typed. */
export function blocksToDocx(blocks: Block[]): Promise<Uint8Array> {
  return writeDocx(
    blocks.map((b): DocxBlock =>
      b.kind === 'heading'
        ? { text: b.text, heading: b.level }
        : { text: b.kind === 'item' && b.marker !== '-' ? `${b.marker} ${b.text}` : b.text },
    ),
  );
}
