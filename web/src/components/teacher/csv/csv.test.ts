import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, toCsv } from './csv.ts';

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

  it('keeps spreadsheet formulas from running', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('-5')).toBe("'-5");
  });

  it('writes dates as ISO timestamps', () => {
    expect(csvCell(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-21T10:00:00.000Z');
  });
});

describe('toCsv', () => {
  it('writes a header and one CRLF line per row', () => {
    const rows = [
      { name: 'Ada', course: 'Intro, Programming' },
      { name: 'Alan', course: 'Logic' },
    ];
    const csv = toCsv(
      [
        { header: 'Student', value: (r: (typeof rows)[number]) => r.name },
        { header: 'Course', value: (r: (typeof rows)[number]) => r.course },
      ],
      rows,
    );
    expect(csv).toBe('Student,Course\r\nAda,"Intro, Programming"\r\nAlan,Logic\r\n');
  });
});

describe('csvFileName', () => {
  it('names the file after the local day', () => {
    expect(csvFileName('students', new Date(2026, 0, 5, 23, 30))).toBe('students-2026-01-05.csv');
  });
});
