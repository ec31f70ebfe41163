import type { MaterialKind, ParsedDocument } from '../types.ts';
import { fenceCode } from './code-blocks.ts';
import { decodeText } from './detect.ts';
import { EMPTY_FILE, IngestError, UNSUPPORTED_TYPE } from './errors.ts';
import { splitByHeadings } from './headings.ts';
import { plainMarkdown } from './markdown-inline.ts';
import { normaliseText } from './normalise.ts';

/** Decodes UTF-8 text (BOM dropped), refusing bytes that are not text. */
export function readText(bytes: Uint8Array, name: string): string {
  const text = decodeText(bytes);
  if (text === null) throw new IngestError(name, UNSUPPORTED_TYPE);
  return text;
}

/**
 * Plain text and Markdown become one section per titled part: a Markdown `#` heading or an
 * underlined title (Markdown's setext, reStructuredText) becomes the section's heading,
 * which search weighs above the text, instead of a line glued to the first sentence. Code
 * shown by indentation alone becomes a fenced block, so it keeps its indentation; Markdown's
 * inline marks (emphasis, links) read as they render.
 */
export function parseText(
  bytes: Uint8Array,
  kind: Extract<MaterialKind, 'text' | 'markdown'>,
  name: string,
): ParsedDocument {
  const markdown = kind === 'markdown';
  const fenced = fenceCode(withoutLinkTargets(readText(bytes, name)), { markdown });
  const text = normaliseText(markdown ? plainMarkdown(fenced) : fenced);
  if (text === '') throw new IngestError(name, EMPTY_FILE);
  const sections = splitByHeadings(text, { hashMarks: kind === 'markdown', plainLines: false });
  return { kind, sections: sections.length > 0 ? sections : [{ text }] };
}

// A reStructuredText link target (".. _tut-errors:", ".. _Python: https://…") names a
// place for links and never shows.
const LINK_TARGET = /^[ \t]*\.\.[ \t]+_[^\n:]+:[^\n]*\n?/gm;

function withoutLinkTargets(text: string): string {
  return text.replace(LINK_TARGET, '');
}

/**
 * A teacher's note is one section under its title (the question it answers), so search
 * weighs the title like any heading and a similar question finds the note.
 */
export function parseNote(bytes: Uint8Array, title: string): ParsedDocument {
  const text = normaliseText(fenceCode(readText(bytes, title), { markdown: false }));
  if (text === '') throw new IngestError(title, EMPTY_FILE);
  return { kind: 'text', sections: [{ heading: normaliseText(title), text }] };
}
