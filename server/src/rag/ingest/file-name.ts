const MAX_CHARS = 200;
// Control characters, and the bidirectional controls that can make "txt.exe" read as
// "exe.txt" on screen (U+202E and friends).
const UNSAFE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/**
 * An uploaded file's name as data only: its last path segment, without control or
 * bidirectional characters, at most 200 characters (keeping the extension), never a
 * path step such as "..". It is shown back to people and never used as a path.
 */
export function cleanFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').normalize('NFC').replace(UNSAFE, '').trim();
  if (base === '' || base === '.' || base === '..') return 'unnamed';
  // By code point, so an emoji is never cut in half.
  const chars = [...base];
  if (chars.length <= MAX_CHARS) return base;
  const extension = EXTENSION.exec(base)?.[0] ?? '';
  return (
    chars
      .slice(0, MAX_CHARS - extension.length)
      .join('')
      .trimEnd() + extension
  );
}
