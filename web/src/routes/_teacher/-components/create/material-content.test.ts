import { describe, expect, it } from 'vitest';
import { contentProblem, knownKind } from './material-content.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const bytes = (text: string) => new TextEncoder().encode(text);
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0]);

describe('contentProblem', () => {
  it('says what a file named as another kind really is', () => {
    expect(contentProblem('photo.pdf', PNG)).toBe(
      'photo.pdf is a PNG image, not a PDF. Upload PDF, DOCX, TXT, CSV or Markdown.',
    );
    expect(contentProblem('notes.txt', bytes('%PDF-1.7\n%âãÏÓ'))).toBe(
      'notes.txt is a PDF, not plain text. Upload PDF, DOCX, TXT, CSV or Markdown.',
    );
    expect(contentProblem('essay.docx', bytes('Just some text'))).toBe(
      'essay.docx does not hold a Word document (DOCX). Upload PDF, DOCX, TXT, CSV or Markdown.',
    );
    expect(contentProblem('table.csv', new Uint8Array([0x41, 0, 0x42]))).toMatch(
      /^table\.csv does not hold a CSV table\./,
    );
  });

  it('lets through what matches its name', () => {
    expect(contentProblem('notes.pdf', bytes('%PDF-1.4\n1 0 obj'))).toBeNull();
    expect(contentProblem('essay.docx', ZIP)).toBeNull();
    expect(contentProblem('notes.md', bytes('# Sorting\n\nInsertion sort — café'))).toBeNull();
    // A character cut at the end of the sample is still text.
    expect(contentProblem('notes.txt', bytes('café').subarray(0, 4))).toBeNull();
  });

  it('knows the kinds most often dropped by mistake', () => {
    expect(knownKind(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('a WebP image');
    expect(knownKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('a JPEG image');
    expect(knownKind(bytes('plain words'))).toBeNull();
  });
});
