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
 * Text ready for chunking and search: NFKC but for superscripts and subscripts (ligatures,
 * full-width forms and non-breaking spaces become plain characters), `\n` line ends, no
 * control characters, single spaces, trimmed lines, and at most one blank line between
 * paragraphs.
 */
export function normaliseText(text: string, options: NormaliseOptions = {}): string {
  let out = foldCompatibility(text)
    .replace(/\r\n?|[\u2028\u0085]/g, '\n')
    .replace(/[\f\u2029]/g, '\n\n')
    .replace(INVISIBLE, '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n');
  if (options.joinHyphenatedLines) {
    // Lower case on both sides: "Jean-\nPaul" and "COVID-\n19" keep their hyphens.
    out = out.replace(/(\p{Ll})-\n(\p{Ll})/gu, '$1$2');
  }
  return out.replace(/\n{3,}/g, '\n\n').trim();
}
