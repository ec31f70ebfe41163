import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChunkDraft, ParsedDocument } from '../types.ts';
import { chunkDocument } from './chunk.ts';
import { countTokens } from './tokens.ts';

const VOCABULARY = (
  'cell membrane controls what enters and leaves through channels pumps vesicles while ' +
  'energy comes from respiration in mitochondria, which oxidise glucose; photosynthesis ' +
  'stores light as sugar (in chloroplasts) and enzymes speed reactions up'
).split(' ');

/** Deterministic prose: sentences of 4-30 words in paragraphs of 1-7 sentences. */
function prose(paragraphs: number, seed = 1): string {
  let state = seed;
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % n;
  };
  const word = () => VOCABULARY[next(VOCABULARY.length)] ?? 'cell';
  const sentence = () => {
    const words = Array.from({ length: 4 + next(27) }, word).join(' ');
    return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
  };
  const paragraph = () => Array.from({ length: 1 + next(7) }, sentence).join(' ');
  return Array.from({ length: paragraphs }, paragraph).join('\n\n');
}

/** Where each chunk sits in the source; chunks are exact slices of it. */
function spans(source: string, chunks: ChunkDraft[]): { start: number; end: number }[] {
  let from = 0;
  return chunks.map((chunk) => {
    const start = source.indexOf(chunk.text, from);
    expect(start).toBeGreaterThanOrEqual(0);
    from = start + 1;
    return { start, end: start + chunk.text.length };
  });
}

const onWordEdge = (source: string, at: number) =>
  at <= 0 ||
  at >= source.length ||
  /\s/.test(source.charAt(at - 1)) ||
  /\s/.test(source.charAt(at));

