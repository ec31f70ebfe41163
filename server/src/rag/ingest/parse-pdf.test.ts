import { describe, expect, it } from 'vitest';
import { parsePdf } from './parse-pdf.ts';
import { writePdf } from './pdf-writer.ts';

/**
 * Appends an incremental update that gives the PDF a standard security handler (RC4,
 * 128-bit) whose user password is not empty, as a real protected file has: random O and U
 * entries match no empty password, so a reader has to ask for one.
 */
function withPassword(pdf: Uint8Array): Uint8Array {
  const base = Buffer.from(pdf).toString('latin1');
  const previousXref = /startxref\n(\d+)/.exec(base)?.[1] ?? '0';
  const hash = (byte: string) => byte.repeat(32);
  const object =
    '11 0 obj\n<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 ' +
    `/O <${hash('3a')}> /U <${hash('c5')}> >>\nendobj\n`;
  const id = '<8d3b2a6f0e4c1d9a7b5e3f2c1a0b9d8e>';
  const update =
    object +
    `xref\n11 1\n${String(base.length).padStart(10, '0')} 00000 n \n` +
    `trailer\n<< /Size 12 /Root 1 0 R /Encrypt 11 0 R /ID [${id} ${id}] /Prev ${previousXref} >>\n` +
    `startxref\n${base.length + object.length}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(base + update, 'latin1'));
}

describe('parsePdf', () => {
  it('returns one section per page with its 1-based page number', async () => {
    const pdf = writePdf([
      'Photosynthesis turns light into chemical energy.',
      'Respiration releases that energy in the mitochondria.',
      'Fermentation works without oxygen.',
    ]);
    const doc = await parsePdf(pdf, 'biology.pdf');
    expect(doc).toEqual({
      kind: 'pdf',
      pageCount: 3,
      sections: [
        { page: 1, heading: null, text: 'Photosynthesis turns light into chemical energy.' },
        { page: 2, heading: null, text: 'Respiration releases that energy in the mitochondria.' },
        { page: 3, heading: null, text: 'Fermentation works without oxygen.' },
      ],
    });
  });

  it('skips blank pages but keeps the numbers of the others', async () => {
    const doc = await parsePdf(writePdf(['Intro.', '', 'Summary.']), 'a.pdf');
    expect(doc.sections.map((s) => s.page)).toEqual([1, 3]);
    expect(doc.pageCount).toBe(3);
  });

  it('joins words hyphenated at a line end', async () => {
    const doc = await parsePdf(writePdf(['The informa-\ntion flows.']), 'a.pdf');
    expect(doc.sections[0]?.text).toBe('The information flows.');
  });

  it('drops running headers, footers and page numbers, which never become titles', async () => {
    const pages = ['Vectors hold numbers.', 'Vectors can be recycled.', 'Vectors have a mode.'];
    const pdf = writePdf(pages, {
      header: 'Chapter 2: Simple manipulations {page}',
      footer: '{page}',
    });
    const doc = await parsePdf(pdf, 'r.pdf');
    expect(doc.sections).toEqual(pages.map((text, i) => ({ page: i + 1, heading: null, text })));
  });

  it('reads titles, paragraphs and code as they were set', async () => {
    const prose =
      'Binary search only works on a sorted list. It compares the target with the middle element and discards the half that cannot hold it, so each comparison halves the work left.';
    const pdf = writePdf(
      [
        `# 3.2 Binary search\n${prose}\nIn Python:\n\`\`\`\ndef search(items, target):\n    low, high = 0, len(items) - 1\n    while low <= high:\n        middle = (low + high) // 2\n\`\`\`\nIt takes O(log n) time.`,
        'Sorting comes next week.',
      ],
      { header: 'Week 3: Searching {page}', footer: 'Page {page}' },
    );
    expect((await parsePdf(pdf, 'week3.pdf')).sections).toEqual([
      {
        page: 1,
        heading: '3.2 Binary search',
        text: `${prose}\n\nIn Python:\n\n\`\`\`\ndef search(items, target):\n    low, high = 0, len(items) - 1\n    while low <= high:\n        middle = (low + high) // 2\n\`\`\`\n\nIt takes O(log n) time.`,
      },
      { page: 2, heading: '3.2 Binary search', text: 'Sorting comes next week.' },
    ]);
  });

  it('refuses a password-protected PDF', async () => {
    await expect(parsePdf(withPassword(writePdf(['Secret'])), 'exam.pdf')).rejects.toThrow(
      'exam.pdf: this PDF is password-protected.',
    );
  });

  it('refuses a damaged PDF', async () => {
    const damaged = 'exam.pdf: this PDF could not be read (it may be damaged).';
    const garbage = new TextEncoder().encode('%PDF-1.4\nnot a PDF body at all\n');
    await expect(parsePdf(garbage, 'exam.pdf')).rejects.toThrow(damaged);
    const truncated = writePdf(['Some text']).subarray(0, 150);
    await expect(parsePdf(truncated, 'exam.pdf')).rejects.toThrow(damaged);
  });

  it('says so when a PDF has no text, as a scan has', async () => {
    await expect(parsePdf(writePdf(['', '']), 'scan.pdf')).rejects.toThrow(
      'scan.pdf: no text found in this PDF (scanned pages need OCR, which is not supported).',
    );
  });

  it('leaves the caller its bytes', async () => {
    const pdf = writePdf(['Reusable']);
    await parsePdf(pdf, 'a.pdf');
    expect((await parsePdf(pdf, 'a.pdf')).sections[0]?.text).toBe('Reusable');
  });
});
