import type { MaterialKind, ParsedDocument } from '../types.ts';
import { decodeText } from './detect.ts';
import { EMPTY_FILE, IngestError, UNSUPPORTED_TYPE } from './errors.ts';
import { normaliseText } from './normalise.ts';

/** Decodes UTF-8 text (BOM dropped), refusing bytes that are not text. */
export function readText(bytes: Uint8Array, name: string): string {
  const text = decodeText(bytes);
  if (text === null) throw new IngestError(name, UNSUPPORTED_TYPE);
  return text;
}

/**
 * Plain text and Markdown become one section. Markdown stays as written: its headings name
 * the topic of the paragraphs below them, which is what a student's question matches.
 */
export function parseText(
  bytes: Uint8Array,
  kind: Extract<MaterialKind, 'text' | 'markdown'>,
  name: string,
): ParsedDocument {
  const text = normaliseText(readText(bytes, name));
  if (text === '') throw new IngestError(name, EMPTY_FILE);
  return { kind, sections: [{ text }] };
}
