import mammoth from 'mammoth';
import type { ParsedDocument } from '../types.ts';
import { docxHtmlToText } from './docx-text.ts';
import { IngestError } from './errors.ts';
import { splitByHeadings } from './headings.ts';
import { normaliseText } from './normalise.ts';
import { checkDeclaredSizes, MAX_ZIP_ENTRIES, readZipDirectory } from './zip.ts';
import type { ZipEntry } from './zip.ts';

// A large real DOCX unpacks to a few MB of XML plus its images; these limits leave room for
// that while refusing a ZIP bomb before anything is inflated.
const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
const MAX_RATIO = 100;
const RATIO_APPLIES_ABOVE = 1024 * 1024;

// Word's code styles (built-in and the usual custom names; mammoth matches names without
// regard to case): paragraphs become one <pre> with their lines, runs inline code.
const CODE_STYLE_MAP = [
  "p[style-name^='Code'] => pre:separator('\\n')",
  "p[style-name='Source Code'] => pre:separator('\\n')",
  "p[style-name='HTML Preformatted'] => pre:separator('\\n')",
  "p[style-name='Plain Text'] => pre:separator('\\n')",
  "p[style-name='Macro Text'] => pre:separator('\\n')",
  "r[style-name^='Code'] => code",
  "r[style-name='HTML Code'] => code",
  "r[style-name='Source Code'] => code",
];

const TOO_LARGE = 'docxTooLarge';
const UNREADABLE = 'docxUnreadable';

function isBomb(entries: ZipEntry[]): boolean {
  if (entries.length > MAX_ZIP_ENTRIES) return true;
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize > RATIO_APPLIES_ABOVE && ratio > MAX_RATIO) return true;
  }
  return total > MAX_UNPACKED_BYTES;
}

/** Refuses ZIP bombs from the central directory alone, then checks it told the truth. */
function guardUnpackedSize(bytes: Uint8Array, name: string): void {
  let entries: ZipEntry[] | null;
  try {
    entries = readZipDirectory(bytes);
  } catch {
    throw new IngestError(name, TOO_LARGE);
  }
  if (!entries) throw new IngestError(name, UNREADABLE);
  if (isBomb(entries)) throw new IngestError(name, TOO_LARGE);
  const sizes = checkDeclaredSizes(bytes, entries);
  if (sizes === 'understated') throw new IngestError(name, TOO_LARGE);
  if (sizes === 'corrupt') throw new IngestError(name, UNREADABLE);
}

/**
 * A DOCX's paragraphs, lists, table cells and code, one section per heading (its title).
 */
export async function parseDocx(bytes: Uint8Array, name: string): Promise<ParsedDocument> {
  guardUnpackedSize(bytes, name);
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        // Images are never read: their bytes carry no text and would only cost memory.
        convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
        // Linked files are the uploader's paths; reading them would leak the server's files.
        externalFileAccess: false,
        styleMap: CODE_STYLE_MAP,
      },
    );
    html = result.value;
  } catch {
    throw new IngestError(name, UNREADABLE);
  }
  const text = normaliseText(docxHtmlToText(html));
  if (text === '') throw new IngestError(name, 'docxNoText');
  const sections = splitByHeadings(text, { hashMarks: true, plainLines: false });
  return { kind: 'docx', sections: sections.length > 0 ? sections : [{ text }] };
}
