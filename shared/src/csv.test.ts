import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, localDateTime, toCsv } from './csv.ts';

describe('csvCell', () => {
  it('leaves plain text alone and empties missing values', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('Smith, Jane')).toBe('"Smith, Jane"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
  });

  it('keeps spreadsheet formulas in text from running', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('writes numbers and booleans as they are, negative ones too', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(-0.25)).toBe('-0.25');
    expect(csvCell(true)).toBe('true');
  });
});

describe('toCsv', () => {
  it('writes a header and one CRLF line per row', () => {
    const rows = [
      { name: 'Ada', course: 'Intro, Programming' },
      { name: 'Alan', course: 'Logic' },
    ];
    const csv = toCsv<(typeof rows)[number]>(
      [
        { header: 'Student', value: (r) => r.name },
        { header: 'Course', value: (r) => r.course },
      ],
      rows,
    );
    expect(csv).toBe('Student,Course\r\nAda,"Intro, Programming"\r\nAlan,Logic\r\n');
  });
});

describe('local date-times', () => {
  const instant = new Date('2026-11-20T23:30:05Z');

  it("writes the wall-clock time of the school's zone", () => {
    expect(localDateTime(instant, 'UTC')).toBe('2026-11-20 23:30:05');
    expect(localDateTime(instant, 'Europe/Berlin')).toBe('2026-11-21 00:30:05');
    expect(localDateTime(instant, 'America/Los_Angeles')).toBe('2026-11-20 15:30:05');
  });

  it('follows summer time', () => {
    expect(localDateTime(new Date('2026-07-01T12:00:00Z'), 'Europe/Berlin')).toBe(
      '2026-07-01 14:00:00',
    );
  });

  it("names the file after the day in the school's zone", () => {
    expect(csvFileName('students', 'Europe/Berlin', instant)).toBe('students-2026-11-21.csv');
    expect(csvFileName('students', 'America/New_York', instant)).toBe('students-2026-11-20.csv');
  });
});
