import { looksLikeCode } from './code-blocks.ts';
import { fenced } from './fences.ts';
import type { PdfLine } from './pdf-lines.ts';
import { LIST_ITEM } from './text-structure.ts';

/** What holds for the whole document: its body text's size and line spacing. */
export interface BodyStyle {
  size: number;
  leading: number;
}

type Kind = 'title' | 'code' | 'item' | 'prose';

const visible = (run: { text: string }) => run.text.trim() !== '';

interface Block {
  kind: Kind;
  lines: PdfLine[];
}

/** The most frequent value, by weight. */
function mode(values: [number, number][]): number | undefined {
  const totals = new Map<number, number>();
  for (const [value, weight] of values) totals.set(value, (totals.get(value) ?? 0) + weight);
  return [...totals].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0];
}

const round = (n: number) => Math.round(n * 2) / 2;

/** The size most prose is set in, and the usual distance between its lines. */
export function bodyStyle(pages: readonly PdfLine[][]): BodyStyle {
  const prose = pages.flat().filter((line) => !line.mono);
  const size = mode(prose.map((line) => [round(line.size), line.text.length])) ?? 11;
  const gaps = pages.flatMap((lines) =>
    lines.slice(1).flatMap((line, i): [number, number][] => {
      const gap = (lines[i]?.y ?? 0) - line.y;
      return round(line.size) === size && gap > 0 && gap < size * 3 ? [[round(gap), 1]] : [];
    }),
  );
  return { size, leading: mode(gaps) ?? size * 1.2 };
}

/** Where a page's body text starts and ends: its most common left edge, its widest line. */
function measure(lines: PdfLine[], style: BodyStyle): { left: number; right: number } {
  const body = lines.filter((line) => !line.mono && Math.abs(line.size - style.size) < 1);
  const sample = body.length > 0 ? body : lines;
  return {
    left: mode(sample.map((line) => [Math.round(line.x), 1])) ?? 0,
    right: Math.max(...sample.map((line) => line.right)),
  };
}

// A table of contents' line: dot leaders, then a page number.
const CONTENTS_ENTRY = /(?:\.\s?){2,}\s*\d+$/;

