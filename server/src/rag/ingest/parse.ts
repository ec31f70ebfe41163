import type { ParsedDocument, SourceKind } from '../types.ts';
import { parseCsv } from './parse-csv.ts';
import { parseDocx } from './parse-docx.ts';
import { parsePdf } from './parse-pdf.ts';
import { parseNote, parseText } from './parse-text.ts';

/**
 * Parses one uploaded file whose kind came from detectKind, or a teacher's note. Rejects with IngestError (its
 * message names the file and is shown to the teacher) when the file cannot be used.
 */
export async function parseMaterial(
  bytes: Uint8Array,
  kind: SourceKind,
  name: string,
): Promise<ParsedDocument> {
  switch (kind) {
    case 'pdf':
      return parsePdf(bytes, name);
    case 'docx':
      return parseDocx(bytes, name);
    case 'csv':
      return parseCsv(bytes, name);
    case 'markdown':
    case 'text':
      return parseText(bytes, kind, name);
    case 'note':
      return parseNote(bytes, name);
  }
}
