import Papa from 'papaparse';
import type { MaterialKind } from '../types.ts';
import { EMPTY_FILE, IngestError, UNSUPPORTED_TYPE } from './errors.ts';
import { isZip, readZipDirectory } from './zip.ts';

const CSV_DELIMITERS = [',', '\t', ';', '|'];
/** Enough rows to judge a table's shape without parsing a 10 MB file twice. */
const CSV_SAMPLE_CHARS = 64 * 1024;
const DOCX_MAIN_PART = 'word/document.xml';
const MARKDOWN_NAME = /\.(md|markdown)$/i;
// Control characters other than the ones plain text uses for layout.
const STRAY_CONTROL = /(?![\t\n\v\f\r])\p{Cc}/gu;
// Text formats we could read as text but would index as markup noise, and web pages,
// images and scripts that a browser would render or run.
const MARKUP =
  /^(\{\\rtf|<\?xml|<!doctype html|<(html|head|body|svg|script|iframe|object|embed)\b)/i;
const PDF_HEADER = /%PDF-[12]\.\d/;

/** Where the PDF header starts within the first KiB, or -1. */
function pdfHeaderAt(bytes: Uint8Array): number {
  // PDF readers accept junk before the header within the first KiB; so do we, but only with
  // a version number after it so prose that mentions "%PDF-" stays text.
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024));
  return PDF_HEADER.exec(head.toString('latin1'))?.index ?? -1;
}

/** Markup before a PDF header: a web page that is also a PDF (a polyglot), not a PDF. */
function startsAsMarkup(bytes: Uint8Array): boolean {
  // A UTF-8 byte order mark (read as Latin-1) may come first.
  return /^(\xEF\xBB\xBF)?\s*</.test(Buffer.from(bytes).toString('latin1'));
}

function zipHasDocument(bytes: Uint8Array): boolean {
  try {
    const entries = readZipDirectory(bytes);
    if (entries) return entries.some((entry) => entry.name === DOCX_MAIN_PART);
  } catch {
    // Too many entries to list: still a DOCX if the part is there, and parsing refuses it.
  }
  // A damaged directory: the local headers still name the parts, so a broken DOCX is
  // reported as a broken DOCX rather than as an unsupported type.
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).includes(DOCX_MAIN_PART);
}

/** UTF-8 text (the decoder drops a BOM), or null for bytes that are not text. */
export function decodeText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const strays = text.match(STRAY_CONTROL)?.length ?? 0;
  return strays > text.length / 100 ? null : text;
}

interface CsvSample {
  rows: string[][];
  delimiter: string | null;
}

/** Parses the first rows with papaparse's delimiter guess; blank lines would skew it. */
function sampleCsv(text: string): CsvSample {
  let sample = text.slice(0, CSV_SAMPLE_CHARS);
  if (sample.length < text.length) sample = sample.slice(0, sample.lastIndexOf('\n') + 1);
  const result = Papa.parse<string[]>(sample, {
    delimitersToGuess: CSV_DELIMITERS,
    skipEmptyLines: 'greedy',
  });
  const guessed = !result.errors.some((e) => e.code === 'UndetectableDelimiter');
  const clean = !result.errors.some((e) => e.type === 'Quotes');
  // A Markdown table is Markdown, even though '|' makes it look like a table.
  const markdownTable = result.meta.delimiter === '|' && /^\s*\|/.test(sample);
  const delimiter = guessed && clean && !markdownTable ? result.meta.delimiter : null;
  return { rows: result.data, delimiter };
}

/** The delimiter of a CSV text, as detection judged it; ',' when there is no clear one. */
export function csvDelimiter(text: string): string {
  return sampleCsv(text).delimiter ?? ',';
}

export function looksLikeCsv(text: string): boolean {
  const { rows, delimiter } = sampleCsv(text);
  const columns = rows[0]?.length ?? 0;
  if (delimiter === null || rows.length < 2 || columns < 2) return false;
  const regular = rows.filter((row) => row.length === columns).length;
  return regular >= rows.length * 0.9;
}

export function looksLikeMarkdown(text: string): boolean {
  return (
    /^#{1,6}[ \t]+\S/m.test(text) ||
    /^(```|~~~)/m.test(text) ||
    /\[[^\]\n]+\]\([^)\s]+\)/.test(text)
  );
}

/**
 * The material's kind from its content; the name only tells Markdown from plain text. Throws
 * IngestError for empty files and for anything that is not PDF, DOCX or UTF-8 text.
 */
export function detectKind(bytes: Uint8Array, name: string): MaterialKind {
  if (bytes.length === 0) throw new IngestError(name, EMPTY_FILE);
  const pdfAt = pdfHeaderAt(bytes);
  if (pdfAt >= 0) {
    if (startsAsMarkup(bytes.subarray(0, pdfAt))) throw new IngestError(name, UNSUPPORTED_TYPE);
    return 'pdf';
  }
  if (isZip(bytes)) {
    if (zipHasDocument(bytes)) return 'docx';
    throw new IngestError(name, UNSUPPORTED_TYPE);
  }
  const text = decodeText(bytes);
  if (text === null) throw new IngestError(name, UNSUPPORTED_TYPE);
  if (text.trim() === '') throw new IngestError(name, EMPTY_FILE);
  if (MARKUP.test(text.trimStart())) throw new IngestError(name, UNSUPPORTED_TYPE);
  if (looksLikeCsv(text)) return 'csv';
  if (MARKDOWN_NAME.test(name) || looksLikeMarkdown(text)) return 'markdown';
  return 'text';
}
