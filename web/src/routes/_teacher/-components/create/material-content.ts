import type { MessageKey } from '~/i18n/keys.ts';
import { t } from '~/i18n/t.ts';
import { materialTypesText } from './activity-form.ts';

/** What a file of each extension must hold, as a person names it. */
const EXPECTED: Record<string, MessageKey> = {
  pdf: 'teacher.create.kindPdf',
  docx: 'teacher.create.kindDocx',
  txt: 'teacher.create.kindText',
  csv: 'teacher.create.kindCsv',
  md: 'teacher.create.kindMarkdown',
  markdown: 'teacher.create.kindMarkdown',
};

// Signatures of what is most often dropped by mistake, as their first bytes.
const SIGNATURES: [what: MessageKey, bytes: number[]][] = [
  ['teacher.create.kindPng', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['teacher.create.kindJpeg', [0xff, 0xd8, 0xff]],
  ['teacher.create.kindGif', [0x47, 0x49, 0x46, 0x38]],
  ['teacher.create.kindPdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
  ['teacher.create.kindZip', [0x50, 0x4b, 0x03, 0x04]],
  ['teacher.create.kindOldOffice', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  ['teacher.create.kindGzip', [0x1f, 0x8b]],
  ['teacher.create.kindRar', [0x52, 0x61, 0x72, 0x21]],
  ['teacher.create.kind7zip', [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]],
  ['teacher.create.kindProgram', [0x4d, 0x5a]],
  ['teacher.create.kindProgram', [0x7f, 0x45, 0x4c, 0x46]],
];

const startsWith = (head: Uint8Array, bytes: number[], at = 0) =>
  bytes.every((byte, i) => head[at + i] === byte);

function kindKey(head: Uint8Array): MessageKey | null {
  // RIFF holds images (WebP) and sound (WAV); its kind is at byte 8.
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46])) {
    if (startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'teacher.create.kindWebp';
    return 'teacher.create.kindSound';
  }
  return SIGNATURES.find(([, bytes]) => startsWith(head, bytes))?.[0] ?? null;
}

/** What the first bytes of a file show it to be, when they match a known kind. */
export function knownKind(head: Uint8Array): string | null {
  const key = kindKey(head);
  return key ? t(key) : null;
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
  const kind = kindKey(head);
  let matches: boolean;
  if (extension === 'pdf') {
    matches = PDF_HEADER.test(new TextDecoder('latin1').decode(head.subarray(0, 1024)));
  } else if (extension === 'docx') {
    matches = kind === 'teacher.create.kindZip';
  } else {
    matches = kind === null && looksLikeText(head);
  }
  if (matches) return null;
  const values = { file: name, expected: t(expected), types: materialTypesText() };
  return kind
    ? t('teacher.create.contentIsNot', { ...values, kind: t(kind) })
    : t('teacher.create.contentNotHeld', values);
}

/** The first bytes of a file, enough to tell what it holds. */
export async function readHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
}
