import { extractText, getMeta } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { writePdf } from './pdf-writer.ts';

async function pagesOf(pdf: Uint8Array): Promise<string[]> {
  // Passing bytes (not a proxy) lets unpdf close the document afterwards.
  return (await extractText(new Uint8Array(pdf), { mergePages: false })).text;
}

describe('writePdf', () => {
  it('writes an xref table whose offsets point at their objects', () => {
    const file = Buffer.from(writePdf(['One', 'Two'])).toString('latin1');
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(file)?.[1]);
    expect(file.startsWith('xref\n', startxref)).toBe(true);
    const entries = [...file.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)];
    expect(entries).toHaveLength(8);
    entries.forEach((entry, i) => {
      expect(file.startsWith(`${i + 1} 0 obj\n`, Number(entry[1]))).toBe(true);
    });
  });

  it('round-trips escaped and Latin-1 text through a PDF reader', async () => {
    const text = 'Ratio (a\\b) = “50 %” — café';
    expect(await pagesOf(writePdf([text]))).toEqual([text]);
  });

  it('wraps long lines at word boundaries and continues an overfull page', async () => {
    const words = Array.from({ length: 1200 }, (_, i) => `word${i}`);
    const pages = await pagesOf(writePdf([words.join(' ')]));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.join('\n').split(/\s+/)).toEqual(words);
  });

  it('records the title', async () => {
    const { info } = await getMeta(writePdf(['x'], { title: 'Cells (part 1)' }));
    expect(info['Title']).toBe('Cells (part 1)');
  });
});
