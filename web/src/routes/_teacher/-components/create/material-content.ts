import { MATERIAL_TYPES_TEXT } from './activity-form.ts';

/** What a file of each extension must hold, as a person names it. */
const EXPECTED: Record<string, string> = {
  pdf: 'a PDF',
  docx: 'a Word document (DOCX)',
  txt: 'plain text',
  csv: 'a CSV table',
  md: 'Markdown text',
  markdown: 'Markdown text',
};

// Signatures of what is most often dropped by mistake, as their first bytes.
const SIGNATURES: [what: string, bytes: number[]][] = [
  ['a PNG image', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['a JPEG image', [0xff, 0xd8, 0xff]],
  ['a GIF image', [0x47, 0x49, 0x46, 0x38]],
  ['a PDF', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['a ZIP archive (or an Office file)', [0x50, 0x4b, 0x03, 0x04]],
  ['an old Word or Office file (DOC, XLS, PPT)', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  ['a gzip archive', [0x1f, 0x8b]],
  ['a RAR archive', [0x52, 0x61, 0x72, 0x21]],
  ['a 7-Zip archive', [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]],
  ['a program', [0x4d, 0x5a]],
  ['a program', [0x7f, 0x45, 0x4c, 0x46]],
];

const startsWith = (head: Uint8Array, bytes: number[], at = 0) =>
  bytes.every((byte, i) => head[at + i] === byte);

/** What the first bytes of a file show it to be, when they match a known kind. */
export function knownKind(head: Uint8Array): string | null {
  // RIFF holds images (WebP) and sound (WAV); its kind is at byte 8.
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46])) {
    if (startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'a WebP image';
    return 'a sound or video file';
  }
  return SIGNATURES.find(([, bytes]) => startsWith(head, bytes))?.[0] ?? null;
}

// The server reads a PDF header anywhere in the first KiB, with a version after it.
const PDF_HEADER = /%PDF-[12]\.\d/;
const HEAD_BYTES = 4096;

function looksLikeText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    // `stream`: a character cut at the sample's end is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * Why a file's content does not match its name (a PNG named photo.pdf), said when it is
 * dropped rather than after the upload; null when it matches as far as its first bytes
 * tell. The server still checks all of it.
 */
export function contentProblem(name: string, head: Uint8Array): string | null {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  const expected = EXPECTED[extension];
  if (!expected) return null;
  const kind = knownKind(head);
  let matches: boolean;
  if (extension === 'pdf') {
    matches = PDF_HEADER.test(new TextDecoder('latin1').decode(head.subarray(0, 1024)));
  } else if (extension === 'docx') {
    matches = kind === 'a ZIP archive (or an Office file)';
  } else {
    matches = kind === null && looksLikeText(head);
  }
  if (matches) return null;
  const said = kind ? `is ${kind}, not ${expected}` : `does not hold ${expected}`;
  return `${name} ${said}. Upload ${MATERIAL_TYPES_TEXT}.`;
}

/** The first bytes of a file, enough to tell what it holds. */
export async function readHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
}
