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
  const fenced = fenceCode(withoutHiddenMarkup(readText(bytes, name)), { markdown });
  const text = normaliseText(markdown ? plainMarkdown(fenced) : fenced);
  if (text === '') throw new IngestError(name, EMPTY_FILE);
  const sections = splitByHeadings(text, { hashMarks: kind === 'markdown', plainLines: false });
  return { kind, sections: sections.length > 0 ? sections : [{ text }] };
}

// reStructuredText markup that never shows: a link target (".. _tut-errors:", ".. _Python:
// https://…"), a comment (".. a note to editors", ".."), and the directives that only say
// something of the page (".. index:: pair: coding; style", ".. sectionauthor:: …"), each with
// the lines indented under it.
const HIDDEN =
  /^([ \t]*)\.\.(?:[ \t]+(?:_[^\n:]+:|(?:index|sectionauthor|moduleauthor|codeauthor|highlight|currentmodule|module|default-role|meta|tabularcolumns)::|(?![_[|]|[\w:+-]+::))|[ \t]*$)/;

const indentOf = (line: string) => /^[ \t]*/.exec(line)?.[0].length ?? 0;

function withoutHiddenMarkup(text: string): string {
  const lines = text.split('\n');
  const kept: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const hidden = HIDDEN.exec(line);
    if (!hidden) {
      kept.push(line);
      continue;
    }
    const indent = hidden[1]?.length ?? 0;
    // The block goes on while its lines are indented under the marker, across blank lines.
    for (let next = i + 1; next < lines.length; next++) {
      const after = lines[next] ?? '';
      if (after.trim() === '') continue;
      if (indentOf(after) <= indent) break;
      i = next;
    }
  }
  return kept.join('\n');
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
