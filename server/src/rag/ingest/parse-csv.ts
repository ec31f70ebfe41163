import Papa from 'papaparse';
import type { ParsedDocument, Section } from '../types.ts';
import { csvDelimiter } from './detect.ts';
import { IngestError } from './errors.ts';
import { normaliseText } from './normalise.ts';
import { readText } from './parse-text.ts';

/** Keeps each section a manageable size; the chunker packs rows across sections anyway. */
const ROWS_PER_SECTION = 100;

function headerNames(header: string[]): string[] {
  return header.map((cell, i) => normaliseText(cell) || `Column ${i + 1}`);
}

/** `Header: value` pairs, so a chunk of rows still says what each value means. */
function renderRow(row: string[], names: string[]): string {
  return row
    .map((cell, i) => {
      const value = normaliseText(cell).replace(/\s+/g, ' ');
      return value === '' ? '' : `${names[i] ?? `Column ${i + 1}`}: ${value}`;
    })
    .filter((pair) => pair !== '')
    .join('; ');
}

/**
 * Rows of a CSV (first row = header) as sections of consecutive rows, one row per line.
 * Row numbers count data rows from 1 as they appear in the file, blank lines included, so
 * they match what a teacher sees in a spreadsheet below the header.
 */
export function parseCsv(bytes: Uint8Array, name: string): ParsedDocument {
  const text = readText(bytes, name);
  // Blank lines are kept (skipEmptyLines: false) so that row numbers match the file.
  const result = Papa.parse<string[]>(text, {
    delimiter: csvDelimiter(text),
    skipEmptyLines: false,
  });
  const [header = [], ...rows] = result.data;
  const names = headerNames(header);
  const sections: Section[] = [];
  let lines: string[] = [];
  let firstRow = 0;
  const flush = (): void => {
    if (lines.length > 0) {
      sections.push({
        text: lines.join('\n'),
        rowStart: firstRow,
        rowEnd: firstRow + lines.length - 1,
      });
    }
    lines = [];
  };
  rows.forEach((row, index) => {
    const line = renderRow(row, names);
    // A blank row ends a run so that line k of a section is always row rowStart + k.
    if (line === '' || lines.length === ROWS_PER_SECTION) flush();
    if (line === '') return;
    if (lines.length === 0) firstRow = index + 1;
    lines.push(line);
  });
  flush();
  if (sections.length === 0) throw new IngestError(name, 'noCsvRows');
  return { kind: 'csv', sections };
}
