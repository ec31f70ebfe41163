import { describe, expect, it } from 'vitest';
import { cleanFileName } from './file-name.ts';

describe('cleanFileName', () => {
  it('keeps only the last segment of a Unix or Windows path', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Users\\x\\notes.md')).toBe('notes.md');
  });

  it('never returns a path step or nothing', () => {
    for (const name of ['', '.', '..', '../..', ' \u0000 ', 'a/']) {
      expect(cleanFileName(name)).toBe('unnamed');
    }
  });

  it('drops control and bidirectional characters', () => {
    expect(cleanFileName('a\u0000b\u0085c.txt')).toBe('abc.txt');
    expect(cleanFileName('report\u202Etxt.exe')).toBe('reporttxt.exe');
    expect(cleanFileName('\u2067x\u2069.pdf')).toBe('x.pdf');
  });

  it('shortens long names by character, keeping the extension', () => {
    expect(cleanFileName(`${'a'.repeat(500)}.docx`)).toBe(`${'a'.repeat(195)}.docx`);
    const books = cleanFileName(`${'\u{1F4D8}'.repeat(300)}`);
    expect([...books]).toHaveLength(200);
    expect(books.isWellFormed()).toBe(true);
  });

  it('leaves ordinary names alone', () => {
    expect(cleanFileName('Week 3 – Sorting (final).pdf')).toBe('Week 3 – Sorting (final).pdf');
  });
});
