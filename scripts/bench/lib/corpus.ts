import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createHashingEmbedder } from '@teachchat/server/bench-api';
import { chunkDocument, embeddedText } from '@teachchat/server/bench-api';
import { detectKind } from '@teachchat/server/bench-api';
import { languageOfPassages } from '@teachchat/server/bench-api';
import { parseMaterial } from '@teachchat/server/bench-api';
import type { MaterialKind, ParsedDocument } from '@teachchat/server/bench-api';
import { htmlToText } from './html.ts';

/** A folder of real texts that a Debian package installs. */
export interface Source {
  /** Prefix of the document ids, e.g. "policy" makes "policy/ch-files". */
  prefix: string;
  debianPackage: string;
  dir: string;
  /** File names (or sub-folders, read recursively) under `dir`; all of `dir` when absent. */
  only?: string[];
}

const PYTHON_DOCS = '/usr/share/doc/python3.11/html/_sources';

/** The documents the question set is about: about 1,000 chunks. */
export const QUESTION_SOURCES: Source[] = [
  {
    prefix: 'license',
    debianPackage: 'base-files',
    dir: '/usr/share/common-licenses',
    only: ['GPL-3', 'Apache-2.0', 'MPL-2.0', 'CC0-1.0'],
  },
  {
    prefix: 'policy',
    debianPackage: 'debian-policy',
    dir: '/usr/share/doc/debian-policy/policy.html/_sources',
  },
  {
    prefix: 'fhs',
    debianPackage: 'debian-policy',
    dir: '/usr/share/doc/debian-policy/fhs',
    only: ['fhs-3.0.txt.gz'],
  },
  {
    prefix: 'devref',
    debianPackage: 'developers-reference',
    dir: '/usr/share/developers-reference/_sources',
  },
  {
    prefix: 'python',
    debianPackage: 'python3.11-doc',
    dir: PYTHON_DOCS,
    only: ['tutorial', 'faq'],
  },
];

/** More real text for the large corpus: the rest of the Python documentation. */
export const EXTRA_SOURCES: Source[] = [
  {
    prefix: 'python',
    debianPackage: 'python3.11-doc',
    dir: PYTHON_DOCS,
    only: ['library', 'howto', 'reference', 'c-api', 'whatsnew', 'using', 'extending'],
  },
];

export interface Document {
  id: string;
  bytes: Uint8Array;
  /** As uploaded, when the bytes alone would not say (a manual page converted to Markdown). */
  kind?: MaterialKind;
}

const POSTGRES_MANUAL = '/usr/share/doc/postgresql-doc-15/html';

/**
 * The whole PostgreSQL 15 manual (`postgresql-doc-15`: 1,169 pages, about 4,400 chunks),
 * each page as Markdown as a teacher would paste it: the large activity.
 */
export function loadPostgresManual(): Document[] {
  if (!existsSync(POSTGRES_MANUAL)) {
    throw new Error(
      `Benchmark documents are missing (${POSTGRES_MANUAL}).\nInstall them with: apt-get install postgresql-doc-15`,
    );
  }
  return readdirSync(POSTGRES_MANUAL)
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => ({
      id: name.replace(/\.html$/, ''),
      bytes: new TextEncoder().encode(
        htmlToText(readFileSync(join(POSTGRES_MANUAL, name), 'utf8')),
      ),
      kind: 'markdown' as const,
    }))
    .filter((doc) => doc.bytes.length > 0);
}

export interface BenchChunk {
  id: string;
  doc: string;
  /** Its document's language as ingestion detects it (null or absent: English). */
  language?: string | null;
  ordinal: number;
  heading: string | null;
  text: string;
  tokenCount: number;
  embedding: Float32Array;
}

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

function isText(path: string): boolean {
  return !/\.(png|jpg|gif|svg|pdf|gz)$/.test(path) || path.endsWith('.txt.gz');
}

/**
 * Reads every source, or fails naming the Debian packages to install. Only texts that
 * those packages ship are used, so anyone on Debian can rebuild the same corpus.
 */
