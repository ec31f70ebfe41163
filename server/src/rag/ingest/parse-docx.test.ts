import JSZip from 'jszip';
import mammoth from 'mammoth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeDocx } from '../../../test/support/docx-writer.ts';
import { parseDocx } from './parse-docx.ts';

const TOO_LARGE = 'bomb.docx: this DOCX is too large when unpacked.';

/** A DOCX with extra parts, as a crafted upload would carry. */
async function docxWith(extra: (zip: JSZip) => void): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(await writeDocx([{ text: 'Looks harmless.' }]));
  extra(zip);
  return zip.generateAsync({
    type: 'uint8array',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  });
}

/** Rewrites the uncompressed size that the central directory declares for one entry. */
function understate(bytes: Uint8Array, entryName: string, size: number): Uint8Array {
  const out = new Uint8Array(bytes);
  const dv = new DataView(out.buffer);
  const at = Buffer.from(out).lastIndexOf(Buffer.from(entryName)) - 46;
  expect(dv.getUint32(at, true)).toBe(0x02014b50);
  dv.setUint32(at + 24, size, true);
  return out;
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const run = (text: string, props = '') =>
  `<w:r>${props && `<w:rPr>${props}</w:rPr>`}<w:t xml:space="preserve">${text}</w:t></w:r>`;
const paragraph = (runs: string, style = '') =>
  `<w:p>${style && `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>`}${runs}</w:p>`;

/** A DOCX with these body paragraphs and Word's "Code" paragraph style. */
function docxOf(...paragraphs: string[]): Promise<Uint8Array> {
  return docxWith((zip) => {
    zip.file(
      'word/styles.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="${W}">` +
        '<w:style w:type="paragraph" w:styleId="Code"><w:name w:val="Code"/></w:style></w:styles>',
    );
    zip.file(
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>` +
        `${paragraphs.join('')}</w:body></w:document>`,
    );
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('parseDocx', () => {
  it('keeps headings, paragraphs and special characters', async () => {
    const docx = await writeDocx([
      { text: 'Cells', heading: 1 },
      { text: 'Every living thing is made of cells.' },
      { text: 'Membranes', heading: 2 },
      { text: 'A membrane lets water <in> & keeps "proteins" out.' },
    ]);
    expect(await parseDocx(docx, 'cells.docx')).toEqual({
      kind: 'docx',
      sections: [
        { heading: 'Cells', text: 'Every living thing is made of cells.' },
        { heading: 'Membranes', text: 'A membrane lets water <in> & keeps "proteins" out.' },
      ],
    });
  });

  it('keeps code paragraphs as a fenced block with their indentation', async () => {
    const docx = await docxOf(
      paragraph(run('A loop:')),
      paragraph(run('for x in xs:'), 'Code'),
      paragraph(run('    if x &lt; 0:'), 'Code'),
      paragraph(run('        print(x)'), 'Code'),
      paragraph(run('That is all.')),
    );
    expect((await parseDocx(docx, 'loops.docx')).sections).toEqual([
      {
        heading: null,
        text: 'A loop:\n\n```\nfor x in xs:\n    if x < 0:\n        print(x)\n```\n\nThat is all.',
      },
    ]);
  });

  it('writes superscript and subscript runs as such characters', async () => {
    const sup = '<w:vertAlign w:val="superscript"/>';
    const sub = '<w:vertAlign w:val="subscript"/>';
    const docx = await docxOf(
      paragraph(
        `${run('It takes O(n')}${run('2', sup)}${run(') steps; λ')}${run('1', sub)}${run('.')}`,
      ),
    );
    expect((await parseDocx(docx, 'a.docx')).sections[0]?.text).toBe('It takes O(n²) steps; λ₁.');
  });

  it('refuses a ZIP bomb from its directory without inflating it', async () => {
    const convert = vi.spyOn(mammoth, 'convertToHtml');
    const bomb = await docxWith((zip) =>
      zip.file('word/media/zeros.bin', new Uint8Array(60 << 20)),
    );
    await expect(parseDocx(bomb, 'bomb.docx')).rejects.toThrow(TOO_LARGE);
    expect(convert).not.toHaveBeenCalled();
  });

  it('refuses an entry that compresses too well, even when the total is small', async () => {
    const dense = await docxWith((zip) =>
      zip.file('word/media/zeros.bin', new Uint8Array(2 << 20)),
    );
    await expect(parseDocx(dense, 'bomb.docx')).rejects.toThrow(TOO_LARGE);
  });

  it('refuses a DOCX with thousands of parts', async () => {
    const many = await docxWith((zip) => {
      for (let i = 0; i < 2001; i++) zip.file(`word/parts/p${i}.xml`, '<x/>');
    });
    await expect(parseDocx(many, 'bomb.docx')).rejects.toThrow(TOO_LARGE);
  });

  it('refuses a DOCX whose directory understates a part', async () => {
    const long = Array.from({ length: 4000 }, (_, i) => ({ text: `Paragraph ${i}.` }));
    const liar = understate(await writeDocx(long), 'word/document.xml', 1000);
    await expect(parseDocx(liar, 'bomb.docx')).rejects.toThrow(TOO_LARGE);
  });

  it('refuses a damaged DOCX', async () => {
    const unreadable = 'notes.docx: this DOCX could not be read.';
    const docx = await writeDocx([{ text: 'Hello' }]);
    await expect(parseDocx(docx.subarray(0, docx.length - 30), 'notes.docx')).rejects.toThrow(
      unreadable,
    );
    const badXml = await docxWith((zip) => zip.file('word/document.xml', '<w:document><w:body>'));
    await expect(parseDocx(badXml, 'notes.docx')).rejects.toThrow(unreadable);
  });

  it('says so when a DOCX has no text', async () => {
    await expect(parseDocx(await writeDocx([]), 'blank.docx')).rejects.toThrow(
      'blank.docx: no text found in this DOCX.',
    );
  });
});
