import { describe, expect, it } from 'vitest';
import { chunkDocument } from './chunk.ts';
import { detectKind } from './detect.ts';
import { writeDocx } from '../../../test/support/docx-writer.ts';
import { parseMaterial } from './parse.ts';
import { writePdf } from './pdf-writer.ts';

const bytes = (s: string) => new TextEncoder().encode(s);

/** What ingestion does with one upload: detect, parse, chunk. */
async function ingest(file: Uint8Array, name: string) {
  const kind = detectKind(file, name);
  const doc = await parseMaterial(file, kind, name);
  return { kind, chunks: chunkDocument(doc) };
}

describe('parseMaterial', () => {
  it('ingests a PDF page by page', async () => {
    const pdf = writePdf(['Cells are small.', 'Tissues are cells.', 'Organs are tissues.']);
    const { kind, chunks } = await ingest(pdf, 'biology.pdf');
    expect(kind).toBe('pdf');
    expect(chunks.map((c) => [c.ordinal, c.page, c.text])).toEqual([
      [0, 1, 'Cells are small.'],
      [1, 2, 'Tissues are cells.'],
      [2, 3, 'Organs are tissues.'],
    ]);
  });

  it('ingests a DOCX with its headings', async () => {
    const docx = await writeDocx([{ text: 'Energy', heading: 1 }, { text: 'ATP stores it.' }]);
    const { kind, chunks } = await ingest(docx, 'energy.docx');
    expect(kind).toBe('docx');
    expect(chunks.map((c) => [c.page, c.heading, c.text])).toEqual([
      [null, 'Energy', 'ATP stores it.'],
    ]);
  });

  it('ingests a CSV with row ranges', async () => {
    const { kind, chunks } = await ingest(bytes('term,meaning\nATP,energy\nDNA,genes\n'), 'g.csv');
    expect(kind).toBe('csv');
    expect(chunks).toEqual([
      {
        ordinal: 0,
        text: 'term: ATP; meaning: energy\nterm: DNA; meaning: genes',
        heading: null,
        page: null,
        rowStart: 1,
        rowEnd: 2,
        tokenCount: 14,
      },
    ]);
  });

  it('ingests plain text and Markdown', async () => {
    const txt = await ingest(bytes('Water moves by osmosis.\n'), 'notes.txt');
    expect([txt.kind, txt.chunks[0]?.text]).toEqual(['text', 'Water moves by osmosis.']);
    const md = await ingest(bytes('# Osmosis\n\nWater moves.\n'), 'notes.md');
    expect([md.kind, md.chunks[0]?.heading, md.chunks[0]?.text]).toEqual([
      'markdown',
      'Osmosis',
      'Water moves.',
    ]);
  });

  it('reports a damaged DOCX as a DOCX, not as an unknown type', async () => {
    const docx = await writeDocx([{ text: 'Hello' }]);
    const damaged = docx.subarray(0, docx.length - 30);
    await expect(ingest(damaged, 'notes.docx')).rejects.toThrow(
      'notes.docx: this DOCX could not be read.',
    );
  });
});
