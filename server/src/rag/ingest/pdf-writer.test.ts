import { extractText, extractTextItems, getMeta } from 'unpdf';
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

  it('writes a running header and footer with the page number on every page', async () => {
    const pdf = writePdf(['One.', 'Two.'], { header: 'Cells {page}', footer: 'Page {page}' });
    expect(await pagesOf(pdf)).toEqual(['One.\nCells 1\nPage 1', 'Two.\nCells 2\nPage 2']);
    const { items } = await extractTextItems(pdf);
    const [body, header, footer] = items[0]?.filter((item) => item.str !== '') ?? [];
    expect((header?.y ?? 0) - (body?.y ?? 0)).toBeGreaterThan(30);
    expect(footer?.y).toBeLessThan(72);
  });

  it('sets `# ` lines as larger titles and fenced code in Courier, indented by position', async () => {
    const pdf = writePdf(['# Loops\nA loop:\n```\nfor x in xs:\n    print(x)\n```']);
    const { items } = await extractTextItems(pdf);
    const shown = (items[0] ?? []).filter((item) => item.str !== '');
    expect(shown.map((item) => [item.str, item.fontSize, item.fontFamily])).toEqual([
      ['Loops', 16, 'sans-serif'],
      ['A loop:', 11, 'sans-serif'],
      ['for x in xs:', 11, 'monospace'],
      ['print(x)', 11, 'monospace'],
    ]);
    const [, , loop, body] = shown;
    // Four Courier characters of 0.6 em at 11 pt.
    expect((body?.x ?? 0) - (loop?.x ?? 0)).toBeCloseTo(26.4);
  });
});
