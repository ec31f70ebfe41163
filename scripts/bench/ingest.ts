// Ingestion throughput: parse, chunk, embed and the whole pipeline, per file format.
// Usage: node scripts/bench/ingest.ts   Results and how to read them: docs/benchmarks.md.
import { chunkDocument } from '@teachchat/server/bench-api';
import { detectKind } from '@teachchat/server/bench-api';
import { writeDocx } from '../../server/test/support/docx-writer.ts';
import { parseMaterial } from '@teachchat/server/bench-api';
import { writePdf } from '@teachchat/server/bench-api';
import type { MaterialKind } from '@teachchat/server/bench-api';
import { embedChunks, loadDocuments, paragraphsOf, QUESTION_SOURCES } from './lib/corpus.ts';
import { describeMachine } from './lib/machine.ts';
import { percentile, timed } from './lib/stats.ts';
import { markdownTable } from './lib/table.ts';

// A page of the generated PDF holds 46 lines of about 86 characters; word wrapping can add
// a line here and there, so pages are filled to 42 estimated lines.
const PAGE_LINES = 42;
const LINE_CHARS = 86;
const PDF_PAGES = [10, 100, 1_000];
const MIN_RUNS = 3;
const MIN_MS = 3_000;

interface Sample {
  name: string;
  bytes: Uint8Array;
}

/** Median of repeated runs: at least MIN_RUNS, more while the total stays under MIN_MS. */
async function median(fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  const started = performance.now();
  while (times.length < MIN_RUNS || (performance.now() - started < MIN_MS && times.length < 50)) {
    times.push((await timed(fn)).ms);
  }
  return percentile(times, 0.5);
}

const linesOf = (text: string) =>
  text.split('\n').reduce((n, line) => n + Math.max(1, Math.ceil(line.length / LINE_CHARS)), 0);

/** `count` pages of real paragraphs, in order; a paragraph longer than a page gets one alone. */
function pagesOf(paragraphs: string[], count: number): string[] {
  const pages: string[] = [];
  let page = '';
  for (let i = 0; pages.length < count; i++) {
    const paragraph = paragraphs[i % paragraphs.length] ?? '';
    const joined = page === '' ? paragraph : `${page}\n\n${paragraph}`;
    if (page !== '' && linesOf(joined) > PAGE_LINES) {
      pages.push(page);
      page = paragraph;
    } else {
      page = joined;
    }
  }
  return pages;
}

function csvOf(paragraphs: string[]): Uint8Array {
  const quote = (s: string) => `"${s.replaceAll('"', '""')}"`;
  const rows = paragraphs.map((p, i) =>
    [String(i + 1), String(p.split(/\s+/).length), quote(p)].join(','),
  );
  return new TextEncoder().encode(['paragraph,words,text', ...rows].join('\n'));
}

const mb = (bytes: number, ms: number) => (bytes / 2 ** 20 / (ms / 1000)).toFixed(2);
const perSecond = (n: number, ms: number) => (n / (ms / 1000)).toFixed(0);

console.log(`# Ingestion benchmark\n\n${describeMachine()}\n`);
let paragraphs: string[];
try {
  paragraphs = await paragraphsOf(loadDocuments(QUESTION_SOURCES));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const hundredPages = pagesOf(paragraphs, 100);
const samples: Sample[] = [
  ...PDF_PAGES.map((n) => ({ name: 'PDF', bytes: writePdf(pagesOf(paragraphs, n)) })),
  {
    name: 'DOCX, same text as the 100-page PDF',
    bytes: await writeDocx(
      hundredPages.flatMap((page) => page.split('\n\n').map((text) => ({ text }))),
    ),
  },
  {
    name: 'TXT, same text as the 100-page PDF',
    bytes: new TextEncoder().encode(hundredPages.join('\n\n')),
  },
  { name: 'CSV, one paragraph per row', bytes: csvOf(paragraphs.slice(0, 2_000)) },
];

const rows: string[][] = [];
for (const sample of samples) {
  const kind: MaterialKind = detectKind(sample.bytes, sample.name);
  const doc = await parseMaterial(sample.bytes, kind, sample.name);
  const chunks = chunkDocument(doc);
  const parseMs = await median(() => parseMaterial(sample.bytes, kind, sample.name));
  const chunkMs = await median(async () => chunkDocument(doc));
  const embedMs = await median(async () =>
    embedChunks(chunks.map((c) => ({ ...c, id: '', doc: '' }))),
  );
  const wholeMs = await median(async () => {
    const parsed = await parseMaterial(
      sample.bytes,
      detectKind(sample.bytes, sample.name),
      sample.name,
    );
    await embedChunks(chunkDocument(parsed).map((c) => ({ ...c, id: '', doc: '' })));
  });
  const size = sample.bytes.byteLength;
  const pageCount = doc.pageCount;
  const name = pageCount ? `${sample.name}, ${pageCount} pages` : sample.name;
  const textBytes = Buffer.byteLength(doc.sections.map((section) => section.text).join('\n\n'));
  const pages = (ms: number) => (pageCount ? ` · ${perSecond(pageCount, ms)} pages/s` : '');
  rows.push([
    name,
    `${(size / 2 ** 20).toFixed(2)} MB`,
    `${(textBytes / 2 ** 20).toFixed(2)} MB`,
    String(chunks.length),
    `${mb(size, parseMs)} MB/s${pages(parseMs)}`,
    `${perSecond(chunks.length, chunkMs)} chunks/s`,
    `${perSecond(chunks.length, embedMs)} chunks/s`,
    `${mb(size, wholeMs)} MB/s${pages(wholeMs)}`,
  ]);
  console.log(`  ${name}: done`);
}

console.log('\n## Throughput (median of repeated runs; MB/s of file bytes, MB = 2^20 bytes)\n');
console.log(
  markdownTable(
    [
      'Input',
      'File',
      'Text',
      'Chunks',
      'Parse',
      'Chunking',
      'Embedding (hashing)',
      'Whole pipeline',
    ],
    rows,
  ),
);
console.log(
  '\nWhole pipeline = type detection + parse + chunk + embed, in memory; writing the chunk rows ' +
    'and the store index is measured by retrieval.ts (index build).',
);
