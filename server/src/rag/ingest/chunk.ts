import type { ChunkDraft, ParsedDocument, Section } from '../types.ts';
import { splitText } from './split-text.ts';
import { countTokens } from './tokens.ts';
import type { SplitLimits } from './split-text.ts';

export interface ChunkOptions {
  targetTokens?: number;
  maxTokens?: number;
  overlapTokens?: number;
}

type Draft = Omit<ChunkDraft, 'ordinal'>;

function limitsFrom(options: ChunkOptions): SplitLimits {
  const max = Math.max(1, options.maxTokens ?? 500);
  const target = Math.min(max, Math.max(1, options.targetTokens ?? 400));
  return {
    target,
    max,
    min: Math.floor(target * 0.75),
    overlap: Math.max(0, options.overlapTokens ?? 60),
  };
}

/** Each page (or the whole text) on its own, so a chunk's page number is exact. */
function textChunks(section: Section, limits: SplitLimits): Draft[] {
  return splitText(section.text, limits).map((span) => ({
    text: span.text,
    heading: section.heading ?? null,
    page: section.page ?? null,
    rowStart: null,
    rowEnd: null,
    tokenCount: span.tokens,
  }));
}

/**
 * Short sections of one page packed together up to the target size, so a run of brief
 * titled sections (an FAQ, a reference page) makes passages of a useful size: the first
 * keeps its title as the passage's, the others' titles stay as their own lines.
 */
function packSections(sections: Section[], limits: SplitLimits): Section[] {
  const out: Section[] = [];
  let tokens = 0;
  for (const section of sections) {
    const last = out.at(-1);
    const size = countTokens(section.text) + countTokens(section.heading ?? '');
    if (last && last.page === section.page && tokens + size <= limits.target) {
      const title =
        section.heading && section.heading !== last.heading ? `${section.heading}\n\n` : '';
      last.text = `${last.text}\n\n${title}${section.text}`;
      tokens += size;
    } else {
      out.push({ ...section });
      tokens = size;
    }
  }
  return out;
}

interface Row {
  text: string;
  start: number;
  end: number;
}

/** One line per row when the section holds exactly its row range, else the section whole. */
function rowsOf(section: Section): Row[] {
  const start = section.rowStart ?? 1;
  const end = section.rowEnd ?? start;
  const lines = section.text.split('\n');
  if (lines.length !== end - start + 1 || lines.some((line) => line.trim() === '')) {
    return [{ text: section.text, start, end }];
  }
  return lines.map((line, i) => ({ text: line.trim(), start: start + i, end: start + i }));
}

/**
 * Whole rows packed up to the target, across sections. No overlap: every row line names
 * its columns, so it stands alone and repeating it would only return it twice. A row too
 * long for one chunk is split like prose, each part keeping the row's number.
 */
function csvChunks(sections: Section[], limits: SplitLimits): Draft[] {
  const drafts: Draft[] = [];
  let pending: Row[] = [];
  let pendingTokens = 0;
  const flush = (): void => {
    const first = pending[0];
    const last = pending.at(-1);
    if (first && last) {
      const text = pending.map((row) => row.text).join('\n');
      drafts.push({
        text,
        heading: null,
        page: null,
        rowStart: first.start,
        rowEnd: last.end,
        tokenCount: pendingTokens,
      });
    }
    pending = [];
    pendingTokens = 0;
  };
  for (const row of sections.flatMap(rowsOf)) {
    const tokens = countTokens(row.text);
    if (tokens > limits.max) {
      flush();
      for (const span of splitText(row.text, limits)) {
        drafts.push({
          text: span.text,
          heading: null,
          page: null,
          rowStart: row.start,
          rowEnd: row.end,
          tokenCount: span.tokens,
        });
      }
      continue;
    }
    if (pendingTokens + tokens > limits.max) flush();
    pending.push(row);
    pendingTokens += tokens;
    if (pendingTokens >= limits.target) flush();
  }
  flush();
  return drafts;
}

/**
 * Splits a parsed document into chunks of about 300-500 tokens (defaults: target 400, max
 * 500, overlap 60), numbered 0..n-1 in reading order. Chunks never cut a word, never span
 * two PDF pages, and CSV chunks hold whole rows with their row range.
 */
export function chunkDocument(doc: ParsedDocument, options: ChunkOptions = {}): ChunkDraft[] {
  const limits = limitsFrom(options);
  const drafts =
    doc.kind === 'csv'
      ? csvChunks(doc.sections, limits)
      : packSections(doc.sections, limits).flatMap((section) => textChunks(section, limits));
  return drafts
    .map((draft) => ({ ...draft, text: draft.text.trim() }))
    .filter((draft) => draft.text !== '')
    .map((draft, ordinal) => ({ ordinal, ...draft }));
}

/** What a chunk's vector is made from: its section title and its text (the title is its topic). */
export function embeddedText(draft: Pick<ChunkDraft, 'heading' | 'text'>): string {
  return draft.heading ? `${draft.heading}\n${draft.text}` : draft.text;
}
