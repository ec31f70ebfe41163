/** This machine's time zone: the browser's, on the web. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export type CellValue = string | number | boolean | null | undefined;

/** One CSV cell: text is quoted when it holds a comma, a quote, a line break or edge spaces. */
export function csvCell(value: CellValue): string {
  if (value === null || value === undefined) return '';
  // A number or a boolean is written as it is: -5 is a number to a spreadsheet, not a formula.
  if (typeof value !== 'string') return String(value);
  // Text with a leading =, +, - or @ would run as a formula in a spreadsheet: keep it text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CellValue;
}

/** RFC 4180 text: a header line, then one line per row, CRLF line ends. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

function partsIn(date: Date, timeZone: string): Record<string, string> {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  return Object.fromEntries(parts.map((p) => [p.type, p.value]));
}

/**
 * '2026-11-20 10:30:00': the wall-clock time in `timeZone`, in the one layout that Excel,
 * LibreOffice and Google Sheets all read as a date and time whatever their locale.
 */
export function localDateTime(date: Date, timeZone: string = localZone()): string {
  const p = partsIn(date, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** "students-2026-11-21.csv": the day in `timeZone` (default: this machine's) of the export. */
export function csvFileName(
  prefix: string,
  timeZone: string = localZone(),
  now: Date = new Date(),
): string {
  const p = partsIn(now, timeZone);
  return `${prefix}-${p.year}-${p.month}-${p.day}.csv`;
}

/** What an export procedure answers: the file's name and text, and how many rows it holds. */
export interface CsvFile {
  fileName: string;
  csv: string;
  rowCount: number;
}
