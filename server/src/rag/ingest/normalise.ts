import { closesFence, fenceFor, openingFence } from './fences.ts';
import type { Fence } from './fences.ts';

export interface NormaliseOptions {
  /**
   * Join words that a PDF hyphenated at a line end (`informa-\ntion`). Only for PDFs: in
   * typed text a hyphen before a line break is meant.
   */
  joinHyphenatedLines?: boolean;
}

// C0/C1 controls except tab and line feed, plus invisible format characters (soft hyphen,
// zero-width spaces and joiners, BOM) that would split words for search.
const INVISIBLE = /(?![\t\n])\p{Cc}|[\u00ad\u200b-\u200d\u2060\ufeff]/gu;

// Superscripts, subscripts and ordinal indicators: NFKC would fold "O(n²)" into "O(n2)"
// and "λ₁" into "λ1", which no longer say the same thing.
const SCRIPT_FORMS = String.raw`\u00aa\u00b2\u00b3\u00b9\u00ba\u02b0-\u02b8\u02e0-\u02e4\u1d2c-\u1d6a\u1d78\u1d9b-\u1dbf\u2070-\u209c\u2c7c\u2c7d\ua69c\ua69d\ua770\ua7f2-\ua7f4\ua7f8\ua7f9\uab5c-\uab5f`;
const OTHER_RUNS = new RegExp(`[^${SCRIPT_FORMS}]+`, 'gu');

/** NFKC (ligatures, full-width forms, no-break spaces) everywhere but on script forms. */
function foldCompatibility(text: string): string {
  return text.normalize('NFC').replace(OTHER_RUNS, (run) => run.normalize('NFKC'));
}

/**
 * Prose lines get single spaces and no indentation; a fenced code block keeps its lines as
 * written (indentation is Python's syntax) but for trailing spaces. A block left open at
 * the end is closed, so no chunk shows half a fence.
 */
function tidyLines(text: string, joinHyphens: boolean): string {
  const out: string[] = [];
  let prose: string[] = [];
  let open: Fence | null = null;
  let code: string[] = [];
  const flushProse = () => {
    const joined = prose.join('\n');
    // Lower case on both sides: "Jean-\nPaul" and "COVID-\n19" keep their hyphens.
    if (prose.length > 0)
      out.push(joinHyphens ? joined.replace(/(\p{Ll})-\n(\p{Ll})/gu, '$1$2') : joined);
    prose = [];
  };
  const flushCode = (fence: Fence) => {
    const body = code.join('\n');
    // Tildes become backticks: answers and the passage view know one kind of fence.
    const marker = fence.marker.startsWith('`') ? fence.marker : fenceFor(body);
    // A blank line on each side makes the block a paragraph of its own.
    out.push('', `${marker}${fence.info}`, ...(code.length > 0 ? [body] : []), marker, '');
    code = [];
  };
  let previous = '';
  for (const line of text.split('\n')) {
    const above = previous;
    previous = line;
    if (open) {
      if (closesFence(open, line)) {
        flushCode(open);
        open = null;
      } else {
        code.push(line.trimEnd());
      }
      continue;
    }
    open = openingFence(line, above);
    if (open) flushProse();
    else prose.push(line.replace(/[^\S\n]+/g, ' ').trim());
  }
  flushProse();
  if (open) flushCode(open);
  return out.join('\n');
}

/**
 * Text ready for chunking and search: NFKC but for superscripts and subscripts (ligatures,
 * full-width forms and non-breaking spaces become plain characters), `\n` line ends, no
 * control characters, at most one blank line between paragraphs; single spaces and
 * trimmed lines outside fenced code, each fenced block a paragraph of its own.
 */
export function normaliseText(text: string, options: NormaliseOptions = {}): string {
  const unified = foldCompatibility(text)
    .replace(/\r\n?|[\u2028\u0085]/g, '\n')
    .replace(/[\f\u2029]/g, '\n\n')
    .replace(INVISIBLE, '');
  return tidyLines(unified, options.joinHyphenatedLines ?? false)
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+|\s+$/g, '');
}
