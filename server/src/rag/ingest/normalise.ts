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

/**
 * Text ready for chunking and search: NFKC (ligatures, full-width forms and non-breaking
 * spaces become plain characters), `\n` line ends, no control characters, single spaces,
 * trimmed lines, and at most one blank line between paragraphs.
 */
export function normaliseText(text: string, options: NormaliseOptions = {}): string {
  let out = text
    .normalize('NFKC')
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
