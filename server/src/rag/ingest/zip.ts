import { inflateRawSync } from 'node:zlib';

/** One entry of a ZIP's central directory, as declared (nothing is inflated to read it). */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_COMMENT = 0xffff;
/** Well above any real DOCX; stops a crafted directory from costing us time to walk. */
export const MAX_ZIP_ENTRIES = 2000;

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && view(bytes).getUint32(0, true) === LOCAL;
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function findEocd(dv: DataView): number {
  const lowest = Math.max(0, dv.byteLength - 22 - MAX_COMMENT);
  for (let at = dv.byteLength - 22; at >= lowest; at--) {
    if (dv.getUint32(at, true) === EOCD) return at;
  }
  return -1;
}

/** Reads the declared entry count and directory position, following ZIP64 when marked. */
function directoryBounds(dv: DataView, eocd: number): { count: number; offset: number } | null {
  let count = dv.getUint16(eocd + 10, true);
  let offset = dv.getUint32(eocd + 16, true);
  if (count === 0xffff || offset === 0xffffffff) {
    const locator = eocd - 20;
    if (locator < 0 || dv.getUint32(locator, true) !== ZIP64_LOCATOR) return null;
    const at = Number(dv.getBigUint64(locator + 8, true));
    if (at + 56 > dv.byteLength || dv.getUint32(at, true) !== ZIP64_EOCD) return null;
    count = Number(dv.getBigUint64(at + 32, true));
    offset = Number(dv.getBigUint64(at + 48, true));
  }
  return { count, offset };
}

/** Sizes marked 0xffffffff live in the ZIP64 extra field, in this fixed order. */
function applyZip64Extra(dv: DataView, start: number, end: number, entry: ZipEntry): void {
  for (let at = start; at + 4 <= end;) {
    const id = dv.getUint16(at, true);
    const size = dv.getUint16(at + 2, true);
    if (id === 0x0001) {
      let field = at + 4;
      const next = (): number => {
        const value = field + 8 <= end ? Number(dv.getBigUint64(field, true)) : Infinity;
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === 0xffffffff) entry.uncompressedSize = next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
      if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = next();
      return;
    }
    at += 4 + size;
  }
}

/**
 * The central directory's entries, or null when it cannot be read (not a ZIP, truncated or
 * corrupt). Throws a RangeError when the directory declares more than MAX_ZIP_ENTRIES, so a
 * crafted file never makes us walk millions of records.
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] | null {
  const dv = view(bytes);
  if (dv.byteLength < 22) return null;
  const eocd = findEocd(dv);
  if (eocd < 0) return null;
  const bounds = directoryBounds(dv, eocd);
  if (!bounds) return null;
  if (bounds.count > MAX_ZIP_ENTRIES) throw new RangeError('too many ZIP entries');
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let at = bounds.offset;
  for (let i = 0; i < bounds.count; i++) {
    if (at + 46 > dv.byteLength || dv.getUint32(at, true) !== CENTRAL) return null;
    const nameLength = dv.getUint16(at + 28, true);
    const extraLength = dv.getUint16(at + 30, true);
    const commentLength = dv.getUint16(at + 32, true);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd + extraLength > dv.byteLength) return null;
    const entry: ZipEntry = {
      name: decoder.decode(bytes.subarray(at + 46, nameEnd)),
      method: dv.getUint16(at + 10, true),
      compressedSize: dv.getUint32(at + 20, true),
      uncompressedSize: dv.getUint32(at + 24, true),
      localHeaderOffset: dv.getUint32(at + 42, true),
    };
    applyZip64Extra(dv, nameEnd, nameEnd + extraLength, entry);
    entries.push(entry);
    at = nameEnd + extraLength + commentLength;
  }
  return entries;
}

/**
 * Whether the entries inflate to their declared sizes. The bomb check trusts declared sizes
 * and a ZIP can lie about them; capping each inflation at its declared size means a liar
 * costs no more memory than an honest file, and is caught ('understated').
 */
export function checkDeclaredSizes(
  bytes: Uint8Array,
  entries: ZipEntry[],
): 'ok' | 'understated' | 'corrupt' {
  const dv = view(bytes);
  for (const entry of entries) {
    const at = entry.localHeaderOffset;
    if (at + 30 > dv.byteLength || dv.getUint32(at, true) !== LOCAL) return 'corrupt';
    const dataStart = at + 30 + dv.getUint16(at + 26, true) + dv.getUint16(at + 28, true);
    const data = bytes.subarray(dataStart, dataStart + entry.compressedSize);
    if (data.length !== entry.compressedSize) return 'corrupt';
    if (entry.method === 0 && entry.compressedSize !== entry.uncompressedSize) return 'corrupt';
    if (entry.method !== 8) continue;
    try {
      // maxOutputLength must be positive; an empty entry inflates to nothing anyway.
      inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    } catch (error) {
      const tooBig = (error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE';
      return tooBig ? 'understated' : 'corrupt';
    }
  }
  return 'ok';
}