function kindOf(line: PdfLine, style: BodyStyle, left: number): Kind {
  const text = line.text.trim();
  if (line.mono) return 'code';
  if (CONTENTS_ENTRY.test(text)) return 'item';
  if (line.size >= style.size * 1.15 && text.split(/\s+/).length <= 15 && !/[,;:]$/.test(text)) {
    return 'title';
  }
  // Code set in a text font, or a comment in it after a monospace mark, shows by a deeper
  // indent than a paragraph's first line.
  const indented = line.x >= left + style.size * 2;
  if (indented && (looksLikeCode([text]) || line.runs.find(visible)?.mono)) return 'code';
  // Outside code a line never starts with a Markdown title's mark: it is a comment.
  if (/^#{1,6}\s/.test(text)) return 'code';
  return LIST_ITEM.test(text) ? 'item' : 'prose';
}

/**
 * Whether the line after `line` starts a new paragraph: a line that ends a sentence short
 * of the right edge ends one, and so does a short line (a lead-in, a title set like text).
 * A word hyphenated at the line's end never ends one.
 */
function endsParagraph(line: PdfLine, left: number, right: number, size: number): boolean {
  const text = line.text.trim();
  if (/\p{L}-$/u.test(text)) return false;
  const short = line.right < right - size * 1.5;
  const veryShort = line.right - left < (right - left) * 0.6;
  return (short && /[.!?:]["'”’)]?$/.test(text)) || veryShort;
}

/** The page's lines as blocks: titles, code, list items and paragraphs. */
function blocksOf(lines: PdfLine[], style: BodyStyle): Block[] {
  const { left, right } = measure(lines, style);
  const blocks: Block[] = [];
  let previous: PdfLine | undefined;
  for (const line of lines) {
    const kind = kindOf(line, style, left);
    const block = blocks.at(-1);
    const gap = previous ? previous.y - line.y : 0;
    // A gap wider than the usual spacing (or a step back up: the next column) is a break.
    const spaced = gap < 0 || gap > style.leading * 1.4 * Math.max(1, line.size / style.size);
    const goesOn =
      block !== undefined &&
      previous !== undefined &&
      (kind === 'code'
        ? block.kind === 'code' && gap >= 0 && gap <= style.leading * 3
        : kind === 'title'
          ? block.kind === 'title' && !spaced && Math.abs(previous.size - line.size) < 0.5
          : kind === 'prose' &&
            (block.kind === 'prose' || block.kind === 'item') &&
            !spaced &&
            !endsParagraph(previous, left, right, style.size) &&
            // A first-line indent starts a paragraph; an item's wrapped lines hang under it.
            (block.kind === 'item'
              ? line.x >= (block.lines[0]?.x ?? 0) - 1
              : line.x <= previous.x + style.size * 0.5));
    if (goesOn) block.lines.push(line);
    else blocks.push({ kind, lines: [line] });
    previous = line;
  }
  return codeInTextFont(blocks, style);
}

/**
 * Consecutive one-line paragraphs (each line short, none spaced apart) that read as code
 * together: code set in the text font, whose indentation the PDF may have lost.
 */
function codeInTextFont(blocks: Block[], style: BodyStyle): Block[] {
  const out: Block[] = [];
  let run: Block[] = [];
  const flush = () => {
    const lines = run.flatMap((block) => block.lines);
    if (run.length > 1 && looksLikeCode(lines.map((line) => line.text))) {
      out.push({ kind: 'code', lines });
    } else {
      out.push(...run);
    }
    run = [];
  };
  for (const block of blocks) {
    const line = block.lines[0];
    const previous = run.at(-1)?.lines[0];
    const single = block.kind === 'prose' && block.lines.length === 1 && line !== undefined;
    const close = previous && line && previous.y - line.y <= style.leading * 1.4;
    if (single && (run.length === 0 || close)) {
      run.push(block);
      continue;
    }
    flush();
    if (single) run.push(block);
    else out.push(block);
  }
  flush();
  return out;
}

/** Lines of a paragraph as one line, words hyphenated at a line's end joined again. */
function joined(lines: PdfLine[]): string {
  let out = '';
  for (const line of lines) {
    const text = line.text.trim();
    if (out === '') out = text;
    else if (/\p{Ll}-$/u.test(out) && /^\p{Ll}/u.test(text)) out = out.slice(0, -1) + text;
    else out = `${out} ${text}`;
  }
  return out;
}

/** Code lines with their indentation, from where each run sits in the monospace grid. */
function codeText(lines: PdfLine[], style: BodyStyle): string {
  const mono = lines.flatMap((line) => line.runs).filter((run) => run.text.trim().length > 1);
  const widths = mono.map((run) => run.width / run.text.length).sort((a, b) => a - b);
  const char = widths[Math.floor(widths.length / 2)] ?? style.size * 0.6;
  const left = Math.min(...lines.map((line) => line.x));
  const out: string[] = [];
  lines.forEach((line, i) => {
    const gap = (lines[i - 1]?.y ?? line.y) - line.y;
    // Blank lines inside the block come back from the space they left.
    for (let n = Math.round(gap / style.leading) - 1; n > 0 && i > 0; n--) out.push('');
    let text = '';
    for (const run of line.runs) {
      if (run.text.trim() === '') continue;
      const column = Math.round((run.x - left) / char);
      text = text.length < column ? text.padEnd(column) : text;
      text += run.text;
    }
    out.push(text.trimEnd());
  });
  return out.join('\n');
}

/**
 * A page's text with its layout read back: titles (a larger font) as `# ` lines,
 * paragraphs joined into one line each, list items one per line, and code (a monospace
 * font, or a deeper indent for code-like lines) as a fenced block with its indentation.
 */
export function pageText(lines: PdfLine[], style: BodyStyle): string {
  const blocks = blocksOf(lines, style);
  return blocks
    .map((block, i) => {
      const text =
        block.kind === 'code'
          ? fenced(codeText(block.lines, style))
          : block.kind === 'title'
            ? `# ${joined(block.lines)}`
            : joined(block.lines);
      const previous = blocks[i - 1];
      const together = block.kind === 'item' && previous?.kind === 'item';
      return i === 0 ? text : `${together ? '\n' : '\n\n'}${text}`;
    })
    .join('');
}