describe('chunkDocument', () => {
  const text = prose(60);
  const chunks = chunkDocument({ kind: 'text', sections: [{ text }] });

  it('makes chunks of about 300-500 tokens from a long text', () => {
    expect(countTokens(text)).toBeGreaterThan(5000);
    for (const chunk of chunks) {
      expect(chunk.tokenCount).toBe(countTokens(chunk.text));
      expect(chunk.tokenCount).toBeLessThanOrEqual(500);
    }
    // Only the end of the text may be shorter, split in two rather than leaving a scrap.
    expect(chunks.slice(0, -2).every((c) => c.tokenCount >= 300)).toBe(true);
    expect(chunks.slice(-2).every((c) => c.tokenCount >= 150)).toBe(true);
  });

  it('numbers chunks in order and keeps no empty or untrimmed text', () => {
    expect(chunks.map((c) => c.ordinal)).toEqual(chunks.map((_, i) => i));
    expect(chunks.every((c) => c.text !== '' && c.text === c.text.trim())).toBe(true);
  });

  it('never cuts a word and ends chunks where sentences end', () => {
    for (const { start, end } of spans(text, chunks)) {
      expect(onWordEdge(text, start) && onWordEdge(text, end)).toBe(true);
    }
    expect(chunks.every((c) => /[.]$/.test(c.text))).toBe(true);
  });

  it('repeats the end of each chunk at the start of the next, from a sentence start', () => {
    const places = spans(text, chunks);
    for (let i = 1; i < places.length; i++) {
      const [previous, current] = [places[i - 1], places[i]];
      if (!previous || !current) continue;
      expect(current.start).toBeGreaterThan(previous.start);
      expect(current.start).toBeLessThan(previous.end);
      const repeated = countTokens(text.slice(current.start, previous.end));
      expect(repeated).toBeGreaterThanOrEqual(20);
      expect(repeated).toBeLessThanOrEqual(60);
      expect(chunks[i]?.text).toMatch(/^[A-Z]/);
    }
  });

  it('keeps each chunk on one PDF page, a short page becoming a short chunk', () => {
    const pages = [prose(12, 2), 'A short page.', prose(12, 3)];
    const doc: ParsedDocument = {
      kind: 'pdf',
      pageCount: 3,
      sections: pages.map((page, i) => ({ text: page, page: i + 1 })),
    };
    const pdfChunks = chunkDocument(doc);
    for (const chunk of pdfChunks) {
      expect(pages[(chunk.page ?? 0) - 1]).toContain(chunk.text);
    }
    expect(pdfChunks.filter((c) => c.page === 2).map((c) => c.text)).toEqual(['A short page.']);
    expect(new Set(pdfChunks.map((c) => c.page))).toEqual(new Set([1, 2, 3]));
  });

  it('packs short titled sections into one passage named by the first title', () => {
    const doc: ParsedDocument = {
      kind: 'markdown',
      sections: [
        { heading: 'Stacks', text: 'A stack is last in, first out.' },
        { heading: 'Queues', text: 'A queue is first in, first out.' },
        { heading: 'Long', text: prose(40, 4) },
      ],
    };
    const chunks = chunkDocument(doc);
    expect(chunks[0]).toMatchObject({
      heading: 'Stacks',
      text: 'A stack is last in, first out.\n\nQueues\n\nA queue is first in, first out.',
    });
    expect(chunks.slice(1).every((c) => c.heading === 'Long')).toBe(true);
  });

  const fences = (text: string) => text.split('\n').filter((line) => line.startsWith('```')).length;
  const functionOf = (i: number) =>
    `def step_${i}(items):\n    for item in items:\n        if item > ${i}:\n            return item\n    return None`;

  it('keeps a code block whole in one chunk, with the line that introduces it', () => {
    const code = `\`\`\`python\n${Array.from({ length: 6 }, (_, i) => functionOf(i)).join('\n')}\n\`\`\``;
    const text = `${prose(5, 11)}\n\nFor example:\n\n${code}\n\n${prose(6, 12)}`;
    const chunks = chunkDocument({ kind: 'markdown', sections: [{ text }] });
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(fences(chunk.text) % 2).toBe(0);
    const withCode = chunks.filter((c) => c.text.includes('def step_'));
    expect(withCode.length).toBeGreaterThan(0);
    for (const chunk of withCode) expect(chunk.text).toContain(`For example:\n\n${code}`);
  });

  it('cuts a code block longer than a chunk at blank lines, each part a code block', () => {
    const body = Array.from({ length: 70 }, (_, i) => functionOf(i)).join('\n\n');
    const text = `Listing:\n\n\`\`\`python\n${body}\n\`\`\``;
    const chunks = chunkDocument({ kind: 'markdown', sections: [{ text }] });
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      expect(chunk.tokenCount).toBeLessThanOrEqual(500);
      expect(fences(chunk.text) % 2).toBe(0);
      // Code in the chunk is inside fences: it starts after an opening one.
      const firstCode = chunk.text.indexOf('def step_');
      expect(chunk.text.lastIndexOf('```python', firstCode)).toBeGreaterThanOrEqual(0);
    }
    for (let i = 0; i < 70; i++) {
      expect(chunks.some((c) => c.text.includes(functionOf(i)))).toBe(true);
    }
  });

  it('never ends a chunk between a lead-in and its list; a long list repeats the lead-in', () => {
    const items = Array.from(
      { length: 90 },
      (_, i) => `- step ${i + 1}: compare the pair and swap it when it is out of order`,
    );
    const leadIn = 'Bubble sort repeats these steps:';
    const text = `${prose(4, 13)}\n\n${leadIn}\n${items.join('\n')}\n\n${prose(3, 14)}`;
    const chunks = chunkDocument({ kind: 'markdown', sections: [{ text }] });
    for (const chunk of chunks) {
      expect(chunk.tokenCount).toBeLessThanOrEqual(500);
      expect(chunk.text.endsWith(leadIn)).toBe(false);
      const firstItem = chunk.text.search(/^- step /m);
      if (firstItem >= 0) expect(chunk.text.slice(0, firstItem)).toContain(`${leadIn}\n`);
    }
    const listChunks = chunks.filter((c) => c.text.includes('- step '));
    expect(listChunks.length).toBeGreaterThan(1);
    expect(listChunks.slice(1).every((c) => c.text.startsWith(`${leadIn}\n- step `))).toBe(true);
    for (const item of items) expect(chunks.some((c) => c.text.includes(item))).toBe(true);
  });

  it('packs whole CSV rows with their row range, without repeating rows', () => {
    const rows = Array.from(
      { length: 300 },
      (_, i) => `term: t${i + 1}; meaning: ${prose(1, i + 7)}`,
    );
    const doc: ParsedDocument = {
      kind: 'csv',
      sections: [
        { text: rows.slice(0, 100).join('\n'), rowStart: 1, rowEnd: 100 },
        { text: rows.slice(100).join('\n'), rowStart: 101, rowEnd: 300 },
      ],
    };
    const csvChunks = chunkDocument(doc);
    const seen: string[] = [];
    for (const chunk of csvChunks) {
      const lines = chunk.text.split('\n');
      expect(chunk.tokenCount).toBeLessThanOrEqual(500);
      expect(lines).toEqual(rows.slice((chunk.rowStart ?? 0) - 1, chunk.rowEnd ?? 0));
      seen.push(...lines);
    }
    expect(seen).toEqual(rows);
  });

  it('splits a row too long for one chunk, keeping its row number', () => {
    const row = `essay: ${prose(8, 5).replace(/\n+/g, ' ')}`;
    const doc: ParsedDocument = { kind: 'csv', sections: [{ text: row, rowStart: 7, rowEnd: 7 }] };
    const parts = chunkDocument(doc);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((c) => c.rowStart === 7 && c.rowEnd === 7 && c.tokenCount <= 500)).toBe(
      true,
    );
  });

  it('follows the requested sizes', () => {
    const small = chunkDocument(
      { kind: 'text', sections: [{ text }] },
      {
        targetTokens: 80,
        maxTokens: 100,
        overlapTokens: 0,
      },
    );
    expect(small.every((c) => c.tokenCount <= 100)).toBe(true);
    expect(
      small
        .map((c) => c.text)
        .join(' ')
        .split(/\s+/),
    ).toEqual(text.split(/\s+/));
  });

  it('stays within the maximum on any text, cutting only between words or tokens', () => {
    const word = fc.stringMatching(/^[a-zé0-9.,;!?()-]{1,12}$/);
    const gap = fc.constantFrom(' ', '  ', '\n', '\n\n', ' \n ');
    const texts = fc
      .array(fc.tuple(word, gap), { maxLength: 900 })
      .map((parts) => parts.flat().join('').trim());
    fc.assert(
      fc.property(texts, (source) => {
        const result = chunkDocument(
          { kind: 'text', sections: [{ text: source }] },
          {
            targetTokens: 60,
            maxTokens: 80,
            overlapTokens: 10,
          },
        );
        for (const chunk of result) expect(chunk.tokenCount).toBeLessThanOrEqual(80);
        let covered = 0;
        for (const { start, end } of spans(source, result)) {
          expect(onWordEdge(source, start) && onWordEdge(source, end)).toBe(true);
          // Nothing is lost between chunks: each starts at or before the previous end.
          expect(source.slice(covered, start).trim()).toBe('');
          covered = Math.max(covered, end);
        }
        expect(source.slice(covered).trim()).toBe('');
      }),
      { numRuns: 200 },
    );
  });

  it('stays within the maximum with lists, lead-ins and code blocks anywhere', () => {
    const word = fc.stringMatching(/^[a-z0-9.,;()]{1,10}:?$/);
    const gap = fc.constantFrom(' ', '\n', '\n\n', '\n- ', '\n1. ', '\n```\n  x = 1\n```\n');
    const texts = fc
      .array(fc.tuple(word, gap), { maxLength: 600 })
      .map((parts) => parts.flat().join('').trim());
    fc.assert(
      fc.property(texts, (source) => {
        const limits = { targetTokens: 60, maxTokens: 80, overlapTokens: 20 };
        const result = chunkDocument({ kind: 'text', sections: [{ text: source }] }, limits);
        for (const chunk of result) expect(chunk.tokenCount).toBeLessThanOrEqual(80);
        const words = new Set(result.flatMap((c) => c.text.split(/\s+/)));
        for (const w of source.split(/\s+/)) if (w !== '') expect(words.has(w)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('cuts a run with no spaces between its tokens rather than exceed the maximum', () => {
    const url = Array.from({ length: 800 }, (_, i) => `p${i}`).join('/');
    const result = chunkDocument({ kind: 'text', sections: [{ text: `See ${url} now.` }] });
    expect(result.every((c) => c.tokenCount <= 500)).toBe(true);
    expect(result.map((c) => c.text).join('')).toContain('p799');
  });
});