export function loadDocuments(sources: Source[]): Document[] {
  const missing = sources.filter((s) =>
    (s.only ?? ['']).some((name) => !existsSync(join(s.dir, name))),
  );
  if (missing.length > 0) {
    const packages = [...new Set(missing.map((s) => s.debianPackage))].join(' ');
    throw new Error(
      `Benchmark documents are missing (${missing.map((s) => s.dir).join(', ')}).\n` +
        `Install them with: apt-get install ${packages}`,
    );
  }
  return sources.flatMap((source) =>
    (source.only ?? [''])
      .flatMap((name) => filesUnder(join(source.dir, name)))
      .filter(isText)
      .map((path) => {
        const raw = readFileSync(path);
        const bytes = path.endsWith('.gz') ? gunzipSync(raw) : raw;
        const name = relative(source.dir, path).replace(/\.(rst\.txt|txt\.gz|txt)$/, '');
        return { id: `${source.prefix}/${name}`, bytes: new Uint8Array(bytes) };
      }),
  );
}

/** Parsed as an upload of that file would be: kind from the bytes, then the parser. */
export async function parseDocument(doc: Document): Promise<ParsedDocument> {
  return parseMaterial(doc.bytes, doc.kind ?? detectKind(doc.bytes, doc.id), doc.id);
}

export type ChunkText = Omit<BenchChunk, 'embedding'>;

export async function chunkDocuments(docs: Document[]): Promise<ChunkText[]> {
  const chunks: ChunkText[] = [];
  for (const doc of docs) {
    const drafts = chunkDocument(await parseDocument(doc));
    const language = languageOfPassages(drafts.map((d) => d.text));
    for (const draft of drafts) {
      chunks.push({
        id: randomUUID(),
        doc: doc.id,
        language,
        ordinal: draft.ordinal,
        heading: draft.heading,
        text: draft.text,
        tokenCount: draft.tokenCount,
      });
    }
  }
  return chunks;
}

/** The documents' paragraphs as parsed, in reading order. */
export async function paragraphsOf(docs: Document[]): Promise<string[]> {
  const paragraphs: string[] = [];
  for (const doc of docs) {
    for (const section of (await parseDocument(doc)).sections) {
      paragraphs.push(...section.text.split(/\n\s*\n/).filter((p) => p.trim() !== ''));
    }
  }
  return paragraphs;
}

/** A small deterministic PRNG (mulberry32), so every run grows the same corpus. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PARAGRAPHS_PER_DOCUMENT = 40;

/**
 * The corpus repeated with variation until it has `target` chunks: copy 0 is the
 * documents as they are; each later copy shuffles all their paragraphs (seeded by the copy
 * number) into new 40-paragraph documents and chunks those. Every chunk is new text made of
 * real paragraphs, so term statistics stay those of real documentation.
 */
export async function growCorpus(docs: Document[], target: number): Promise<ChunkText[]> {
  const chunks = await chunkDocuments(docs);
  const paragraphs = await paragraphsOf(docs);
  for (let copy = 1; chunks.length < target; copy++) {
    const next = random(copy);
    const shuffled = [...paragraphs];
    for (let i = shuffled.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [shuffled[i], shuffled[j]] = [shuffled[j] ?? '', shuffled[i] ?? ''];
    }
    for (
      let start = 0;
      start < shuffled.length && chunks.length < target;
      start += PARAGRAPHS_PER_DOCUMENT
    ) {
      const text = shuffled.slice(start, start + PARAGRAPHS_PER_DOCUMENT).join('\n\n');
      const doc = `copy-${copy}/${start / PARAGRAPHS_PER_DOCUMENT}`;
      for (const draft of chunkDocument({ kind: 'text', sections: [{ text }] })) {
        if (chunks.length >= target) break;
        chunks.push({
          id: randomUUID(),
          doc,
          ordinal: draft.ordinal,
          heading: draft.heading,
          text: draft.text,
          tokenCount: draft.tokenCount,
        });
      }
    }
  }
  return chunks;
}

export const embedder = createHashingEmbedder();

/** Embeds in the pipeline's batch size; returns the chunks and the time it took. */
export async function embedChunks(
  chunks: ChunkText[],
): Promise<{ chunks: BenchChunk[]; ms: number }> {
  const started = performance.now();
  const out: BenchChunk[] = [];
  for (let start = 0; start < chunks.length; start += 64) {
    const batch = chunks.slice(start, start + 64);
    const vectors = await embedder.embed(batch.map(embeddedText));
    batch.forEach((chunk, i) =>
      out.push({ ...chunk, embedding: vectors[i] ?? new Float32Array(embedder.dimensions) }),
    );
  }
  return { chunks: out, ms: performance.now() - started };
}
