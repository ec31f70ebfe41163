import { LOCALES, ROSTER_COLUMNS, ROSTER_LIMITS, type RosterColumnKey } from '@teachchat/shared';
import Papa from 'papaparse';
import { badInput } from '../../../errors.ts';
import {
  CATALOGUES,
  text as catalogued,
  type TextKey,
  type Translate,
  translator,
} from '../../../texts/index.ts';
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

/** Each column's header in the files TeachChat writes (a roster report), in every language. */
export const ROSTER_HEADERS = {
  firstName: 'csv.firstName',
  lastName: 'csv.lastName',
  email: 'csv.email',
  department: 'csv.department',
  phone: 'csv.phone',
  courseCode: 'csv.courseCode',
} as const satisfies Record<RosterColumnKey, TextKey>;

/** A header as compared: no case, accents, spaces or punctuation ("Prénom" reads "prenom"). */
const squash = (header: string) =>
  header
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

// The headers each language writes ("Prénom", "Código de curso"), and other spellings people
// use in their spreadsheets ("first_name", "E-mail", "Course"). A Map, so a header named like an
// object's own properties ("constructor") names no column.
const ALIASES = new Map<string, RosterColumnKey>([
  ...LOCALES.flatMap((locale) =>
    Object.entries(ROSTER_HEADERS).map(
      ([column, key]) => [squash(CATALOGUES[locale][key]), column as RosterColumnKey] as const,
    ),
  ),
  ['givenname', 'firstName'],
  ['forename', 'firstName'],
  ['surname', 'lastName'],
  ['familyname', 'lastName'],
  ['emailaddress', 'email'],
  ['dept', 'department'],
  ['phonenumber', 'phone'],
  ['telephone', 'phone'],
  ['course', 'courseCode'],
]);

/**
 * Which column each header names (null: none), refusing a header without the required ones:
 * the refusal names the columns in the reader's language (`t`).
 */
function readHeader(header: string[], t: Translate): (RosterColumnKey | null)[] {
  const seen = new Set<RosterColumnKey>();
  const keys = header.map((cell) => {
    const key = ALIASES.get(squash(cell)) ?? null;
    if (key && seen.has(key))
      throw badInput(catalogued('error.rosterColumnTwice', { column: cell.trim() }));
    if (key) seen.add(key);
    return key;
  });
  const named = (columns: readonly { key: RosterColumnKey }[]) =>
    columns.map((c) => t(ROSTER_HEADERS[c.key])).join(', ');
  const missing = ROSTER_COLUMNS.filter((c) => c.required && !seen.has(c.key));
  if (missing.length > 0) {
    throw badInput(
      catalogued('error.rosterMissingColumns', {
        missing: named(missing),
        expected: named(ROSTER_COLUMNS),
      }),
    );
  }
  return keys;
}

/**
 * A cell as it was before a CSV TeachChat wrote kept it from running as a formula ('+1 555,
 * shared/src/csv.ts): the phone of a report imported back is +1 555 again.
 */
const unguarded = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/**
 * A roster's rows by column, from CSV text or cells pasted from a spreadsheet (tabs), its
 * headers in any of TeachChat's languages (a report downloaded in French reads back). Blank
 * rows are left out but counted, so row numbers match the file. A refusal names the columns
 * in the reader's language (`t`).
 */
export function readRoster(text: string, t: Translate = translator('en')): RosterSheet {
  const body = text.replace(/^\uFEFF/, '');
  const { data } = Papa.parse<string[]>(body, {
    delimiter: csvDelimiter(body),
    skipEmptyLines: false,
  });
  const [header = [], ...rows] = data;
  const keys = readHeader(header, t);
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
      if (key) line[key] = unguarded(cells[column] ?? '');
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
