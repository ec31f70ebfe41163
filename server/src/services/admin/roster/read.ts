import { ROSTER_COLUMNS, ROSTER_LIMITS, type RosterColumnKey } from '@teachchat/shared';
import Papa from 'papaparse';
import { badInput } from '../../../errors.ts';
import { text as catalogued } from '../../../texts/index.ts';
import { csvDelimiter } from '../../../rag/ingest/detect.ts';

export type RosterCells = Record<RosterColumnKey, string>;

/** A data row of the roster: its row number as a spreadsheet shows it (the header is 1). */
export interface RosterLine {
  row: number;
  cells: RosterCells;
}

export interface RosterSheet {
  lines: RosterLine[];
  /** Headers that name no roster column, left out (shown so a typo is noticed). */
  ignoredColumns: string[];
}

// Other spellings people use in their spreadsheets, compared without case, spaces or
// punctuation: "first_name", "E-mail", "Course". A Map, so a header named like an object's
// own properties ("constructor") names no column.
const ALIASES = new Map<string, RosterColumnKey>([
  ['firstname', 'firstName'],
  ['givenname', 'firstName'],
  ['forename', 'firstName'],
  ['lastname', 'lastName'],
  ['surname', 'lastName'],
  ['familyname', 'lastName'],
  ['email', 'email'],
  ['emailaddress', 'email'],
  ['department', 'department'],
  ['dept', 'department'],
  ['phone', 'phone'],
  ['phonenumber', 'phone'],
  ['telephone', 'phone'],
  ['coursecode', 'courseCode'],
  ['course', 'courseCode'],
]);

const squash = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** Which column each header names (null: none), refusing a header without the required ones. */
function readHeader(header: string[]): (RosterColumnKey | null)[] {
  const seen = new Set<RosterColumnKey>();
  const keys = header.map((cell) => {
    const key = ALIASES.get(squash(cell)) ?? null;
    if (key && seen.has(key))
      throw badInput(catalogued('error.rosterColumnTwice', { column: cell.trim() }));
    if (key) seen.add(key);
    return key;
  });
  const missing = ROSTER_COLUMNS.filter((c) => c.required && !seen.has(c.key)).map((c) => c.header);
  if (missing.length > 0) {
    // The headers as the file must spell them, in every language.
    throw badInput(
      catalogued('error.rosterMissingColumns', {
        missing: missing.join(', '),
        expected: ROSTER_COLUMNS.map((c) => c.header).join(', '),
      }),
    );
  }
  return keys;
}

/**
 * A roster's rows by column, from CSV text or cells pasted from a spreadsheet (tabs). Blank
 * rows are left out but counted, so row numbers match the file.
 */
export function readRoster(text: string): RosterSheet {
  const body = text.replace(/^\uFEFF/, '');
  const { data } = Papa.parse<string[]>(body, {
    delimiter: csvDelimiter(body),
    skipEmptyLines: false,
  });
  const [header = [], ...rows] = data;
  const keys = readHeader(header);
  const lines: RosterLine[] = [];
  rows.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const line: RosterCells = {
      firstName: '',
      lastName: '',
      email: '',
      department: '',
      phone: '',
      courseCode: '',
    };
    keys.forEach((key, column) => {
      if (key) line[key] = cells[column] ?? '';
    });
    lines.push({ row: index + 2, cells: line });
  });
  if (lines.length === 0) throw badInput(catalogued('error.rosterEmpty'));
  if (lines.length > ROSTER_LIMITS.maxRows) {
    throw badInput(
      catalogued('error.rosterTooManyPeople', {
        count: lines.length,
        max: ROSTER_LIMITS.maxRows,
      }),
    );
  }
  return {
    lines,
    ignoredColumns: header
      .filter((_, i) => keys[i] === null)
      .map((h) => h.trim())
      .filter(Boolean),
  };
}
