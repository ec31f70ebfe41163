import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { detectKind } from './detect.ts';
import { writeDocx } from '../../../test/support/docx-writer.ts';
import { writePdf } from './pdf-writer.ts';

const text = (s: string) => new TextEncoder().encode(s);
const UNSUPPORTED = 'unsupported file type. Upload PDF, DOCX, TXT, CSV or Markdown.';

// The first bytes of a real PNG: signature and the start of its IHDR chunk.
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0,
  0x10, 0, 0, 0, 0x10, 0x08, 0x06, 0, 0, 0,
]);

describe('detectKind', () => {
  it('recognises PDF and DOCX by their bytes whatever the name', async () => {
    expect(detectKind(writePdf(['Hello']), 'notes.txt')).toBe('pdf');
    expect(detectKind(await writeDocx([{ text: 'Hello' }]), 'notes.zip')).toBe('docx');
  });

  it('treats text named .pdf as text', () => {
    expect(detectKind(text('Just some lecture notes.\n'), 'lecture.pdf')).toBe('text');
  });

  it('refuses images, other ZIPs, invalid UTF-8 and markup, naming the file', async () => {
    expect(() => detectKind(PNG, 'photo.txt')).toThrow(`photo.txt: ${UNSUPPORTED}`);
    const sheet = new JSZip().file('xl/workbook.xml', '<workbook/>');
    const xlsx = await sheet.generateAsync({ type: 'uint8array' });
    expect(() => detectKind(xlsx, 'grades.docx')).toThrow(`grades.docx: ${UNSUPPORTED}`);
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a]);
    expect(() => detectKind(latin1, 'menu.txt')).toThrow(`menu.txt: ${UNSUPPORTED}`);
    expect(() => detectKind(text('<!DOCTYPE html><p>x</p>'), 'page.md')).toThrow(UNSUPPORTED);
  });

  it('refuses a web page that also carries a PDF, but keeps a PDF with bytes after it', () => {
    const pdf = writePdf(['Hello']);
    const page = (head: string) => new Uint8Array(Buffer.concat([text(head), pdf]));
    expect(() => detectKind(page('<script>alert(1)</script>\n'), 'a.pdf')).toThrow(UNSUPPORTED);
    expect(() => detectKind(page('\uFEFF <html><!--'), 'a.pdf')).toThrow(UNSUPPORTED);
    expect(detectKind(page('junk from a mail gateway\n'), 'a.pdf')).toBe('pdf');
    const trailing = new Uint8Array(Buffer.concat([pdf, text('<html></html>')]));
    expect(detectKind(trailing, 'a.pdf')).toBe('pdf');
  });

  it('refuses SVG images and script pages sent as text', () => {
    expect(() => detectKind(text('<svg onload="alert(1)"/>'), 'logo.txt')).toThrow(UNSUPPORTED);
    expect(() => detectKind(text('  <script src="x.js"></script>'), 'a.md')).toThrow(UNSUPPORTED);
    expect(detectKind(text('<!-- draft -->\n# Cells'), 'a.md')).toBe('markdown');
  });

  it('reports empty and whitespace-only files as empty', () => {
    expect(() => detectKind(new Uint8Array(), 'blank.txt')).toThrow(
      'blank.txt: the file is empty.',
    );
    expect(() => detectKind(text('\uFEFF  \n\t\n'), 'a.md')).toThrow('a.md: the file is empty.');
  });

  it('recognises CSV by a consistent delimiter, not by the name', () => {
    expect(detectKind(text('name,born\nAda,1815\nAlan,1912\n'), 'people.txt')).toBe('csv');
    expect(detectKind(text('name;born\nAda;1815\nAlan;1912\n'), 'people')).toBe('csv');
    expect(detectKind(text('name\tborn\nAda\t1815\n'), 'people.tsv')).toBe('csv');
    expect(detectKind(text('"a, b",c\n"d, e",f\n'), 'quoted.csv')).toBe('csv');
  });

  it('keeps prose with commas and one-column lists as text', () => {
    const prose = 'Cells divide, grow, and die.\nSome live for years.\nOthers, for days.\n';
    expect(detectKind(text(prose), 'biology.csv')).toBe('text');
    expect(detectKind(text('words\napple\npear\n'), 'list.csv')).toBe('text');
  });

  it('tells Markdown from plain text by name or by structure', () => {
    expect(detectKind(text('Plain words only.'), 'notes.md')).toBe('markdown');
    expect(detectKind(text('# Cells\n\nThey divide.'), 'notes.txt')).toBe('markdown');
    expect(detectKind(text('See [the book](https://example.org).'), 'n')).toBe('markdown');
    expect(detectKind(text('| a | b |\n|---|---|\n| 1 | 2 |\n'), 'table.md')).toBe('markdown');
    expect(detectKind(text('Plain words only.'), 'notes.txt')).toBe('text');
  });
});
